package org.scratchpadinspector.formats.yamlcycles;

import java.util.List;
import java.util.Set;

/**
 * What the list shows for one cycle.
 *
 * @param iterations   the iteration count from the cycle's log, or -1 when unknown
 * @param problems     operator-readable reasons for unreadable files and inferred values
 * @param statusReason why a cycle without {@code _after} is running or interrupted (its sign of life, or
 *                     the lack of one); null for the other statuses
 */
public record CycleSummary(CycleId id, CycleStatus status, Set<CycleFlag> flags, int toolCalls,
                           int parseErrors, int iterations, List<String> problems, String statusReason) {

    public CycleSummary(CycleId id, CycleStatus status, Set<CycleFlag> flags, int toolCalls, int parseErrors,
                        int iterations, List<String> problems) {
        this(id, status, flags, toolCalls, parseErrors, iterations, problems, null);
    }

    public boolean has(CycleFlag flag) {
        return flags.contains(flag);
    }
}

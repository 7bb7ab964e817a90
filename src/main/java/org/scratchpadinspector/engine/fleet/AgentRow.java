package org.scratchpadinspector.engine.fleet;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One agent of a fleet as {@code ls --fleet} prints it and the Fleet view shows it.
 *
 * @param name         the fleet file's name for it
 * @param dir          its DIR (local path or ssh:// address)
 * @param format       its memory format; null when unreachable or in no known format
 * @param units        how many units it holds; null when not read
 * @param failing      failing units among the newest {@value FleetScan#NEWEST}; null when not read
 * @param running      a unit is being written now; null when not read
 * @param lastActivity when it last wrote; null when unknown
 * @param lostEdits    edits of the inspector's journal that the agent overwrote and that still stand
 * @param reachable    its directory could be read
 * @param error        why not, or what is wrong with it ("unreachable since T: reason"); null when fine
 */
public record AgentRow(String name, String dir, String format, Integer units, Integer failing, Boolean running,
                       Instant lastActivity, int lostEdits, boolean reachable, String error) {

    /** Most trouble first: unreachable or unreadable, then lost edits, then failing units; then by name. */
    public static final Comparator<AgentRow> BY_TROUBLE = Comparator
            .comparing((AgentRow r) -> !r.reachable())
            .thenComparing(r -> r.error() != null)
            .thenComparingInt(AgentRow::lostEdits)
            .thenComparingInt(r -> r.failing() == null ? 0 : r.failing())
            .reversed()
            .thenComparing(AgentRow::name);

    static AgentRow unreachable(FleetEntry entry, Instant since, String reason) {
        return new AgentRow(entry.name(), entry.dir(), null, null, null, null, null, 0, false,
                "unreachable since " + since.truncatedTo(ChronoUnit.SECONDS) + ": " + reason);
    }

    /** Whether an operator should look at it: unreachable, in no format, edits lost, or units failing. */
    public boolean hasProblem() {
        return !reachable || error != null || lostEdits > 0 || failing != null && failing > 0;
    }

    /** What is wrong, one phrase each (empty when nothing is). */
    public List<String> problems() {
        List<String> out = new ArrayList<>();
        if (error != null) {
            out.add(error);
        }
        if (lostEdits > 0) {
            out.add(lostEdits + " lost edit(s) (see journal " + dir + ")");
        }
        if (failing != null && failing > 0) {
            out.add(failing + " of the newest " + Math.min(FleetScan.NEWEST, units == null ? 0 : units) + " units failing");
        }
        return out;
    }

    /** The same row seen as unreachable since {@code since} (the first failure of a run of them). */
    public AgentRow since(Instant since) {
        if (reachable || error == null || !error.startsWith("unreachable since ")) {
            return this;
        }
        String reason = error.substring(error.indexOf(": ") + 2);
        return new AgentRow(name, dir, format, units, failing, running, lastActivity, lostEdits, false,
                "unreachable since " + since + ": " + reason);
    }
}

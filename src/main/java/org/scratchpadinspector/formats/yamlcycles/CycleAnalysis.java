package org.scratchpadinspector.formats.yamlcycles;

import java.nio.file.Path;
import java.util.List;
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.formats.yamlcycles.NoteEntry;

/**
 * Everything derived about one cycle: its summary, the snapshots it was computed from, the notes
 * entries it added (the tool-call timeline), the per-field change summary and where its files are.
 *
 * @param baseline the state the cycle should have started from (the previous cycle's after, or its
 *                 before when that one was interrupted); null for the first cycle
 * @param repeatedCalls call signatures ({@code tool(args)}) seen three or more times in this cycle
 */
public record CycleAnalysis(CycleSummary summary, Snapshot before, Snapshot after, Snapshot baseline,
                            List<NoteEntry> addedEntries, List<FieldChange> changes,
                            List<String> repeatedCalls, Path logFile) {

    public CycleId id() {
        return summary.id();
    }
}

package org.scratchpadinspector.ui.details;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.NoteEntry;
import org.scratchpadinspector.formats.yamlcycles.CycleAnalysis;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;
import org.scratchpadinspector.formats.yamlcycles.Side;

/** Everything the details screen shows for one cycle, gathered off the FX thread. */
record LoadedDetails(CycleAnalysis analysis, List<ChangeRow> changes, List<ToolCallRow> toolCalls,
                    LogExcerpt log, String logMissing, List<FileRow> files) {

    static LoadedDetails load(Scratchpad pad, CycleId id, int maxLogBytes, Cancellation cancel) throws IOException {
        CycleAnalysis analysis = pad.analyze(id);
        if (analysis == null) {
            return null;
        }
        cancel.check();
        List<ChangeRow> changes = analysis.changes().stream().map(ChangeRow::of).toList();
        List<ToolCallRow> calls = new ArrayList<>();
        for (NoteEntry entry : analysis.addedEntries()) {
            boolean repeated = entry.kind() == NoteEntry.Kind.TOOL
                    && analysis.repeatedCalls().contains(entry.callSignature());
            calls.add(ToolCallRow.of(calls.size() + 1, entry, repeated));
        }
        ScratchpadLocation location = pad.location();
        Path expectedLog = location.log(id);
        LogExcerpt log = null;
        String logMissing = null;
        if (analysis.logFile() != null) {
            log = LogExcerpt.read(analysis.logFile(), id, maxLogBytes);
        } else {
            logMissing = "No log file for this cycle (looked in "
                    + (expectedLog != null ? expectedLog : location.directory().resolve("logs") + " and "
                            + location.directory().resolveSibling("logs")) + ")";
        }
        cancel.check();
        Path before = location.snapshot(id, Side.BEFORE);
        Path after = location.snapshot(id, Side.AFTER);
        List<FileRow> files = List.of(
                new FileRow("Before", before, Files.exists(before)),
                new FileRow("After", after, Files.exists(after)),
                new FileRow("Active", location.active(), Files.exists(location.active())),
                new FileRow("Log", expectedLog, expectedLog != null && Files.exists(expectedLog)));
        return new LoadedDetails(analysis, changes, calls, log, logMissing, files);
    }
}

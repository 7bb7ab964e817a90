package org.scratchpadinspector.ui.details;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.scratchpadinspector.formats.yamlcycles.CycleAnalysis;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.model.UnitId;

/**
 * What a seed-000 cycle shows beyond its unit: its own section of the log (with the traceback), its files, and what
 * its crash said. Until the model carries a unit's log and files, this is the details' one reach into seed 000.
 *
 * @param log        the cycle's log section, or null when it has no log
 * @param logMissing why there is no log (where it was looked for), or null
 * @param files      the cycle's files, each with whether it is there
 * @param crash      what the crash said (the traceback's exception, else the notes' error), or ""
 */
record SeedDetails(LogExcerpt log, String logMissing, List<FileRow> files, String crash) {

    /** Null when {@code pad} is null or has no such cycle. */
    static SeedDetails load(Scratchpad pad, UnitId unit, int maxLogBytes) throws IOException {
        CycleId id = pad == null || CycleId.whyInvalid(unit.text()) != null ? null : CycleId.parse(unit.text());
        CycleAnalysis analysis = id == null ? null : pad.analyze(id);
        if (analysis == null) {
            return null;
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
        Path before = location.snapshot(id, Side.BEFORE);
        Path after = location.snapshot(id, Side.AFTER);
        List<FileRow> files = List.of(
                new FileRow("Before", before, Files.exists(before)),
                new FileRow("After", after, Files.exists(after)),
                new FileRow("Active", location.active(), Files.exists(location.active())),
                new FileRow("Log", expectedLog, expectedLog != null && Files.exists(expectedLog)));
        return new SeedDetails(log, logMissing, files, crash(analysis, log));
    }

    /** A crash: the exception its log's traceback ends with, else the error the crash wrote over the notes. */
    private static String crash(CycleAnalysis analysis, LogExcerpt log) {
        if (analysis.summary().status() != CycleStatus.CRASHED) {
            return "";
        }
        if (log != null && log.exception() != null && !log.exception().isBlank()) {
            return log.exception().strip();
        }
        var after = analysis.after();
        String notes = after != null && after.state() != null && after.state().get("notes") instanceof String s ? s : "";
        String prefix = "Cycle " + analysis.summary().id() + " failed: ";
        return notes.startsWith(prefix) ? notes.substring(prefix.length()).strip() : "";
    }
}

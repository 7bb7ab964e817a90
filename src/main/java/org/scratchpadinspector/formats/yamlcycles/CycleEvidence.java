package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.scratchpadinspector.model.Evidence;
import org.scratchpadinspector.model.UnitEvidence;
import org.scratchpadinspector.model.UnitFile;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitLog;

/**
 * A cycle's evidence: its own section of the log (a process running several cycles appends each later cycle's lines
 * to every earlier cycle's log; a note says what was left out) with its Python traceback located, its before, after,
 * active and log files, and what its crash said.
 */
final class CycleEvidence implements Evidence {
    private final Scratchpad pad;

    CycleEvidence(Scratchpad pad) {
        this.pad = pad;
    }

    @Override
    public Optional<UnitEvidence> evidence(UnitId unit, int maxLogBytes) throws IOException {
        CycleId id = CycleId.whyInvalid(unit.text()) != null ? null : CycleId.parse(unit.text());
        CycleAnalysis analysis = id == null ? null : pad.analyze(id);
        if (analysis == null) {
            return Optional.empty();
        }
        ScratchpadLocation location = pad.location();
        Path expectedLog = location.log(id);
        UnitLog log = null;
        String logMissing = null;
        if (analysis.logFile() != null) {
            log = read(analysis.logFile(), id, maxLogBytes);
        } else {
            logMissing = "No log file for this cycle (looked in "
                    + (expectedLog != null ? expectedLog : location.directory().resolve("logs") + " and "
                            + location.directory().resolveSibling("logs")) + ")";
        }
        Path before = location.snapshot(id, Side.BEFORE);
        Path after = location.snapshot(id, Side.AFTER);
        List<UnitFile> files = List.of(
                new UnitFile("Before", before, Files.exists(before)),
                new UnitFile("After", after, Files.exists(after)),
                new UnitFile("Active", location.active(), Files.exists(location.active())),
                new UnitFile("Log", expectedLog, expectedLog != null && Files.exists(expectedLog)));
        return Optional.of(new UnitEvidence(log, logMissing, files, crash(analysis, log)));
    }

    /** Cycle {@code id}'s lines of {@code log}, at most {@code maxBytes}; undecodable bytes become U+FFFD. */
    static UnitLog read(Path log, CycleId id, int maxBytes) throws IOException {
        CycleLogSection section = LogReader.read(log, id, maxBytes);
        String note = null;
        if (section.truncated()) {
            note = "Showing the first " + megabytes(section.text().length()) + " of "
                    + (section.whole() ? megabytes(Files.size(log)) : "this cycle's lines")
                    + "; open the file for the rest.";
        } else if (!section.whole() && (section.moreAfter() || section.firstLine() > 1)) {
            note = "This cycle's own lines (" + section.firstLine() + "–"
                    + (section.firstLine() + section.lineCount() - 1) + ") of " + log.getFileName()
                    + ": the agent process ran on and appended later cycles' lines to this file, left out here.";
        }
        return logOf(section.text(), note);
    }

    /** {@code text} with its last traceback (chain) located. */
    static UnitLog logOf(String text, String note) {
        PythonTraceback traceback = PythonTraceback.locate(text);
        if (traceback == null) {
            return new UnitLog(text, note, -1, -1, null);
        }
        return new UnitLog(text, note, traceback.start(), traceback.end(), traceback.exception());
    }

    /** A crash: the exception its log's traceback ends with, else the error the crash wrote over the notes. */
    private static String crash(CycleAnalysis analysis, UnitLog log) {
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

    private static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
    }
}

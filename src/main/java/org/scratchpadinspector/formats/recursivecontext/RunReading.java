package org.scratchpadinspector.formats.recursivecontext;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitStatus;

/**
 * One run folder read once: its trace, its saved state and its log, the log's records matched to turns, and a
 * unit per entry of the trace (plus one for the run when one of its files cannot be read).
 */
final class RunReading {
    static final List<String> STATES = List.of("before", "after");

    private final String name;
    private final Path folder;
    private final TraceReader.TraceFile trace;
    private final SavedState saved;
    private final RunLog.Contents log;
    private final LogMatcher.Match match;
    private final List<Unit> units = new ArrayList<>();
    private final Map<String, TraceEntry> entryById = new LinkedHashMap<>();

    private RunReading(String name, Path folder, Path root) {
        this.name = name;
        this.folder = folder;
        if (!RunFolders.readable(folder)) {
            this.trace = new TraceReader.TraceFile(List.of(), List.of(Untrusted.line(name)
                    + ": the folder cannot be read (permission denied): a run's files in it are not read"));
            this.saved = null;
            this.log = new RunLog.Contents(List.of(), null);
        } else {
            this.trace = TraceReader.read(folder.resolve(TraceReader.FILE), root);
            Path state = folder.resolve(SavedState.FILE);
            this.saved = Files.exists(state, LinkOption.NOFOLLOW_LINKS)
                    ? SavedState.read(state, root) : null;
            this.log = RunLog.read(folder.resolve(RunLog.FILE), root);
        }
        this.match = LogMatcher.match(trace.entries(), log.entries());
        build();
    }

    /** Reads the run in {@code folder} of the memory directory {@code root}. */
    static RunReading read(String name, Path folder, Path root) {
        return new RunReading(name, folder, root);
    }

    String name() {
        return name;
    }

    Path folder() {
        return folder;
    }

    List<Unit> units() {
        return units;
    }

    SavedState saved() {
        return saved;
    }

    TraceEntry entry(String id) {
        return entryById.get(id);
    }

    /** The entry just before this one in the trace, or null. */
    TraceEntry previous(TraceEntry entry) {
        int i = entry.position() - 2;
        return i >= 0 && i < trace.entries().size() ? trace.entries().get(i) : null;
    }

    List<RunLog.Entry> records(TraceEntry entry) {
        return match.byPosition().getOrDefault(entry.position(), List.of());
    }

    List<String> runProblems() {
        List<String> problems = new ArrayList<>(trace.problems());
        if (saved != null && saved.problem() != null) {
            problems.add(saved.problem());
        }
        if (log.problem() != null) {
            problems.add(log.problem());
        }
        return problems;
    }

    /** Lines about the run that belong to no unit: records of the log that fit no turn, a missing trace. */
    List<String> notes() {
        List<String> notes = new ArrayList<>();
        if (trace.entries().isEmpty() && trace.problems().isEmpty()) {
            notes.add(name + ": no turns in " + TraceReader.FILE + (Files.exists(folder.resolve(TraceReader.FILE))
                    ? "" : " (export_trace() has not written it)"));
        }
        if (!match.unplaced().isEmpty()) {
            RunLog.Entry first = match.unplaced().get(0);
            notes.add(name + ": " + match.unplaced().size() + " record(s) of " + RunLog.FILE
                    + " fit no turn of " + TraceReader.FILE + " (written before its first turn?), first: "
                    + first.time() + " " + first.level() + " " + first.firstLine());
        }
        return notes;
    }

    private void build() {
        Set<Long> seen = new HashSet<>();
        TraceEntry previous = null;
        Long lastTurn = 0L;
        for (TraceEntry e : trace.entries()) {
            String text;
            if (e.turn() == null) {
                text = name + "#entry" + e.position();
            } else if (!seen.add(e.turn())) {
                text = name + "#" + e.turn() + "@" + e.position();
            } else {
                text = name + "#" + e.turn();
            }
            lastTurn = e.turn() != null ? e.turn() : lastTurn;
            UnitId id = new UnitId(text, sortKey(lastTurn, e.position()));
            entryById.put(text, e);
            units.add(unit(id, e, previous));
            previous = e;
        }
        units.sort(Comparator.comparing(Unit::id));
        List<String> problems = runProblems();
        if (!problems.isEmpty()) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("run", name);
            fields.put("turn", null);
            fields.put("sections_changed", List.of());
            units.add(new Unit(RecursiveContextProvider.NAME, "run", new UnitId(name, name + "\u0001"),
                    new UnitStatus("unreadable", Severity.FAILURE, problems.get(0)), List.of(), problems, fields,
                    STATES));
        }
    }

    private Unit unit(UnitId id, TraceEntry e, TraceEntry previous) {
        List<String> flags = continuityBreak(e, previous) ? List.of("continuity_break") : List.of();
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("run", name);
        fields.put("turn", e.turn() == null ? null : number(e.turn()));
        fields.put("sections_changed", e.judgeable() ? Sections.changed(e.before(), e.after()) : List.of());
        UnitStatus status;
        if (!e.judgeable()) {
            status = new UnitStatus("unreadable", Severity.FAILURE, e.problems().get(0));
        } else {
            Severity severity = flags.isEmpty() ? Severity.OK : Severity.WARNING;
            for (RunLog.Entry record : records(e)) {
                severity = max(severity, TurnTimeline.severity(record));
            }
            if (!e.problems().isEmpty()) {
                severity = max(severity, Severity.WARNING);
            }
            status = UnitStatus.of(e.changed() ? "changed" : "unchanged", severity);
        }
        return new Unit(RecursiveContextProvider.NAME, "turn", id, status, flags, e.problems(), fields, STATES);
    }

    static boolean continuityBreak(TraceEntry e, TraceEntry previous) {
        return previous != null && previous.judgeable() && e.judgeable() && !e.before().equals(previous.after());
    }

    private String sortKey(long turn, int position) {
        // NUL after the run name sorts "a" before "a b", as Python's sorted() of folder names does
        return name + "\u0000" + pad(turn ^ Long.MIN_VALUE) + "\u0000" + pad(position);
    }

    private static String pad(long unsigned) {
        String s = Long.toUnsignedString(unsigned);
        return "0".repeat(20 - s.length()) + s;
    }

    private static Object number(long n) {
        return n >= Integer.MIN_VALUE && n <= Integer.MAX_VALUE ? (Object) (int) n : (Object) n;
    }

    static Severity max(Severity a, Severity b) {
        return a.compareTo(b) >= 0 ? a : b;
    }
}

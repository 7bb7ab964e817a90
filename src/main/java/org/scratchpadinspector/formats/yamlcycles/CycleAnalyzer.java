package org.scratchpadinspector.formats.yamlcycles;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.engine.diff.StateDiff;
import org.scratchpadinspector.formats.yamlcycles.NoteEntry;
import org.scratchpadinspector.formats.yamlcycles.NotesLog;

/** Applies the status rules and flags listed in the README ("The format it reads") to one cycle of an index. */
public final class CycleAnalyzer {
    static final String LAST_UPDATED = "last_updated";
    private static final int REPEAT_THRESHOLD = 3;

    private final ScratchpadLocation location;
    private final SnapshotStore store;
    private final Liveness liveness;
    /** The agent's max_iterations from its config, read once; 0 until then. */
    private volatile int maxIterations;

    public CycleAnalyzer(ScratchpadLocation location, SnapshotStore store) {
        this(location, store, new Liveness());
    }

    public CycleAnalyzer(ScratchpadLocation location, SnapshotStore store, Liveness liveness) {
        this.location = location;
        this.store = store;
        this.liveness = liveness;
    }

    public CycleAnalysis analyze(CycleIndex index, int i) {
        return analyze(index, i, null, null);
    }

    /**
     * {@link #analyze(CycleIndex, int)} with what an lstat of cycle {@code i - 1}'s and cycle {@code i}'s files
     * found moments ago ({before size, time, after size, time, log size, time}, -1 where absent; null when not
     * looked at), so that their reads do not ask again.
     */
    CycleAnalysis analyze(CycleIndex index, int i, long[] previousFiles, long[] cycleFiles) {
        CycleId id = index.id(i);
        List<String> problems = new ArrayList<>();
        Set<CycleFlag> flags = EnumSet.noneOf(CycleFlag.class);
        Snapshot before = index.has(i, CycleIndex.BEFORE) ? read(id, Side.BEFORE, cycleFiles, problems) : null;
        Snapshot after = index.has(i, CycleIndex.AFTER) ? read(id, Side.AFTER, cycleFiles, problems) : null;
        Snapshot baseline = baseline(index, i, previousFiles);
        if (before == null && after != null) {
            flags.add(CycleFlag.ORPHAN);
            problems.add(Side.BEFORE.fileName(id) + " is missing"
                    + (baseline != null ? "; compared with the previous cycle's state instead" : ""));
        }
        if (before != null && !before.isReadable() || after != null && !after.isReadable()) {
            flags.add(CycleFlag.UNREADABLE);
        }
        if (after != null && after.isReadable()) {
            NotesField.check(before, "the after's whole notes log is counted as this cycle's", problems);
            NotesField.check(after, "tool calls not counted", problems);
        }
        Snapshot effectiveBefore = before != null ? before : baseline;
        Map<String, Object> b = state(effectiveBefore);
        Map<String, Object> a = state(after);

        // Against an unreadable before, which entries are new is unknown: count none rather than the whole log.
        List<NoteEntry> added = a == null || b == null && effectiveBefore != null
                ? List.of() : NotesLog.added(notes(b), notes(a));
        List<String> repeated = repeatedCalls(added);
        int toolCalls = (int) added.stream().filter(NoteEntry::isToolCall).count();
        int parseErrors = count(added, NoteEntry.Kind.PARSE_ERROR);
        if (parseErrors > 0) {
            flags.add(CycleFlag.PARSE_ERRORS);
        }
        if (!repeated.isEmpty()) {
            flags.add(CycleFlag.REPEATED_TOOL_CALL);
        }
        if (before != null && before.isReadable() && baseline != null && baseline.isReadable()
                && !StateDiff.equalIgnoring(before.state(), baseline.state(), LAST_UPDATED)) {
            flags.add(CycleFlag.CONTINUITY_BREAK);
        }
        Liveness.Verdict alive = before != null && after == null ? liveness.judge(location, index, i) : null;
        CycleStatus status = alive != null ? alive.status() : status(index, i, before, after, b, a, added);
        if (status == CycleStatus.CRASHED && !notes(b).isEmpty()) {
            flags.add(CycleFlag.NOTES_LOST);
        }
        List<FieldChange> changes = b != null && a != null ? new LazyChanges(b, a) : List.of();
        Path logFile = logFile(index, i, cycleFiles);
        CycleLogSection section = logFile == null ? null : LogReader.readQuietly(logFile, id);
        int iterations = section == null ? -1 : section.iterations();
        if (status == CycleStatus.CRASHED && section != null && !section.calls().isEmpty()) {
            // the crash replaced the notes: the cycle's calls survive only in its own lines of the log
            added = java.util.stream.Stream.concat(section.calls().stream(), added.stream()).toList();
            toolCalls = section.toolCalls();
            parseErrors = section.parseErrors();
            repeated = repeatedCalls(added);
            if (parseErrors > 0) {
                flags.add(CycleFlag.PARSE_ERRORS);
            }
            if (!repeated.isEmpty()) {
                flags.add(CycleFlag.REPEATED_TOOL_CALL);
            }
        }
        String replay = replayProblem(id, before, after, status, section);
        if (replay != null) {
            flags.add(CycleFlag.REPLAY_MISMATCH);
            problems.add(replay);
        }
        CycleSummary summary = new CycleSummary(id, status, flags, toolCalls, parseErrors, iterations,
                List.copyOf(problems), alive == null ? null : alive.reason());
        return new CycleAnalysis(summary, before, after, baseline, added, changes, repeated, logFile);
    }

    /**
     * Why the replay of a finished cycle's logged iterations does not end at its {@code _after}, or null when it
     * does, or when there is nothing to replay (no log in the real agent's format, a snapshot missing or unreadable).
     */
    private int maxIterations() {
        int n = maxIterations;
        if (n == 0) {
            n = AgentRoot.maxIterations(location.agentRoot());
            maxIterations = n;
        }
        return n;
    }

    private String replayProblem(CycleId id, Snapshot before, Snapshot after, CycleStatus status,
                                 CycleLogSection section) {
        if (section == null || section.whole() || before == null || after == null || !before.isReadable()
                || !after.isReadable() || status == CycleStatus.RUNNING || status == CycleStatus.INTERRUPTED) {
            return null;
        }
        CycleReplay.Verdict verdict = Replayer.verdictOnly(id, before.state(), after.state(), section,
                maxIterations());
        return switch (verdict.kind()) {
            case OK, CRASHED -> null;
            case MISMATCH -> "replay mismatch: replaying its logged iterations from _before does not give its"
                    + " _after; " + verdict.path() + " differs first";
            case PARTIAL -> "replay mismatch: the log has " + verdict.count() + " of " + verdict.of()
                    + " iterations, and what they replay does not give its _after";
        };
    }

    private CycleStatus status(CycleIndex index, int i, Snapshot before, Snapshot after,
                               Map<String, Object> b, Map<String, Object> a, List<NoteEntry> added) {
        if (a == null) {
            return CycleStatus.UNKNOWN;
        }
        String id = index.id(i).toString();
        if (NotesLog.isFailureOf(notes(a), id)) {
            return CycleStatus.CRASHED;
        }
        if (b == null) {
            return CycleStatus.UNKNOWN;
        }
        if (StateDiff.equalIgnoring(b, a, LAST_UPDATED)) {
            return CycleStatus.NO_CHANGE;
        }
        boolean signalledDone = added.stream().anyMatch(e -> e.kind() == NoteEntry.Kind.COMPLETED);
        if (signalledDone || size(a.get("completed_tasks")) > size(b.get("completed_tasks"))
                || !Objects.equals(b.get("current_task"), a.get("current_task"))) {
            return CycleStatus.COMPLETED;
        }
        return CycleStatus.MAX_ITERATIONS;
    }

    /** The state cycle {@code i} should have woken with: what the previous cycle left behind. */
    private Snapshot baseline(CycleIndex index, int i, long[] previousFiles) {
        if (i == 0) {
            return null;
        }
        CycleId previous = index.id(i - 1);
        Side side = index.has(i - 1, CycleIndex.AFTER) ? Side.AFTER : Side.BEFORE;
        return store.read(location.snapshot(previous, side), known(previousFiles, side == Side.AFTER ? 2 : 0));
    }

    /** The cycle's log when the listing found one and it is a file (a link to one counts). */
    private Path logFile(CycleIndex index, int i, long[] cycleFiles) {
        Path log = location.log(index.id(i));
        if (log == null || !index.has(i, CycleIndex.LOG)) {
            return null;
        }
        if (cycleFiles != null && cycleFiles[4] >= 0) {
            return log; // the lstat just now found a regular file
        }
        return Files.isRegularFile(log) ? log : null;
    }

    /** {size, time} from a cycle's stamps at {@code at} when they hold a regular file there, else null. */
    private static long[] known(long[] files, int at) {
        return files == null || files[at] < 0 ? null : new long[] {files[at], files[at + 1]};
    }

    private Snapshot read(CycleId id, Side side, long[] cycleFiles, List<String> problems) {
        Snapshot snapshot = store.read(location.snapshot(id, side), known(cycleFiles, side == Side.AFTER ? 2 : 0));
        if (snapshot.hasProblem()) {
            problems.add(snapshot.describeProblem());
        }
        return snapshot;
    }

    private static Map<String, Object> state(Snapshot s) {
        return s == null ? null : s.state();
    }

    private static String notes(Map<String, Object> state) {
        Object notes = state == null ? null : state.get("notes");
        return notes instanceof String s ? s : "";
    }

    private static int size(Object value) {
        return value instanceof List<?> list ? list.size() : 0;
    }

    private static int count(List<NoteEntry> entries, NoteEntry.Kind kind) {
        return (int) entries.stream().filter(e -> e.kind() == kind).count();
    }

    private static List<String> repeatedCalls(List<NoteEntry> added) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (NoteEntry e : added) {
            if (e.kind() == NoteEntry.Kind.TOOL) {
                counts.merge(e.callSignature(), 1, Integer::sum);
            }
        }
        List<String> repeated = new ArrayList<>();
        counts.forEach((call, n) -> {
            if (n >= REPEAT_THRESHOLD) {
                repeated.add(call);
            }
        });
        return repeated;
    }

    /** The field changes of a cycle, compared when first asked: a listing of every cycle's status never asks. */
    private static final class LazyChanges extends AbstractList<FieldChange> {
        private final Map<String, Object> before;
        private final Map<String, Object> after;
        private List<FieldChange> changes;

        LazyChanges(Map<String, Object> before, Map<String, Object> after) {
            this.before = before;
            this.after = after;
        }

        private synchronized List<FieldChange> changes() {
            if (changes == null) {
                changes = StateDiff.compare(before, after);
            }
            return changes;
        }

        @Override
        public FieldChange get(int index) {
            return changes().get(index);
        }

        @Override
        public int size() {
            return changes().size();
        }
    }
}

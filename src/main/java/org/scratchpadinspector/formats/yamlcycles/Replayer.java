package org.scratchpadinspector.formats.yamlcycles;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Replays a cycle of the real agent iteration by iteration: from {@code _before}, each iteration of the cycle's own
 * log section does to the state what the agent's dispatcher did ({@link DispatcherSemantics}): a tool's notes entry
 * with its result, {@code update_scratchpad} with its logged arguments, {@code done}, a parse error, an unknown tool,
 * a tool that raised. The log keeps 200 characters of a result where the notes keep 300; the rest is read from
 * {@code _after}'s notes, which hold every entry the cycle appended. The replay is then held against {@code _after}
 * (ignoring {@code last_updated}; a crash replaces the notes, so a crashed cycle's are left out too).
 */
final class Replayer {
    static final Set<String> IGNORED = Set.of(CycleAnalyzer.LAST_UPDATED);
    private static final int NOTES_CHARS = 300;

    private final CycleId id;
    private final Map<?, ?> before;
    private final Map<?, ?> after;
    private final CycleLogSection section;
    private final int defaultMax;
    /** Keeps each iteration's states; the listing asks only how the replay ends. */
    private final boolean keepStates;

    private Replayer(CycleId id, Map<?, ?> before, Map<?, ?> after, CycleLogSection section, int defaultMax,
                     boolean keepStates) {
        this.id = id;
        this.before = before;
        this.after = after;
        this.section = section;
        this.defaultMax = defaultMax;
        this.keepStates = keepStates;
    }

    /**
     * @param before     the {@code _before} state, or null when there is none to start from
     * @param after      the {@code _after} state, or null (running, interrupted, unreadable)
     * @param section    the cycle's own log section, or null when it has no log
     * @param defaultMax the agent's {@code max_iterations} when the log does not say it
     */
    static CycleReplay replay(CycleId id, Map<?, ?> before, Map<?, ?> after, CycleLogSection section, int defaultMax) {
        return new Replayer(id, before, after, section, defaultMax, true).run();
    }

    /** How the replay ends, without keeping each iteration's states. */
    static CycleReplay.Verdict verdictOnly(CycleId id, Map<?, ?> before, Map<?, ?> after, CycleLogSection section,
                                           int defaultMax) {
        return new Replayer(id, before, after, section, defaultMax, false).run().verdict();
    }

    private CycleReplay run() {
        List<LoggedIteration> steps = section == null ? List.of() : section.steps();
        int of = steps.isEmpty() || steps.get(0).of() <= 0 ? defaultMax : steps.get(0).of();
        boolean realLog = section != null && !section.whole();
        if (before == null || !realLog) {
            return new CycleReplay(id, CycleReplay.Origin.REBUILT, List.of(), CycleReplay.Verdict.partial(0, of), of);
        }
        Run first = simulate(steps, Map.of());
        Run run = first;
        Map<Integer, String> tails = tails(first);
        if (!tails.isEmpty()) {
            run = simulate(steps, tails);
        }
        return new CycleReplay(id, CycleReplay.Origin.REBUILT, run.iterations, verdict(run, steps, of), of);
    }

    /** One pass over the log's iterations. */
    private static final class Run {
        final List<ReplayedIteration> iterations = new ArrayList<>();
        Map<Object, Object> state;
        /** Iteration the crash happened in (logged or foreseen), -1 when none; 0 before the first. */
        int crashedAt = -1;
        /** The dispatcher's semantics raise where the log shows no crash: the field involved. */
        String unloggedCrash;
        /** An iteration whose outcome the log does not say. */
        boolean gap;
        /** The notes since they were last set as a whole: that text, then what each iteration appended. */
        String notesBase;
        final List<Appended> appended = new ArrayList<>();
        boolean notesTracked;
    }

    /** Text an iteration appended to the notes; {@code cutAt} is its number when it ends in a result cut at 200. */
    private record Appended(String text, int cutAt) {
    }

    private Run simulate(List<LoggedIteration> steps, Map<Integer, String> tails) {
        Run run = new Run();
        run.state = StatePaths.copy(before);
        run.notesTracked = run.state.get(DispatcherSemantics.NOTES) instanceof String;
        run.notesBase = run.notesTracked ? (String) run.state.get(DispatcherSemantics.NOTES) : null;
        if (section.earlyCrash() != null && steps.isEmpty()) {
            run.crashedAt = 0;
            return run;
        }
        for (int i = 0; i < steps.size(); i++) {
            LoggedIteration it = steps.get(i);
            Map<Object, Object> start = keepStates ? StatePaths.copy(run.state) : Map.of();
            Object notesBefore = run.state.get(DispatcherSemantics.NOTES);
            String result = null;
            boolean cut = false;
            try {
                if (it.parseError()) {
                    if (it.response() == null) {
                        run.gap = true;
                    } else {
                        DispatcherSemantics.appendNotes(run.state, "\n[PARSE ERROR] Could not parse: " + it.response());
                    }
                } else if (it.dispatched()) {
                    result = dispatch(run, it, tails);
                    cut = it.result() != null && it.resultCut() && !tails.containsKey(it.n());
                } else if (it.crash() == null) {
                    run.gap = true; // the log stops before the dispatcher said what it did
                }
            } catch (DispatcherSemantics.PythonError e) {
                if (it.crash() == null) {
                    run.unloggedCrash = e.field.isEmpty() ? (it.tool() == null ? "notes" : "args of " + it.tool())
                            : e.field;
                }
                run.crashedAt = it.n();
            }
            track(run, notesBefore, it);
            if (it.crash() != null) {
                run.crashedAt = it.n();
            }
            Map<Object, Object> end = keepStates ? StatePaths.copy(run.state) : Map.of();
            boolean done = it.dispatched() && "done".equals(it.tool());
            run.iterations.add(new ReplayedIteration(it.n(), it.response(), it.responseCut(), it.tool(), it.args(),
                    result, cut, it.failure() != null, it.unknown(), it.parseError(), done,
                    it.crash() != null ? it.crash() : run.crashedAt == it.n() ? "(foreseen, not in the log)" : null,
                    start, end, keepStates ? StatePaths.changed(start, end) : List.of()));
            if (run.crashedAt >= 0 || done) {
                break;
            }
        }
        return run;
    }

    /** The dispatch the log names; returns the result or failure message shown for it. */
    private String dispatch(Run run, LoggedIteration it, Map<Integer, String> tails)
            throws DispatcherSemantics.PythonError {
        String tool = it.tool();
        if (tool.equals("done")) {
            DispatcherSemantics.markComplete(run.state, DispatcherSemantics.summaryOf(args(it)));
            return null;
        }
        if (tool.equals("update_scratchpad")) {
            DispatcherSemantics.applyUpdate(run.state, args(it));
            return null;
        }
        if (it.unknown()) {
            DispatcherSemantics.appendNotes(run.state, "\n[UNKNOWN TOOL] " + tool);
            return null;
        }
        if (it.failure() != null) {
            DispatcherSemantics.appendNotes(run.state, "\n[TOOL ERROR] " + tool + ": " + it.failure());
            return it.failure();
        }
        if (it.result() != null) {
            String result = it.result() + tails.getOrDefault(it.n(), "");
            DispatcherSemantics.appendNotes(run.state, "\n[TOOL] " + tool + "(" + it.args() + ") → " + result);
            return result;
        }
        if (it.crash() == null) {
            run.gap = true; // dispatched, and the log says nothing of what came of it
        }
        return null;
    }

    /** The logged arguments as the value the dispatcher had: a literal, else the text itself (a str). */
    private static Object args(LoggedIteration it) {
        try {
            return PythonRepr.parse(it.args());
        } catch (PythonRepr.NotALiteral e) {
            return it.args();
        }
    }

    /** Keeps the record of what the iteration appended to the notes, or starts it again where they were replaced. */
    private static void track(Run run, Object notesBefore, LoggedIteration it) {
        Object now = run.state.get(DispatcherSemantics.NOTES);
        if (!(now instanceof String text)) {
            run.notesTracked = false;
            return;
        }
        if (run.notesTracked && notesBefore instanceof String old && notesBefore != now && text.startsWith(old)) {
            if (text.length() > old.length()) {
                boolean endsInCutResult = it.dispatched() && it.result() != null && it.resultCut();
                run.appended.add(new Appended(text.substring(old.length()), endsInCutResult ? it.n() : -1));
            }
        } else if (notesBefore != now) {
            run.notesTracked = true;
            run.notesBase = text;
            run.appended.clear();
        }
    }

    /**
     * The rest of each result the log cut at 200 characters, read from {@code _after}'s notes: they must be the
     * replayed notes with up to 100 more characters after each such result. Empty when they cannot be matched (a
     * crash replaced them, or the replay differs): the results then stay as the log has them.
     */
    private Map<Integer, String> tails(Run run) {
        if (after == null || !run.notesTracked || run.appended.stream().noneMatch(a -> a.cutAt >= 0)
                || !(after.get(DispatcherSemantics.NOTES) instanceof String target) || !target.startsWith(run.notesBase)) {
            return Map.of();
        }
        Map<Integer, String> found = new HashMap<>();
        return match(run.appended, 0, run.notesBase.length(), target, found, new HashSet<>()) ? found : Map.of();
    }

    private static boolean match(List<Appended> parts, int i, int pos, String target, Map<Integer, String> found,
                                 Set<Long> failed) {
        if (i == parts.size()) {
            return pos == target.length();
        }
        long key = ((long) i << 32) | pos;
        if (failed.contains(key)) {
            return false;
        }
        Appended part = parts.get(i);
        if (target.startsWith(part.text, pos)) {
            int end = pos + part.text.length();
            if (part.cutAt < 0) {
                if (match(parts, i + 1, end, target, found, failed)) {
                    return true;
                }
            } else {
                int room = NOTES_CHARS - LoggedIteration.LOGGED_CHARS;
                int available = target.codePointCount(end, target.length());
                for (int more = Math.min(room, available); more >= 0; more--) {
                    int stop = target.offsetByCodePoints(end, more);
                    if (match(parts, i + 1, stop, target, found, failed)) {
                        found.put(part.cutAt, target.substring(end, stop));
                        return true;
                    }
                }
            }
        }
        failed.add(key);
        return false;
    }

    private CycleReplay.Verdict verdict(Run run, List<LoggedIteration> steps, int of) {
        int logged = steps.size();
        LoggedIteration last = steps.isEmpty() ? null : steps.get(steps.size() - 1);
        boolean whole = section.ended() || last != null && (last.completion() || last.crash() != null
                || last.n() >= of) || section.earlyCrash() != null;
        if (after == null) {
            return CycleReplay.Verdict.partial(logged, of);
        }
        if (run.unloggedCrash != null) {
            return CycleReplay.Verdict.mismatch(run.unloggedCrash);
        }
        boolean crashedNotes = NotesLog.isFailureOf(notesText(after), id.toString());
        if (run.crashedAt >= 0 || crashedNotes) {
            if (run.crashedAt < 0) {
                return whole && !run.gap ? CycleReplay.Verdict.mismatch(DispatcherSemantics.NOTES)
                        : CycleReplay.Verdict.partial(logged, of);
            }
            if (!crashedNotes) {
                return CycleReplay.Verdict.mismatch(DispatcherSemantics.NOTES);
            }
            Set<String> ignored = new HashSet<>(IGNORED);
            ignored.add(DispatcherSemantics.NOTES);
            String differs = StatePaths.firstDifference(run.state, after, ignored);
            return differs == null ? CycleReplay.Verdict.crashed(run.crashedAt) : CycleReplay.Verdict.mismatch(differs);
        }
        String differs = StatePaths.firstDifference(run.state, after, IGNORED);
        if (differs == null) {
            return CycleReplay.Verdict.ok();
        }
        return whole && !run.gap ? CycleReplay.Verdict.mismatch(differs) : CycleReplay.Verdict.partial(logged, of);
    }

    private static String notesText(Map<?, ?> state) {
        return state.get(DispatcherSemantics.NOTES) instanceof String s ? s : null;
    }
}

package org.scratchpadinspector.formats.miniagent;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The last complete version of each trace this source read. The agent rewrites a trace in place after every
 * step, so a reader can catch it half-written; then the last complete version is shown, with a line saying so,
 * instead of an unreadable correction.
 */
final class TraceCache {
    private final Map<Path, Trace> lastGood = new ConcurrentHashMap<>();
    private final Path root;

    /** A cache of the traces of the memory directory {@code root}. */
    TraceCache(Path root) {
        this.root = root;
    }

    Trace read(Path file) {
        return read(file, null);
    }

    /** Reads {@code file}, which the listing just stamped, or null when it did not. */
    Trace read(Path file, long[] stamp) {
        Trace trace = TraceParser.read(file, root, stamp);
        if (trace.readable()) {
            lastGood.put(file, trace);
            return trace;
        }
        Trace earlier = lastGood.get(file);
        if (earlier == null || !cutShort(trace)) {
            return trace;
        }
        List<String> problems = new ArrayList<>(earlier.problems());
        problems.add(lastCompleteShown(trace));
        return new Trace(earlier.fileName(), earlier.correctionId(), true, problems, earlier.learner(),
                earlier.sentence(), earlier.startedAt(), earlier.finishedAt(), earlier.lifecycle(),
                earlier.injectedFacts(), earlier.steps(), earlier.finalAnswer());
    }

    /** Whether the trace is unreadable only because its file ends early (maybe a write in progress). */
    static boolean cutShort(Trace trace) {
        return !trace.readable() && trace.problems().size() == 1 && trace.problems().get(0).contains("the file ends before");
    }

    /** The line added when the last complete version of a cut-short trace is shown instead. */
    static String lastCompleteShown(Trace cutShort) {
        return cutShort.problems().get(0) + "; showing the last complete version read";
    }

    /** Whether {@code trace} is the complete version of {@code file} last read (not one shown in its place). */
    boolean isLastComplete(Path file, Trace trace) {
        return lastGood.get(file) == trace;
    }

    /** Whether a complete version of {@code file} was read by this cache. */
    boolean hasComplete(Path file) {
        return lastGood.containsKey(file);
    }
}

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
        Trace trace = TraceParser.read(file, root);
        if (trace.readable()) {
            lastGood.put(file, trace);
            return trace;
        }
        Trace earlier = lastGood.get(file);
        boolean cutShort = trace.problems().size() == 1 && trace.problems().get(0).contains("the file ends before");
        if (earlier == null || !cutShort) {
            return trace;
        }
        List<String> problems = new ArrayList<>(earlier.problems());
        problems.add(trace.problems().get(0) + "; showing the last complete version read");
        return new Trace(earlier.fileName(), earlier.correctionId(), true, problems, earlier.learner(),
                earlier.sentence(), earlier.startedAt(), earlier.finishedAt(), earlier.lifecycle(),
                earlier.injectedFacts(), earlier.steps(), earlier.finalAnswer());
    }
}

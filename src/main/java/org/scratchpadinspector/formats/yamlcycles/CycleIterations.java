package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * A cycle's iterations as the operator asks for them ({@code iterations DIR ID}, the window's Iterations tab): the
 * replay of the cycle from its snapshots and its log section, and the rebuilt prompt of each iteration.
 */
public final class CycleIterations {
    private CycleIterations() {
    }

    /** The replay of cycle {@code id}, or null when the index holds no such cycle. */
    public static CycleReplay replay(Scratchpad pad, CycleId id) throws IOException {
        CycleAnalysis analysis = pad.analyze(id);
        if (analysis == null) {
            return null;
        }
        return replay(pad.location(), analysis);
    }

    static CycleReplay replay(ScratchpadLocation location, CycleAnalysis analysis) throws IOException {
        CycleLogSection section = analysis.logFile() == null ? null : LogReader.read(analysis.logFile(), analysis.id(), 0);
        return Replayer.replay(analysis.id(), state(analysis.before()), state(analysis.after()), section,
                AgentRoot.maxIterations(location.agentRoot()));
    }

    /** The rebuilt prompt of {@code iteration} (its system turn from the agent root of {@code pad}). */
    public static IterationPrompt prompt(Scratchpad pad, ReplayedIteration iteration) {
        return IterationPrompt.of(pad.location().agentRoot(), iteration.before());
    }

    private static Map<String, Object> state(Snapshot snapshot) {
        return snapshot == null || !snapshot.isReadable() ? null : snapshot.state();
    }
}

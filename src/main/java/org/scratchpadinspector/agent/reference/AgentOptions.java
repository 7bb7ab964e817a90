package org.scratchpadinspector.agent.reference;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Consumer;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;

/**
 * How to run the reference agent: where (the scratchpad's location and the tools' sandbox), with which model
 * and clock, the default iteration limit, stepped or loop with an interval, and where to say what it does.
 *
 * @param console one line per cycle and notices (e.g. waiting for the next second); never null
 */
public record AgentOptions(ScratchpadLocation location, Path logsDirectory, Path sandbox, Model model, AgentClock clock,
                           int maxIterations, boolean stepped, Duration interval, boolean allowShell,
                           Consumer<String> console) {
    public static final String NAME = "scratchpad-inspector-agent 0.1.0";
}

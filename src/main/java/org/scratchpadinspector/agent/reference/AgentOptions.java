package org.scratchpadinspector.agent.reference;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * How to run the reference agent: where (the scratchpad's location and the tools' sandbox), with which model
 * and clock, the default iteration limit, stepped or loop with an interval, and where to say what it does.
 *
 * @param console one line per cycle and notices (e.g. waiting for the next second); never null
 */
public record AgentOptions(ScratchpadDirectory location, Path logsDirectory, Path sandbox, Model model, AgentClock clock,
                           int maxIterations, boolean stepped, Duration interval, boolean allowShell,
                           Consumer<String> console) {
    public static final String NAME = "scratchpad-inspector-agent 0.1.0";

    /**
     * Options for an agent working in {@code dir}: an agent root (its {@code scratchpad/}, {@code logs/} and
     * {@code sandbox/} go inside, created if missing) or its scratchpad directory.
     *
     * @param clockFor the clock, given the scratchpad directory (a test clock starts after its newest cycle)
     */
    public static AgentOptions inDirectory(Path dir, Path sandbox, java.util.function.Function<Path, AgentClock> clockFor,
                                           java.util.function.Function<AgentClock, Model> modelFor, int maxIterations,
                                           boolean stepped, Duration interval, boolean allowShell,
                                           Consumer<String> console) throws java.io.IOException {
        Path root = dir.toAbsolutePath().normalize();
        Path scratchpadDir = isScratchpad(root) ? root : root.resolve("scratchpad");
        Path agentRoot = scratchpadDir.getParent();
        java.nio.file.Files.createDirectories(scratchpadDir);
        java.nio.file.Files.createDirectories(agentRoot.resolve("logs"));
        Path logsInside = scratchpadDir.resolve("logs");
        ScratchpadDirectory location = new ScratchpadDirectory(scratchpadDir,
                java.nio.file.Files.isDirectory(logsInside) ? logsInside : agentRoot.resolve("logs"));
        AgentClock clock = clockFor.apply(location.directory());
        return new AgentOptions(location, location.logsDirectory(), sandbox != null ? sandbox : agentRoot.resolve("sandbox"),
                modelFor.apply(clock), clock, maxIterations, stepped, interval, allowShell, console);
    }

    private static boolean isScratchpad(Path dir) throws java.io.IOException {
        if (dir.getFileName() != null && dir.getFileName().toString().equals("scratchpad")) {
            return true;
        }
        if (!java.nio.file.Files.isDirectory(dir)) {
            return false;
        }
        if (java.nio.file.Files.exists(dir.resolve(ScratchpadDirectory.ACTIVE))) {
            return true;
        }
        try (var files = java.nio.file.Files.newDirectoryStream(dir, "*_{before,after}.yaml")) {
            return files.iterator().hasNext();
        }
    }
}

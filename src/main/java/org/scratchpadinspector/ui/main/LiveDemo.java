package org.scratchpadinspector.ui.main;

import org.scratchpadinspector.model.OwnsThreads;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.scratchpadinspector.agent.reference.AgentClock;
import org.scratchpadinspector.agent.reference.AgentOptions;
import org.scratchpadinspector.agent.reference.Script;
import org.scratchpadinspector.agent.reference.ScriptedModel;
import org.scratchpadinspector.agent.reference.ServedAgent;

/**
 * The first-run default: a fresh copy of the bundled demo with the reference agent serving it, stepped (paused)
 * and driven by its bundled script, so that a new operator can press Step at once. The agent runs inside the
 * inspector's process and stops with it; the panel attaches to it over loopback like to any other agent.
 * Blocking: start and close it through the task runner.
 */
@OwnsThreads("runs the demo agent beside the window")
public final class LiveDemo implements AutoCloseable {
    private final Path root;
    private final ServedAgent served;
    private final Thread shutdownHook;

    private LiveDemo(Path root, ServedAgent served) {
        this.root = root;
        this.served = served;
        this.shutdownHook = new Thread(this::stopAndRemove, "live-demo-shutdown");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    public static LiveDemo start() throws IOException {
        Path root = BundledSample.extract();
        Path sandbox = Files.createDirectories(root.resolve("sandbox"));
        AgentClock clock = AgentClock.system();
        AgentOptions options = AgentOptions.inDirectory(root, sandbox, scratchpad -> clock,
                agentClock -> new ScriptedModel(Script.demo(), agentClock), Script.DEFAULT_MAX_ITERATIONS, true,
                Duration.ofSeconds(2), false, line -> { });
        ServedAgent served = ServedAgent.serve(options, 0);
        served.start();
        return new LiveDemo(root, served);
    }

    /** The agent root (holds scratchpad/, logs/ and sandbox/). */
    public Path root() {
        return root;
    }

    public String url() {
        return served.url();
    }

    /** Stops the agent and removes the copy it served: every launch makes a fresh one, none is kept behind. */
    @Override
    public void close() {
        stopAndRemove();
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or about to: it closes the agent itself
        }
    }

    private void stopAndRemove() {
        served.close();
        try (var paths = Files.walk(root)) {
            paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // a file the window still holds open: the temporary folder's owner cleans it later
                }
            });
        } catch (IOException e) {
            // already gone
        }
    }
}

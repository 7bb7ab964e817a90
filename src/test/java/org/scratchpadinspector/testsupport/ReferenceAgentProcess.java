package org.scratchpadinspector.testsupport;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.ControlFile;

/**
 * The reference agent as a separate process ({@code Launcher agent}), started on a temporary root with a
 * scripted model that finishes every cycle in one iteration, and a client for it once control.json names it.
 * Every wait is bounded; {@link #close()} destroys the process.
 */
public final class ReferenceAgentProcess implements AutoCloseable {
    /** One iteration per cycle: {@code done}. Injections then land at wake only, in each cycle's _before. */
    public static final String ONE_ITERATION_SCRIPT = """
            {"max_iterations": 2, "repeat": true, "cycles": [
              ["{\\"tool\\": \\"done\\", \\"args\\": {\\"summary\\": \\"ok\\"}}"]
            ]}
            """;

    private final Process process;
    private final ControlClient client;
    private final Path root;

    private ReferenceAgentProcess(Process process, ControlClient client, Path root) {
        this.process = process;
        this.client = client;
        this.root = root;
    }

    /** Starts {@code agent --dir root --script … --test-clock} plus {@code options}, e.g. --stepped. */
    public static ReferenceAgentProcess start(Path root, String... options) throws IOException, InterruptedException {
        return startWithScript(root, ONE_ITERATION_SCRIPT, options);
    }

    /** Like {@link #start}, the scripted model playing {@code scriptJson}. */
    public static ReferenceAgentProcess startWithScript(Path root, String scriptJson, String... options)
            throws IOException, InterruptedException {
        Files.createDirectories(root.resolve("scratchpad"));
        Path script = root.resolve("script.json");
        Files.writeString(script, scriptJson, StandardCharsets.UTF_8);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), "org.scratchpadinspector.Launcher", "agent", "--dir",
                root.toString(), "--script", script.toString(), "--test-clock"));
        command.addAll(List.of(options));
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(root.resolve("agent-output.txt").toFile())).start();
        Path control = ControlFile.path(root.resolve("scratchpad"));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the agent exited: " + Files.readString(root.resolve("agent-output.txt")));
            }
            if (Files.exists(control)) {
                try {
                    ControlFile file = ControlFile.read(control);
                    if (file.pid() == process.pid()) {
                        ControlClient client = new ControlClient(file.url(), file.token(),
                                new ControlClient.Options(Duration.ofSeconds(10), Duration.ofSeconds(45), Duration.ofMillis(200)));
                        return new ReferenceAgentProcess(process, client, root);
                    }
                } catch (IOException halfWritten) {
                    // tolerate a reader race
                }
            }
            Thread.sleep(50);
        }
        process.destroyForcibly();
        throw new IllegalStateException("no control.json from the agent within 30 s");
    }

    public ControlClient client() {
        return client;
    }

    public Path scratchpad() {
        return root.resolve("scratchpad");
    }

    public Process process() {
        return process;
    }

    /** Waits (bounded) for the agent to exit on its own, e.g. after {@code --cycles N}. */
    public boolean awaitExit(Duration timeout) throws InterruptedException {
        return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        client.close();
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }
}

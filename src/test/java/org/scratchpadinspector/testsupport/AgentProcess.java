package org.scratchpadinspector.testsupport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.scratchpadinspector.agent.protocol.ControlFile;

/**
 * The Java reference agent as a real separate process ({@code scratchpad-inspector agent}), for tests that drive
 * a live agent: started on an agent root, waited for until its control.json is there, stopped or killed.
 */
public final class AgentProcess implements AutoCloseable {
    private static final Duration START = Duration.ofSeconds(30);

    private final Process process;
    private final Path scratchpad;

    private AgentProcess(Process process, Path scratchpad) {
        this.process = process;
        this.scratchpad = scratchpad;
    }

    /** Starts {@code agent --dir root} with {@code args} (e.g. --stepped, --test-clock) and waits for control.json. */
    public static AgentProcess start(Path root, String... args) throws IOException, InterruptedException {
        Path scratchpad = root.resolve("scratchpad");
        Path control = ControlFile.path(scratchpad);
        Files.deleteIfExists(control);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), "org.scratchpadinspector.Launcher", "agent", "--dir", root.toString()));
        command.addAll(List.of(args));
        Files.createDirectories(root);
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(root.resolve("agent-output.txt").toFile())).start();
        AgentProcess agent = new AgentProcess(process, scratchpad);
        long deadline = System.nanoTime() + START.toNanos();
        while (!Files.exists(control)) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                agent.kill();
                throw new AssertionError("the agent did not start: " + Files.readString(root.resolve("agent-output.txt")));
            }
            Thread.sleep(20);
        }
        return agent;
    }

    public Path scratchpad() {
        return scratchpad;
    }

    public ControlFile controlFile() throws IOException {
        return ControlFile.read(ControlFile.path(scratchpad));
    }

    public long pid() {
        return process.pid();
    }

    /** SIGKILL: the agent dies mid-whatever, leaving its control.json behind (stale). */
    public void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    /** SIGTERM, then SIGKILL if it does not exit. */
    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            kill();
        }
    }
}

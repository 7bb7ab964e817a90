package org.scratchpadinspector.agent.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;

class CycleCommandTest {
    @TempDir
    Path dir;

    private CycleCommand.Result run(String command, Duration timeout, List<String> lines, Cancellation cancel) throws Exception {
        return CycleCommand.run(new CycleCommand.Spec(command, dir, timeout), lines::add, cancel);
    }

    @Test
    void streamsStdoutAndStderrInOrderAndReportsTheExitCode() throws Exception {
        List<String> lines = new CopyOnWriteArrayList<>();
        CycleCommand.Result result = run("echo one; echo two >&2; echo three; exit 3", Duration.ofSeconds(20), lines,
                new Cancellation());
        assertThat(lines).containsExactly("one", "two", "three");
        assertThat(result.exitCode()).isEqualTo(3);
        assertThat(result.succeeded()).isFalse();
        assertThat(result.describe()).startsWith("exit code 3 after");
    }

    @Test
    void runsInTheGivenWorkingDirectory() throws Exception {
        List<String> lines = new CopyOnWriteArrayList<>();
        assertThat(run("pwd", Duration.ofSeconds(20), lines, new Cancellation()).succeeded()).isTrue();
        assertThat(Path.of(lines.get(0)).toRealPath()).isEqualTo(dir.toRealPath());
    }

    @Test
    void aTimeoutStopsTheCommandAndTheProcessesItStarted() throws Exception {
        Path marker = dir.resolve("child.pid");
        List<String> lines = new CopyOnWriteArrayList<>();
        // generous: on a loaded machine the shell needs time to start the child and write its pid
        CycleCommand.Result result = run("sleep 60 & echo $! > child.pid; echo started; wait",
                Duration.ofSeconds(3), lines, new Cancellation());
        assertThat(result.timedOut()).isTrue();
        assertThat(result.exitCode()).isEqualTo(-1);
        assertThat(result.describe()).contains("timeout");
        long child = Long.parseLong(Files.readString(marker).trim());
        assertThat(running(child)).isFalse();
        assertThat(lines).contains("started");
    }

    /** Alive and not a zombie (a killed orphan may wait for a reaper that this container does not have). */
    private static boolean running(long pid) throws Exception {
        Path status = Path.of("/proc", Long.toString(pid), "status");
        if (!Files.exists(status)) {
            return false;
        }
        return Files.readAllLines(status).stream().noneMatch(l -> l.startsWith("State:") && l.contains("Z"));
    }

    @Test
    void aCancelStopsTheCommand() throws Exception {
        Cancellation cancel = new Cancellation();
        List<String> lines = new CopyOnWriteArrayList<>();
        Thread canceller = new Thread(() -> {
            while (lines.isEmpty()) {
                Thread.onSpinWait();
            }
            cancel.cancel();
        });
        canceller.start();
        CycleCommand.Result result = run("echo go; sleep 60", Duration.ofSeconds(120), lines, cancel);
        canceller.join();
        assertThat(result.cancelled()).isTrue();
        assertThat(result.describe()).contains("stopped by the operator");
    }

    @Test
    void anEmptyCommandOrAMissingDirectoryIsRefusedBeforeRunning() {
        assertThat(CycleCommand.problem(new CycleCommand.Spec(" ", dir, Duration.ofSeconds(1)))).isPresent();
        assertThat(CycleCommand.problem(new CycleCommand.Spec("true", dir.resolve("nope"), Duration.ofSeconds(1))))
                .get().asString().contains("does not exist");
        assertThat(CycleCommand.problem(new CycleCommand.Spec("true", dir, Duration.ZERO))).isPresent();
        assertThat(CycleCommand.problem(new CycleCommand.Spec("true", dir, Duration.ofSeconds(1)))).isEmpty();
    }
}

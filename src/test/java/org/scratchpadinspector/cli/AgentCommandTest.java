package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.ControlFile;

class AgentCommandTest {
    @TempDir
    Path root;

    private String run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        assertThat(code).as(err.toString()).isZero();
        return out.toString();
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void runsTheDemoForNCyclesInTheSamplesLayoutAndRemovesControlJson() throws Exception {
        String out = run("agent", "--dir", root.toString(), "--test-clock", "--cycles", "6", "--interval", "0");
        assertThat(out.lines().findFirst().orElseThrow()).startsWith("agent listening on http://127.0.0.1:")
                .contains(ControlFile.path(root.resolve("scratchpad")).toString());
        assertThat(out).contains("cycle 20260401_100137 completed", "cycle 20260401_100140 max_iterations",
                "cycle 20260401_100141 crashed after 0 iterations: path escapes the sandbox: '../outside.txt'");
        assertThat(Files.exists(ControlFile.path(root.resolve("scratchpad")))).isFalse();
        assertThat(root.resolve("scratchpad/20260401_100142_after.yaml")).exists();
        assertThat(root.resolve("scratchpad/20260401_100143_before.yaml")).doesNotExist();
        assertThat(root.resolve("logs/cycle_20260401_100141.log")).exists();
        assertThat(root.resolve("sandbox/notes/status.md")).hasContent("All systems nominal");

        String more = run("agent", "--dir", root.resolve("scratchpad").toString(), "--test-clock", "--cycles", "1", "--interval", "0");
        assertThat(more).contains("cycle 20260401_100143 completed");
    }

    @Test
    void helpSaysTheTestClockIsForTests() {
        assertThat(run("agent", "--help")).contains("--test-clock", "For tests", "--stepped", "--cycles", "--model-url");
    }

    @Test
    void durationsAreSecondsMillisecondsOrZero() {
        assertThat(AgentCommand.parseDuration("2s")).isEqualTo(Duration.ofSeconds(2));
        assertThat(AgentCommand.parseDuration("500ms")).isEqualTo(Duration.ofMillis(500));
        assertThat(AgentCommand.parseDuration("0")).isEqualTo(Duration.ZERO);
        assertThat(AgentCommand.parseDuration("PT1M")).isEqualTo(Duration.ofMinutes(1));
    }
}

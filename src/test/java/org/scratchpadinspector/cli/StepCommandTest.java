package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.Python;

/**
 * {@code step DIR --command CMD}: Command mode from the command line, run in-process against real processes:
 * one cycle of the Python sample agent (sample_agent.py --once, the seed's lifecycle with PyYAML), its output
 * as it comes, the new cycle and the command's exit code; a timeout (124) and a command that cannot start (2).
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class StepCommandTest {
    private static final Path SAMPLE_AGENT = Path.of("scratchpad-samples", "generator", "sample_agent.py").toAbsolutePath();

    @TempDir
    Path tmp;

    Path root;

    record Run(int code, String out, String err) {
    }

    @BeforeEach
    void copyHealthySample() throws IOException {
        root = tmp.resolve("agent");
        org.scratchpadinspector.testsupport.SampleCopy.copy(SamplesTest.SAMPLES.resolve("healthy"), root);
    }

    Run run(Writer outSink, String... args) {
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(outSink), new PrintWriter(err));
        return new Run(code, outSink.toString(), err.toString());
    }

    Run run(String... args) {
        return run(new StringWriter(), args);
    }

    List<CycleSummary> cycles() throws IOException {
        return Scratchpad.open(root).summaries(Cancellation.NONE);
    }

    static String sampleAgent(String arguments) {
        return "python3 '" + SAMPLE_AGENT + "' " + arguments;
    }

    @Test
    void stepRunsOneCycleOfThePythonSampleAgentAndPrintsTheNewCycleWithItsStatus() throws Exception {
        Python.requirePyYaml();
        List<CycleSummary> before = cycles();
        Run r = run("step", root.toString(), "--command", sampleAgent("--once . --fake-clock"));
        assertThat(r.code()).as(r.err()).isZero();
        List<CycleSummary> after = cycles();
        assertThat(after).hasSize(before.size() + 1);
        CycleSummary added = after.get(after.size() - 1);
        assertThat(added.status()).isEqualTo(CycleStatus.COMPLETED);
        assertThat(r.out()).contains("$ python3").contains("(in " + root.toAbsolutePath().normalize() + ",")
                .contains(added.id() + "\n")              // the agent's own output: it prints the cycle id
                .contains("cycle " + added.id() + ": completed")
                .contains("step: exit code 0 after");
        assertThat(Files.exists(root.resolve("scratchpad/" + added.id() + "_after.yaml"))).isTrue();
    }

    @Test
    void stepReturnsTheAgentsNonZeroExitCodeAndStillReportsTheCycleItLeft() throws Exception {
        Python.requirePyYaml();
        Path script = tmp.resolve("kill.json");
        // the sample agent plays the script's cycle number N+1 when N cycles exist: every one of them dies
        String dying = "{\"responses\": [\"{\\\"tool\\\": \\\"done\\\", \\\"args\\\": {}}\"], \"kill_at\": 1}";
        Files.writeString(script, "{\"max_iterations\": 4, \"cycles\": [" + String.join(", ", java.util.Collections.nCopies(20, dying))
                + "]}", StandardCharsets.UTF_8);
        int cyclesBefore = cycles().size();
        Run r = run("step", root.resolve("scratchpad").toString(), "--command",
                sampleAgent("--once . --fake-clock --script '" + script + "'"));
        assertThat(r.code()).isEqualTo(137);
        assertThat(r.out()).contains("agent process killed during model call 1").contains("step: exit code 137");
        List<CycleSummary> after = cycles();
        assertThat(after).hasSize(cyclesBefore + 1);
        CycleSummary left = after.get(after.size() - 1);
        assertThat(Files.exists(root.resolve("scratchpad/" + left.id() + "_after.yaml"))).isFalse();
        assertThat(r.out()).contains("cycle " + left.id() + ": " + left.status().key());
    }

    @Test
    void aCommandThatRunsNoCycleGivesItsExitCodeAndSaysNoNewCycle() throws Exception {
        Run r = run("step", root.toString(), "--command", "echo out; echo err >&2; exit 3");
        assertThat(r.code()).isEqualTo(3);
        assertThat(r.out()).contains("out\n").contains("err\n").contains("no new cycle in").contains("exit code 3");
        Run missing = run("step", root.toString(), "--command", "no-such-agent-command-here --once");
        assertThat(missing.code()).isEqualTo(127);
        assertThat(missing.out()).contains("the shell could not find the command");
    }

    @Test
    void outputIsPrintedWhileTheCommandStillRuns() throws Exception {
        Path go = tmp.resolve("go");
        // The command waits until its first line has reached the inspector's output: buffered output would stall it.
        StringWriter out = new StringWriter() {
            @Override
            public void write(String text, int off, int len) {
                super.write(text, off, len);
                if (text.substring(off, off + len).contains("ready")) {
                    try {
                        Files.createFile(go);
                    } catch (IOException ignored) {
                        // already there
                    }
                }
            }
        };
        Run r = run(out, "step", root.toString(), "--timeout", "60", "--command",
                "echo ready; while [ ! -e '" + go + "' ]; do sleep 0.05; done; echo after");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("ready\n").contains("after\n");
    }

    @Test
    void aTimeoutKillsTheCommandAndWhatItStartedAndExits124() throws Exception {
        Path childPid = tmp.resolve("child.pid");
        Run r = run("step", root.toString(), "--timeout", "1", "--command",
                "sleep 60 & echo $! > '" + childPid + "'; echo started; wait");
        assertThat(r.code()).isEqualTo(124);
        assertThat(r.err()).contains("the timeout was reached").contains("killed").contains("124");
        long pid = Long.parseLong(Files.readString(childPid).trim());
        var child = ProcessHandle.of(pid);
        if (child.isPresent()) {
            child.get().onExit().get(20, TimeUnit.SECONDS);
        }
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).isFalse();
    }

    @Test
    void aCommandThatCannotStartExits2WithTheReason() {
        Run noDir = run("step", root.toString(), "--cwd", tmp.resolve("nowhere").toString(), "--command", "true");
        assertThat(noDir.code()).isEqualTo(2);
        assertThat(noDir.err()).contains("cannot step").contains("working directory does not exist");
        Run blank = run("step", root.toString(), "--command", "   ");
        assertThat(blank.code()).isEqualTo(2);
        assertThat(blank.err()).contains("Enter the command that runs one cycle");
        Run badTimeout = run("step", root.toString(), "--timeout", "0", "--command", "true");
        assertThat(badTimeout.code()).isEqualTo(2);
        assertThat(badTimeout.err()).contains("--timeout");
    }
}

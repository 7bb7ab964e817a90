package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
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
 * {@code step DIR --command CMD --until COND}: the real Python sample agent (sample_agent.py --once) stepped
 * again and again until a condition holds for the cycle just produced, judged from its files.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class StepUntilCommandTest {
    private static final Path SAMPLE_AGENT = Path.of("scratchpad-samples", "generator", "sample_agent.py").toAbsolutePath();
    private static final String ECHO_DONE = "[\"{\\\"tool\\\": \\\"echo\\\", \\\"args\\\": {\\\"message\\\": \\\"hi\\\"}}\", "
            + "\"{\\\"tool\\\": \\\"done\\\", \\\"args\\\": {\\\"summary\\\": \\\"ok\\\"}}\"]";
    private static final String CRASH = "[\"{\\\"tool\\\": \\\"fly\\\", \\\"args\\\": {}}\"]";

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

    Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    List<CycleSummary> cycles() throws IOException {
        return Scratchpad.open(root).summaries(Cancellation.NONE);
    }

    /** The sample agent plays cycle N+1 of the script when N cycles exist: {@code good} completed ones from now, then a crash. */
    String agentCrashingAfter(int good) throws IOException {
        int existing = cycles().size();
        List<String> script = new ArrayList<>(Collections.nCopies(existing + good, ECHO_DONE));
        script.add(CRASH);
        script.addAll(Collections.nCopies(20, ECHO_DONE));
        Path file = tmp.resolve("script.json");
        Files.writeString(file, "{\"max_iterations\": 4, \"cycles\": [" + String.join(", ", script) + "]}", StandardCharsets.UTF_8);
        return "python3 '" + SAMPLE_AGENT + "' --once . --fake-clock --script '" + file + "'";
    }

    @Test
    void stepsUntilTheFirstCycleWhoseConditionHoldsThenSaysWhichFiredAndExits0() throws Exception {
        Python.requirePyYaml();
        String command = agentCrashingAfter(2);
        int before = cycles().size();
        Run r = run("step", root.toString(), "--command", command, "--until", "iteration>5", "--until", "status=crashed");
        assertThat(r.code()).as(r.out() + r.err()).isZero();
        List<CycleSummary> after = cycles();
        assertThat(after).as("two completed cycles, then the crashed one, and no more").hasSize(before + 3);
        CycleSummary crashed = after.get(after.size() - 1);
        assertThat(crashed.status()).isEqualTo(CycleStatus.CRASHED);
        assertThat(after.subList(before, before + 2)).extracting(CycleSummary::status)
                .containsOnly(CycleStatus.COMPLETED);
        assertThat(r.out()).contains("until: step 3 of at most 50").doesNotContain("until: step 4")
                .contains("until: status=crashed held for cycle " + crashed.id() + ": {\"status\":\"crashed\"}");
    }

    @Test
    void aToolConditionWithArgumentsSeesTheCallInTheNewCyclesNotes() throws Exception {
        Python.requirePyYaml();
        Run r = run("step", root.toString(), "--command", agentCrashingAfter(5), "--until", "tool=echo:'hi'");
        assertThat(r.code()).as(r.out() + r.err()).isZero();
        assertThat(r.out()).contains("until: step 1 of").doesNotContain("until: step 2")
                .contains("until: tool=echo:'hi' held for cycle").contains("\"tool\":\"echo\",\"args\":\"{'message': 'hi'}\"");
    }

    @Test
    void noHitWithinMaxStepsExits1AndABadConditionExits2BeforeRunningAnything() throws Exception {
        Python.requirePyYaml();
        String command = agentCrashingAfter(5);
        int before = cycles().size();
        Run r = run("step", root.toString(), "--command", command, "--until", "status=crashed", "--max-steps", "2");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out()).contains("until: no condition held in 2 steps");
        assertThat(cycles()).hasSize(before + 2);

        Run bad = run("step", root.toString(), "--command", command, "--until", "size:notes>lots");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).contains("cannot step: --until \"size:notes>lots\"");
        Run unknown = run("step", root.toString(), "--command", command, "--until", "{\"when\": \"someday\"}");
        assertThat(unknown.code()).isEqualTo(2);
        assertThat(unknown.err()).contains("someday");
        assertThat(cycles()).hasSize(before + 2);
    }

    @Test
    void theCommandsFailureEndsTheStepsWithItsExitCode() {
        Run r = run("step", root.toString(), "--command", "exit 3", "--until", "status=crashed");
        assertThat(r.code()).isEqualTo(3);
        assertThat(r.out()).contains("until: step 1 of").doesNotContain("until: step 2");
    }
}

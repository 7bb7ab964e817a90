package org.scratchpadinspector.agent.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.watchpoint.Breakpoint;
import org.scratchpadinspector.engine.watchpoint.ConditionParser;
import org.scratchpadinspector.format.FormatRegistry;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testformat.TinyFormat;

/** "Run until" over the test-only format: it knows no format, only the units a step adds and the watchpoints. */
class RunUntilTest {
    /** Appends one step to steps.jsonl; from the fourth line on, the step changes {@code goal}. */
    private static final String ADD_A_STEP = "n=$(cat steps.jsonl 2>/dev/null | wc -l); "
            + "if [ \"$n\" -ge 3 ]; then after='\"b\"'; else after='\"a\"'; fi; "
            + "printf '{\"id\": \"s%s\", \"before\": {\"goal\": \"a\"}, \"after\": {\"goal\": %s}}\\n' \"$n\" \"$after\""
            + " >> steps.jsonl";

    private static final FormatRegistry TINY_ONLY = new FormatRegistry(List.of(new TinyFormat()));

    @TempDir
    Path dir;

    private final List<String> output = new CopyOnWriteArrayList<>();

    private RunUntil.Outcome runUntil(String command, String condition, int maxSteps) throws Exception {
        List<Breakpoint> watchpoints = List.of(new Breakpoint("w1", ConditionParser.parseText(condition)));
        return RunUntil.run(TINY_ONLY, new CycleCommand.Spec(command, dir, Duration.ofSeconds(30)), dir, watchpoints,
                maxSteps, output::add, new Cancellation());
    }

    @Test
    void stopsAtTheFirstUnitAddedForWhichAWatchpointHolds() throws Exception {
        Files.writeString(dir.resolve("steps.jsonl"),
                "{\"id\": \"s0\", \"before\": {\"goal\": \"a\"}, \"after\": {\"goal\": \"z\"}}\n");

        RunUntil.Outcome outcome = runUntil(ADD_A_STEP, "changed=goal", 10);

        assertThat(outcome.steps()).isEqualTo(3);
        assertThat(outcome.failed()).isFalse();
        assertThat(outcome.hitUnit()).contains(UnitId.of("s3"));
        assertThat(outcome.watchpointHit().orElseThrow().id()).isEqualTo("w1");
        assertThat(outcome.describe()).startsWith("Stopped after 3 steps: watchpoint w1 held for step s3: ")
                .contains("goal").endsWith("(changed=goal)");
        assertThat(output).contains("— step 1 of at most 10 —", "— step 3 of at most 10 —")
                .doesNotContain("— step 4 of at most 10 —");
    }

    @Test
    void theFirstUnitCountsAsAddedWhenTheDirectoryHeldNoMemoryBefore() throws Exception {
        String changeAtOnce = "printf '{\"id\": \"first\", \"before\": {\"goal\": \"a\"}, \"after\": {\"goal\": \"b\"}}\\n'"
                + " >> steps.jsonl";

        RunUntil.Outcome outcome = runUntil(changeAtOnce, "changed=goal", 5);

        assertThat(outcome.steps()).isEqualTo(1);
        assertThat(outcome.hitUnit()).contains(UnitId.of("first"));
    }

    @Test
    void saysSoWhenNoWatchpointHeldWithinTheSteps() throws Exception {
        RunUntil.Outcome outcome = runUntil(ADD_A_STEP, "changed=goal", 2);

        assertThat(outcome.hit()).isEmpty();
        assertThat(outcome.steps()).isEqualTo(2);
        assertThat(outcome.describe()).isEqualTo("No watchpoint held in 2 steps.");
        assertThat(Files.readAllLines(dir.resolve("steps.jsonl"))).hasSize(2);
    }

    @Test
    void aFailingStepStopsTheRunBeforeAnyWatchpointHeld() throws Exception {
        RunUntil.Outcome outcome = runUntil(ADD_A_STEP + "; exit 4", "changed=goal", 10);

        assertThat(outcome.failed()).isTrue();
        assertThat(outcome.steps()).isEqualTo(1);
        assertThat(outcome.hit()).isEmpty();
        assertThat(outcome.describe()).startsWith("Step 1 failed (exit code 4").endsWith("stopped before any watchpoint held.");
    }
}

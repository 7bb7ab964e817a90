package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;

import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.JournalEdits;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.LostEdit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.scratchpadinspector.formats.yamlcycles.EditFixture.applied;
import static org.scratchpadinspector.formats.yamlcycles.EditFixture.plan;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.Side;

/** Telling a write to active.yaml by another program during a cycle from the agent's and the inspector's own. */
class OutsideWritesTest {
    static final String RUNNING = QueueAndLostEditTest.RUNNING;
    static final Instant WOKE = Instant.parse("2026-04-02T08:00:00Z");

    @TempDir
    java.nio.file.Path tmp;

    /** The agent woke and wrote RUNNING's _before (active.yaml as it read it) at WOKE; the window looked then. */
    private static OutsideWrites wake(EditFixture fx) throws Exception {
        fx.touch("active.yaml", WOKE.minusSeconds(1));
        fx.write(RUNNING + "_before.yaml", fx.activeText());
        fx.touch(RUNNING + "_before.yaml", WOKE);
        OutsideWrites watch = new OutsideWrites(fx.editor());
        assertThat(watch.look()).isEmpty();
        return watch;
    }

    private static void writeByHand(EditFixture fx, String from, String to, Instant when) {
        fx.write("active.yaml", fx.activeText().replace(from, to));
        fx.touch("active.yaml", when);
    }

    @Test
    void aWriteDuringTheRunningCycleIsJournaledAsOutsideWithTheHashItSaw() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        OutsideWrites watch = wake(fx);
        writeByHand(fx, "current_task:", "current_task: By hand\nold_task:", WOKE.plusSeconds(5));

        OutsideWrites.OutsideWrite write = watch.look().orElseThrow();

        assertThat(write.cycle().toString()).isEqualTo(RUNNING);
        assertThat(write.sections()).contains("current_task", "old_task").doesNotContain("last_updated");
        assertThat(write.message()).isEqualTo("active.yaml was changed by another program while cycle " + RUNNING
                + " runs: the agent will overwrite this when cycle " + RUNNING + " ends");
        assertThat(fx.editor().journal().read().entries()).singleElement().satisfies(e -> {
            assertThat(e.how()).isEqualTo(JournalEntry.How.OUTSIDE);
            assertThat(e.status()).isEqualTo(JournalEntry.Status.APPLIED);
            assertThat(e.hashAfter()).isEqualTo(Hashes.sha256(fx.activeText().getBytes(java.nio.charset.StandardCharsets.UTF_8)));
            assertThat(e.cycle()).isEqualTo(RUNNING);
            assertThat(e.cycleRunning()).isTrue();
        });
        assertThat(watch.look()).as("the same version again").isEmpty();
        assertThat(new OutsideWrites(fx.editor()).look()).as("a new window on the same version").isEmpty();
        assertThat(fx.editor().journal().read().entries()).hasSize(1);
    }

    @Test
    void theOutsideWriteIsReportedLostAgainstTheAfterOfTheCycleThatOverwroteIt() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        String read = fx.activeText();
        OutsideWrites watch = wake(fx);
        writeByHand(fx, "current_task:", "current_task: By hand\nold_task:", WOKE.plusSeconds(5));
        watch.look().orElseThrow();
        MemoryEditor editor = fx.editor();
        assertThat(LostEditDetector.detect(editor.location(), editor.journal().read().entries())).isEmpty();

        fx.write(RUNNING + "_after.yaml", read);
        fx.write("active.yaml", read);

        List<LostEdit> lost = LostEditDetector.detect(editor.location(), editor.journal().read().entries());
        assertThat(lost).singleElement().satisfies(l -> {
            assertThat(l.checkedIn()).isEqualTo(LostEdit.AFTER);
            assertThat(l.overwrittenBy().toString()).isEqualTo(RUNNING);
            assertThat(l.message()).startsWith("LOST EDIT: the outside write to active.yaml")
                    .contains("not in the _after of cycle " + RUNNING)
                    .contains("cycle " + RUNNING + " was running and wrote active.yaml over it");
        });
        assertThat(LostEditDetector.standingLost(editor)).hasSize(1);
    }

    @Test
    void theAgentsSaveOfThePreviousCycleSeenWithTheNextBeforeIsNotForeign() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        OutsideWrites watch = new OutsideWrites(fx.editor());
        assertThat(watch.look()).isEmpty();
        // one batch: the previous cycle saved active.yaml, the next one woke and wrote its _before
        writeByHand(fx, "current_task:", "current_task: Agent's\nold_task:", WOKE.minusSeconds(1));
        fx.write(RUNNING + "_before.yaml", fx.activeText());
        fx.touch(RUNNING + "_before.yaml", WOKE);

        assertThat(watch.look()).isEmpty();
        assertThat(fx.editor().journal().read().entries()).isEmpty();
    }

    @Test
    void theAgentsSaveAtTheEndOfTheCycleIsNotForeign() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        OutsideWrites watch = wake(fx);
        fx.write(RUNNING + "_after.yaml", fx.activeText().replace("current_task:", "current_task: Done\nx:"));
        writeByHand(fx, "current_task:", "current_task: Done\nx:", WOKE.plusSeconds(60));

        assertThat(watch.look()).isEmpty();
    }

    @Test
    void aChangeWhileNoCycleRunsOrByTheInspectorItselfIsNotForeign() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        OutsideWrites watch = new OutsideWrites(fx.editor());
        assertThat(watch.look()).isEmpty();
        writeByHand(fx, "current_task:", "current_task: Between cycles\nold_task:", Instant.now());
        assertThat(watch.look()).isEmpty();

        MemoryEditor editor = fx.editor();
        applied(editor.apply(plan(editor.prepare(EditPlanner.section(SectionOperation.APPEND, "goals", "mine"))), false));
        fx.write(RUNNING + "_before.yaml", fx.activeText());
        fx.touch(RUNNING + "_before.yaml", WOKE);
        fx.touch("active.yaml", WOKE.plusSeconds(1)); // as if written after the wake, but it is the inspector's version
        assertThat(watch.look()).isEmpty();
        assertThat(editor.journal().read().entries()).extracting(JournalEntry::how).containsExactly(JournalEntry.How.FILE);
    }
}

package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditQueue;

import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.LostEdit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.scratchpadinspector.formats.yamlcycles.EditFixture.applied;
import static org.scratchpadinspector.formats.yamlcycles.EditFixture.plan;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.pyyaml.PyYamlWriter;
import org.scratchpadinspector.pyyaml.YamlReader;

/** Rule 4's queue and rule 7's lost-edit detection, with the agent's files written by hand. */
class QueueAndLostEditTest {
    static final String RUNNING = "20260401_102637";

    @TempDir
    Path tmp;

    /** The agent's Event 5 and 6 for the running cycle: _after, then active.yaml, with a change of its own. */
    static void agentEndsCycle(EditFixture fx, String cycle, String note) throws Exception {
        Map<String, Object> state = new LinkedHashMap<>(YamlReader.parseMapping(
                Files.readString(fx.dir.resolve(cycle + "_before.yaml"))));
        state.put("notes", state.get("notes") + "\n" + note);
        fx.write(cycle + "_after.yaml", PyYamlWriter.dump(state));
        state.put("last_updated", "2026-04-01T10:31:00");
        fx.write("active.yaml", PyYamlWriter.dump(state));
    }

    @Test
    void aQueuedSectionEditIsWrittenWhenTheCycleEndsReappliedOnTheAgentsNewVersion() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        fx.write(RUNNING + "_before.yaml", fx.activeText());
        MemoryEditor editor = fx.editor();
        EditQueue queue = new EditQueue(editor);
        EditPlan plan = plan(editor.prepare(EditPlanner.section(SectionOperation.REPLACE, "current_task", "Hand task")));
        assertThat(editor.apply(plan, false)).isInstanceOf(EditOutcome.CycleRunning.class);
        EditQueue.QueuedEdit queued = queue.enqueue(plan, false);
        assertThat(queue.pending()).containsExactly(queued);

        assertThat(queue.applyPending()).singleElement()
                .satisfies(r -> assertThat(r.outcome()).isInstanceOf(EditOutcome.CycleRunning.class));
        assertThat(queue.pending()).containsExactly(queued);

        agentEndsCycle(fx, RUNNING, "[TOOL] agent's own note");
        List<EditQueue.Result> results = queue.applyPending();
        assertThat(results).singleElement().satisfies(r -> assertThat(r.outcome()).isInstanceOf(EditOutcome.Applied.class));
        assertThat(queue.pending()).isEmpty();
        Map<String, Object> now = YamlReader.parseMapping(fx.activeText());
        assertThat(now.get("current_task")).isEqualTo("Hand task");
        assertThat((String) now.get("notes")).endsWith("[TOOL] agent's own note");

        List<JournalEntry> journal = editor.journal().read().entries();
        assertThat(journal).extracting(JournalEntry::status)
                .containsExactly(JournalEntry.Status.QUEUED, JournalEntry.Status.APPLIED);
        assertThat(journal.get(0).cycle()).isEqualTo(RUNNING);
        assertThat(journal.get(1).how()).isEqualTo(JournalEntry.How.QUEUED);
        assertThat(journal.get(1).ref()).isEqualTo(queued.id());
        assertThat(journal.get(1).cycle()).isEqualTo(RUNNING);
    }

    @Test
    void aQueuedWholeFileEditWhoseBaseChangedBecomesAConflictAndIsJournaledRejected() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        fx.write(RUNNING + "_before.yaml", fx.activeText());
        MemoryEditor editor = fx.editor();
        EditQueue queue = new EditQueue(editor);
        queue.enqueue(plan(editor.prepare(EditRequest.wholeFile("goals: []\nnotes: by hand\n"))), false);
        agentEndsCycle(fx, RUNNING, "agent");
        String agents = fx.activeText();

        EditQueue.Result result = queue.applyPending().get(0);
        assertThat(result.outcome()).isInstanceOfSatisfying(EditOutcome.Conflict.class,
                c -> assertThat(c.theirsText()).isEqualTo(agents));
        assertThat(fx.activeText()).isEqualTo(agents);
        assertThat(editor.journal().read().entries()).extracting(JournalEntry::status)
                .containsExactly(JournalEntry.Status.QUEUED, JournalEntry.Status.REJECTED);
    }

    @Test
    void anEditOverwrittenByTheEndOfARacingCycleIsReportedLostNamingThatCycle() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        String read = fx.activeText(); // the racing cycle's wake read this, just before the edit landed
        EditOutcome.Applied edit = applied(editor.apply(
                plan(editor.prepare(EditPlanner.section(SectionOperation.APPEND, "goals", "Hand goal"))), false));
        Instant written = edit.journalEntry().writtenAt();
        fx.touch("20260401_102137_after.yaml", written.minus(Duration.ofMinutes(5)));

        fx.write(RUNNING + "_before.yaml", read);
        agentEndsCycle(fx, RUNNING, "agent");
        fx.touch(RUNNING + "_after.yaml", written.plusSeconds(30));

        List<LostEdit> lost = LostEditDetector.detect(editor.location(), editor.journal().read().entries());
        assertThat(lost).singleElement().satisfies(l -> {
            assertThat(l.edit().id()).isEqualTo(edit.journalEntry().id());
            assertThat(l.nextCycle().toString()).isEqualTo(RUNNING);
            assertThat(l.overwrittenBy().toString()).isEqualTo(RUNNING);
            assertThat(l.sections()).containsExactly("goals");
            assertThat(l.message()).startsWith("LOST EDIT: append goals").contains(RUNNING);
        });

        LostEditDetector.markLost(editor.journal(), lost, EditFixture.CLOCK);
        List<JournalEntry> journal = editor.journal().read().entries();
        assertThat(journal.get(1).status()).isEqualTo(JournalEntry.Status.LOST);
        assertThat(journal.get(1).ref()).isEqualTo(edit.journalEntry().id());
        assertThat(journal.get(1).cycle()).isEqualTo(RUNNING);
        assertThat(LostEditDetector.detect(editor.location(), journal)).isEmpty();
    }

    @Test
    void anEditThatReachedTheNextBeforeIsNotLostEvenWhenTheBytesDiffer() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        applied(editor.apply(plan(editor.prepare(EditPlanner.section(SectionOperation.REPLACE, "owner",
                "{name: Kenji, team: data}"))), false));
        Map<String, Object> state = new LinkedHashMap<>(YamlReader.parseMapping(fx.activeText()));
        state.put("owner", new LinkedHashMap<>(Map.of("team", "data", "name", "Kenji"))); // other key order
        state.put("last_updated", "2026-04-01T10:26:37");
        fx.write(RUNNING + "_before.yaml", PyYamlWriter.dump(state));
        assertThat(LostEditDetector.detect(editor.location(), editor.journal().read().entries())).isEmpty();
    }

    @Test
    void anEditIsNotCheckedBeforeTheNextCycleStarts() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        applied(editor.apply(plan(editor.prepare(EditPlanner.section(SectionOperation.APPEND, "notes", "x"))), false));
        Files.writeString(fx.active, "goals: []\n");
        assertThat(LostEditDetector.detect(editor.location(), editor.journal().read().entries())).isEmpty();
    }
}

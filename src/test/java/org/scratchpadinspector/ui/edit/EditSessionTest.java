package org.scratchpadinspector.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.pyyaml.YamlReader;
import org.scratchpadinspector.testsupport.Python;
import org.scratchpadinspector.ui.common.InlineTaskRunner;

/** The session around the editor, no toolkit: Command mode, undo, the journal table, lost edits, PyYAML read-back. */
class EditSessionTest {
    @TempDir
    Path tmp;
    private EditWindowFixture fx;

    @BeforeEach
    void open() {
        fx = new EditWindowFixture(tmp, new InlineTaskRunner());
    }

    private SectionEditorViewModel apply(String section, SectionOperation op, String value) {
        SectionEditorViewModel vm = fx.editor(SectionEditorViewModel.Target.SECTION);
        vm.sectionProperty().set(section);
        vm.operationProperty().set(op);
        vm.textProperty().set(value);
        vm.apply();
        return vm;
    }

    @Test
    void inCommandModeAnEditBetweenStepsIsWrittenAndJournaledAsCommand() throws Exception {
        fx.commandInUse.set(true);

        SectionEditorViewModel vm = apply("current_task", SectionOperation.REPLACE, "Between steps");

        assertThat(vm.pathTextProperty().get()).startsWith("Command · between steps");
        assertThat(fx.activeText()).contains("current_task: Between steps");
        assertThat(fx.session.editor().journal().read().entries()).singleElement()
                .satisfies(e -> assertThat(e.how()).isEqualTo(JournalEntry.How.COMMAND));
    }

    @Test
    void inCommandModeAnEditDuringAStepIsQueuedUntilTheStepEnds() {
        fx.commandInUse.set(true);
        fx.commandRunning.set(true);

        SectionEditorViewModel vm = apply("current_task", SectionOperation.REPLACE, "After the step");
        assertThat(vm.statusProperty().get()).startsWith("Queued: a command step is running");
        assertThat(fx.activeText()).doesNotContain("After the step");

        fx.commandRunning.set(false);
        assertThat(fx.activeText()).contains("current_task: After the step");
        assertThat(fx.session.edits()).singleElement().satisfies(row -> assertThat(row.status()).isEqualTo("applied"));
    }

    @Test
    void undoPreviewsThePreviousVersionThenPutsItBack() throws Exception {
        byte[] original = Files.readAllBytes(fx.active);
        apply("pending_actions", SectionOperation.APPEND, "Write the post-mortem");

        UndoViewModel undo = new UndoViewModel(fx.session);
        undo.load();
        assertThat(undo.canUndoProperty().get()).isTrue();
        assertThat(undo.preview()).contains(new DiffLine(DiffLine.Kind.REMOVED, "- Write the post-mortem"));
        undo.undo();

        assertThat(Files.readAllBytes(fx.active)).isEqualTo(original);
        assertThat(undo.doneProperty().get()).isTrue();
        assertThat(fx.session.edits().get(0).status()).isEqualTo("undone");
    }

    @Test
    void undoWithNothingToUndoSaysSo() {
        UndoViewModel undo = new UndoViewModel(fx.session);
        undo.load();

        assertThat(undo.canUndoProperty().get()).isFalse();
        assertThat(undo.messageProperty().get()).startsWith("nothing to undo");
    }

    @Test
    void theJournalTableHasOneRowPerEditWithItsFinalVerdictNewestFirst() {
        fx.startCycle(EditWindowFixture.NEXT_CYCLE);
        apply("current_task", SectionOperation.REPLACE, "Queued one");
        fx.finishCycle(EditWindowFixture.NEXT_CYCLE, fx.activeText());
        apply("goals", SectionOperation.APPEND, "Written now");

        JournalViewModel journal = new JournalViewModel(fx.session);
        journal.reload();

        assertThat(journal.rows()).extracting(JournalRow::how, JournalRow::status, JournalRow::operation, JournalRow::sections)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("file", "applied", "append goals", "goals"),
                        org.assertj.core.groups.Tuple.tuple("queued", "applied", "replace current_task", "current_task"));
        assertThat(journal.rows().get(1).cycle()).isEqualTo(EditWindowFixture.NEXT_CYCLE);
        assertThat(journal.summaryProperty().get()).startsWith("2 edits, 3 lines");
    }

    @Test
    void anEditOverwrittenByACycleRaisesTheLostEditAlertNamingThatCycle() throws Exception {
        String before = fx.activeText();
        fx.touch("20260401_102137_after.yaml", Instant.parse("2026-04-01T10:21:51Z"));
        apply("current_task", SectionOperation.REPLACE, "Will be lost");
        assertThat(fx.session.lostAlertProperty().get()).isNull();

        // the agent had read active.yaml just before the write: its _before and its end both lack the edit
        fx.write(EditWindowFixture.NEXT_CYCLE + "_before.yaml", before);
        fx.write(EditWindowFixture.NEXT_CYCLE + "_after.yaml", before);
        fx.write("active.yaml", before);
        fx.changed(EditWindowFixture.NEXT_CYCLE + "_before.yaml", EditWindowFixture.NEXT_CYCLE + "_after.yaml", "active.yaml");

        assertThat(fx.session.lostAlertProperty().get()).startsWith("LOST EDIT: replace current_task (written ")
                .contains("cycle " + EditWindowFixture.NEXT_CYCLE + " was running and overwrote it when it ended");
        assertThat(fx.session.edits().get(0).status()).isEqualTo("lost");
        assertThat(fx.session.editor().journal().read().entries()).extracting(JournalEntry::status)
                .containsExactly(JournalEntry.Status.APPLIED, JournalEntry.Status.LOST);

        fx.session.dismissLostAlert();
        assertThat(fx.session.lostAlertProperty().get()).isNull();
    }

    @Test
    void aWriteToActiveYamlByAnotherProgramDuringACycleIsAnnouncedAtOnceAndReportedLostWhenTheCycleEnds() throws Exception {
        String read = fx.activeText();
        Instant woke = Instant.now().minusSeconds(60);
        fx.touch("active.yaml", woke.minusSeconds(1));
        fx.write(EditWindowFixture.NEXT_CYCLE + "_before.yaml", read);
        fx.touch(EditWindowFixture.NEXT_CYCLE + "_before.yaml", woke);
        fx.changed(EditWindowFixture.NEXT_CYCLE + "_before.yaml");
        assertThat(fx.session.lostAlertProperty().get()).isNull();

        fx.write("active.yaml", read.replace("current_task: null", "current_task: Set by another program"));
        fx.changed("active.yaml");

        assertThat(fx.session.lostAlertProperty().get()).startsWith("active.yaml was changed by another program while cycle "
                + EditWindowFixture.NEXT_CYCLE + " runs: the agent will overwrite this when cycle "
                + EditWindowFixture.NEXT_CYCLE + " ends");
        assertThat(fx.session.editor().journal().read().entries()).singleElement().satisfies(e -> {
            assertThat(e.how()).isEqualTo(JournalEntry.How.OUTSIDE);
            assertThat(e.sections()).containsExactly("current_task");
        });

        fx.session.dismissLostAlert();
        fx.finishCycle(EditWindowFixture.NEXT_CYCLE, read);

        assertThat(fx.session.lostAlertProperty().get()).startsWith("LOST EDIT: the outside write to active.yaml (current_task)")
                .contains("is not in the _after of cycle " + EditWindowFixture.NEXT_CYCLE)
                .contains("cycle " + EditWindowFixture.NEXT_CYCLE + " was running and overwrote it when it ended");
        assertThat(fx.session.editor().journal().read().entries()).extracting(JournalEntry::status)
                .containsExactly(JournalEntry.Status.APPLIED, JournalEntry.Status.LOST);
    }

    @Test
    void theAgentsOwnSaveSeenTogetherWithTheNextCyclesBeforeIsNotAnnounced() throws Exception {
        Instant saved = Instant.now().minusSeconds(60);
        fx.write("active.yaml", fx.activeText().replace("current_task: null", "current_task: The agent's own"));
        fx.touch("active.yaml", saved);
        fx.write(EditWindowFixture.NEXT_CYCLE + "_before.yaml", fx.activeText());
        fx.touch(EditWindowFixture.NEXT_CYCLE + "_before.yaml", saved.plusMillis(5));
        fx.changed("active.yaml", EditWindowFixture.NEXT_CYCLE + "_before.yaml");

        assertThat(fx.session.lostAlertProperty().get()).isNull();
        assertThat(fx.session.editor().journal().read().entries()).isEmpty();
    }

    @Test
    void aFileWrittenByTheEditorReadsBackInPyYamlAsExactlyTheIntendedValue() throws Exception {
        Python.requirePyYaml();
        String value = "- \"caf\\u00e9 \\u2192 na\\u00efve\"\n- {nested: [1, 2.5, true, null]}\n- |\n  two\n  lines\n";
        apply("pending_actions", SectionOperation.REPLACE, value);
        Object intended = YamlReader.parse(value);

        String json = Python.run("import sys, yaml, json\n"
                + "state = yaml.safe_load(open(sys.argv[1] if len(sys.argv) > 1 else sys.stdin.readline().strip(), encoding='utf-8'))\n"
                + "print(json.dumps(state['pending_actions'], ensure_ascii=False))", fx.active.toString() + "\n");

        Object readBack = new com.fasterxml.jackson.databind.ObjectMapper().readValue(json, Object.class);
        assertThat(readBack).isEqualTo(intended);
    }
}

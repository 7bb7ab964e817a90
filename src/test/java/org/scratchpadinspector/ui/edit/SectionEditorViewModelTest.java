package org.scratchpadinspector.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.pyyaml.YamlReader;
import org.scratchpadinspector.ui.common.InlineTaskRunner;

/** The editor in Files mode, no toolkit: validation, preview, the safe-write rules and where each edit went. */
class SectionEditorViewModelTest {
    @TempDir
    Path tmp;
    private EditWindowFixture fx;

    @BeforeEach
    void open() {
        fx = new EditWindowFixture(tmp, new InlineTaskRunner());
    }

    private SectionEditorViewModel edit(String section, SectionOperation op, String value) {
        SectionEditorViewModel vm = fx.editor(SectionEditorViewModel.Target.SECTION);
        vm.sectionProperty().set(section);
        vm.operationProperty().set(op);
        vm.textProperty().set(value);
        return vm;
    }

    private String notes() {
        try {
            return (String) YamlReader.parseMapping(fx.activeText()).get("notes");
        } catch (org.scratchpadinspector.pyyaml.YamlProblem e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void openingAndTypingWriteNothing() {
        var before = fx.tree();

        SectionEditorViewModel vm = edit("current_task", SectionOperation.REPLACE, "Ship 1.4.1");

        assertThat(vm.planProperty().get()).isNotNull();
        assertThat(fx.tree()).isEqualTo(before);
    }

    @Test
    void theSectionPickerListsTheStateSectionsAndANewOne() {
        SectionEditorViewModel vm = fx.editor(SectionEditorViewModel.Target.SECTION);

        assertThat(vm.sections()).containsExactly("goals", "current_task", "pending_actions", "completed_tasks",
                "notes", "last_updated", SectionEditorViewModel.NEW_SECTION);
    }

    @Test
    void aValidEditShowsTheResultAsADiffAndIsWrittenDirectlyWhenNoCycleRuns() throws Exception {
        SectionEditorViewModel vm = edit("current_task", SectionOperation.REPLACE, "Ship 1.4.1");

        assertThat(vm.preview()).contains(new DiffLine(DiffLine.Kind.REMOVED, "current_task: null"),
                new DiffLine(DiffLine.Kind.ADDED, "current_task: Ship 1.4.1"));
        assertThat(vm.pathTextProperty().get()).startsWith("Files · no cycle running: written to active.yaml now");
        vm.apply();

        assertThat(YamlReader.parseMapping(fx.activeText()).get("current_task")).isEqualTo("Ship 1.4.1");
        assertThat(vm.statusKindProperty().get()).isEqualTo(SectionEditorViewModel.StatusKind.OK);
        assertThat(fx.session.edits()).singleElement().satisfies(row -> {
            assertThat(row.how()).isEqualTo("file");
            assertThat(row.status()).isEqualTo("applied");
        });
        assertThat(fx.session.editor().journal().read().entries()).singleElement()
                .satisfies(e -> assertThat(e.status()).isEqualTo(JournalEntry.Status.APPLIED));
    }

    @Test
    void invalidYamlIsRefusedWithLineAndColumnAndTheTextIsKept() {
        String typed = "- one\n- two: [unclosed\n";
        SectionEditorViewModel vm = edit("pending_actions", SectionOperation.REPLACE, typed);

        assertThat(vm.problemProperty().get()).startsWith("Line ").contains("column");
        assertThat(vm.problemLineProperty().get()).isGreaterThan(0);
        assertThat(vm.planProperty().get()).isNull();
        assertThat(vm.canApplyBinding().get()).isFalse();
        assertThat(vm.textProperty().get()).isEqualTo(typed);

        vm.textProperty().set("- one\n- two: [closed]\n");
        assertThat(vm.problemProperty().get()).isNull();
        assertThat(vm.canApplyBinding().get()).isTrue();
    }

    @Test
    void aTypeChangeAsksForConfirmationBeforeWriting() throws Exception {
        String original = fx.activeText();
        SectionEditorViewModel vm = edit("goals", SectionOperation.REPLACE, "just one goal, as text");

        vm.apply();
        assertThat(vm.confirmationProperty().get()).contains("goals");
        assertThat(fx.activeText()).isEqualTo(original);

        vm.confirmTypeChange();
        assertThat(YamlReader.parseMapping(fx.activeText()).get("goals")).isEqualTo("just one goal, as text");
    }

    @Test
    void theAgentIsStoppedWritesNowBehindARunningCycleAndJournalsIt() throws Exception {
        fx.startCycle(EditWindowFixture.NEXT_CYCLE);
        SectionEditorViewModel vm = edit("notes", SectionOperation.APPEND, "the agent was stopped by hand");
        assertThat(vm.offerAgentStoppedProperty().get()).isTrue();

        vm.applyAgentStopped();

        assertThat(notes()).endsWith("\nthe agent was stopped by hand");
        assertThat(fx.session.edits()).singleElement().satisfies(row -> assertThat(row.status()).isEqualTo("applied"));
        assertThat(fx.session.editor().journal().read().entries()).singleElement()
                .satisfies(e -> assertThat(e.agentStopped()).isTrue());
    }

    @Test
    void aCycleSilentForTwoDaysHoldsNoEditBackAndQueuedEditsAreWrittenWhenItGoesStale() {
        fx.startCycle(EditWindowFixture.NEXT_CYCLE);
        SectionEditorViewModel vm = edit("notes", SectionOperation.APPEND, "queued behind a dead agent");
        vm.apply();
        assertThat(vm.statusProperty().get()).startsWith("Queued: cycle " + EditWindowFixture.NEXT_CYCLE);

        fx.touch(EditWindowFixture.NEXT_CYCLE + "_before.yaml", java.time.Instant.now().minus(java.time.Duration.ofDays(2)));
        fx.changed(EditWindowFixture.NEXT_CYCLE + "_before.yaml");

        assertThat(notes()).endsWith("\nqueued behind a dead agent");
        assertThat(fx.session.runningCycleProperty().get()).isNull();
        assertThat(vm.offerAgentStoppedProperty().get()).isFalse();
        assertThat(vm.pathTextProperty().get()).contains("no cycle running");
    }

    @Test
    void whileACycleRunsTheEditIsQueuedAndWrittenWhenTheCycleEnds() {
        fx.startCycle(EditWindowFixture.NEXT_CYCLE);
        SectionEditorViewModel vm = edit("notes", SectionOperation.APPEND, "skip the mail relay, says the operator");
        assertThat(vm.pathTextProperty().get()).contains("cycle " + EditWindowFixture.NEXT_CYCLE + " is running");

        vm.apply();
        assertThat(vm.statusProperty().get()).startsWith("Queued: cycle " + EditWindowFixture.NEXT_CYCLE);
        assertThat(fx.activeText()).doesNotContain("mail relay");
        assertThat(fx.session.edits()).singleElement().satisfies(row -> {
            assertThat(row.status()).isEqualTo("queued");
            assertThat(row.withdrawable()).isTrue();
        });
        assertThat(fx.session.unsettledEdits()).as("closing now would ask first").isEqualTo(1);

        fx.finishCycle(EditWindowFixture.NEXT_CYCLE, fx.activeText().replace("current_task: null", "current_task: Celebrate"));

        assertThat(notes()).endsWith("\nskip the mail relay, says the operator");
        assertThat(fx.activeText()).contains("current_task: Celebrate");
        assertThat(fx.session.edits()).singleElement().satisfies(row -> assertThat(row.status()).isEqualTo("applied"));
        assertThat(fx.session.unsettledEdits()).isZero();
    }

    @Test
    void aQueuedEditCanBeWithdrawnAndIsNeverWritten() throws Exception {
        fx.startCycle(EditWindowFixture.NEXT_CYCLE);
        edit("notes", SectionOperation.APPEND, "never").apply();

        fx.session.withdraw(fx.session.edits().get(0));
        fx.finishCycle(EditWindowFixture.NEXT_CYCLE, fx.activeText());

        assertThat(fx.activeText()).doesNotContain("never");
        assertThat(fx.session.edits().get(0).status()).isEqualTo("rejected");
        assertThat(fx.session.editor().journal().read().entries()).extracting(JournalEntry::status)
                .containsExactly(JournalEntry.Status.QUEUED, JournalEntry.Status.REJECTED);
    }

    @Test
    void aConflictShowsBaseTheirsYoursAndTheEditCanBeReappliedOnTheirs() {
        SectionEditorViewModel vm = edit("notes", SectionOperation.APPEND, "mine, says the operator");
        fx.write("active.yaml", fx.activeText().replace("current_task: null", "current_task: Theirs"));

        vm.apply();
        assertThat(vm.conflictProperty().get()).isNotNull();
        assertThat(vm.conflictProperty().get().baseText()).contains("current_task: null");
        assertThat(vm.conflictProperty().get().theirsText()).contains("current_task: Theirs");
        assertThat((String) vm.conflictProperty().get().plan().resultState().get("notes")).endsWith("mine, says the operator");
        assertThat(fx.activeText()).doesNotContain("mine, says the operator");

        vm.reapplyOnTheirs();
        assertThat(vm.conflictProperty().get()).isNull();
        assertThat(vm.textProperty().get()).isEqualTo("mine, says the operator");
        vm.apply();

        assertThat(fx.activeText()).contains("current_task: Theirs");
        assertThat(notes()).endsWith("\nmine, says the operator");
    }

    @Test
    void aWholeFileEditStartsFromTheFileAndIsValidatedAsTyped() {
        String original = fx.activeText();
        SectionEditorViewModel vm = fx.editor(SectionEditorViewModel.Target.WHOLE_FILE);
        assertThat(vm.textProperty().get()).isEqualTo(original);

        vm.textProperty().set("- not a mapping\n");
        assertThat(vm.problemProperty().get()).contains("mapping");

        vm.textProperty().set(original.replace("current_task: null", "current_task: By hand"));
        vm.apply();
        assertThat(fx.activeText()).contains("current_task: By hand");
    }

    @Test
    void aNewSectionIsNamedByTheOperator() throws Exception {
        SectionEditorViewModel vm = edit(SectionEditorViewModel.NEW_SECTION, SectionOperation.REPLACE, "[1, 2]");
        assertThat(vm.problemProperty().get()).contains("Name the section");

        vm.newSectionNameProperty().set("operator_notes");
        vm.apply();

        assertThat(YamlReader.parseMapping(fx.activeText()).get("operator_notes")).isEqualTo(List.of(1, 2));
    }
}

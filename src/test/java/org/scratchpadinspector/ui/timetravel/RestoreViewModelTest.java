package org.scratchpadinspector.ui.timetravel;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.testsupport.Sources;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.edit.EditModeSignals;
import org.scratchpadinspector.ui.edit.EditSession;

/** The window's restore on a copy of the healthy sample (five finished cycles), no toolkit. */
class RestoreViewModelTest {
    private static final UnitId CYCLE = UnitId.of("20260401_100637");

    @TempDir
    Path tmp;
    private Path scratchpad;
    private EditSession session;
    private RestoreViewModel vm;

    @BeforeEach
    void open() throws Exception {
        Path root = SampleCopy.copy(Path.of("scratchpad-samples", "healthy"), tmp.resolve("agent"));
        scratchpad = root.resolve("scratchpad");
        openWindowParts(root);
    }

    /** The window's parts on the directory as it is now (the window's watcher re-reads it after each change). */
    private void openWindowParts(Path root) {
        InlineTaskRunner runner = new InlineTaskRunner();
        InspectorContext context = new InspectorContext(runner);
        context.open(Sources.open(root));
        session = new EditSession(context, new EditModeSignals(new SimpleObjectProperty<>(), new SimpleBooleanProperty(),
                new SimpleBooleanProperty()), Clock.systemUTC());
        vm = new RestoreViewModel(context.source(), session, runner, context.historyPoints());
    }

    @Test
    void restoreWritesTheCyclesBeforeNowJournalsItWithTheCycleAndUndoPutsThePreviousVersionBack() throws Exception {
        byte[] original = Files.readAllBytes(scratchpad.resolve("active.yaml"));
        vm.prepare(CYCLE, "before");
        assertThat(vm.titleProperty().get()).isEqualTo("Restore 20260401_100637_before.yaml as active.yaml");
        assertThat(vm.changesProperty().get()).startsWith("Sections that change: ");
        assertThat(vm.pathProperty().get()).startsWith("Written now");
        assertThat(vm.choices()).extracting(HistoryPoint::state).containsExactly("before", "after");
        assertThat(vm.chosenProperty().get().label()).isEqualTo("20260401_100637_before.yaml");
        assertThat(vm.diffProperty().get().changes()).isNotEmpty();

        vm.apply();

        assertThat(vm.doneProperty().get()).isTrue();
        assertThat(vm.resultProperty().get()).startsWith("Restored").contains("restore 20260401_100637:before");
        assertThat(Files.readAllBytes(scratchpad.resolve("active.yaml")))
                .isEqualTo(Files.readAllBytes(scratchpad.resolve("20260401_100637_before.yaml")));
        assertThat(session.editor().journal().read().entries()).last()
                .satisfies(e -> assertThat(e.operation()).isEqualTo("restore 20260401_100637:before"));
        assertThat(session.edits()).first().satisfies(row -> assertThat(row.status()).isEqualTo("applied"));
        PlanResult[] undo = new PlanResult[1];
        session.planUndo(plan -> undo[0] = plan);
        session.undo((EditPlan) undo[0], outcome -> assertThat(outcome)
                .isInstanceOfSatisfying(org.scratchpadinspector.ui.edit.Submission.Written.class,
                        written -> assertThat(written.applied()).isInstanceOf(EditOutcome.Applied.class)));
        assertThat(Files.readAllBytes(scratchpad.resolve("active.yaml"))).isEqualTo(original);
    }

    @Test
    void whileACycleLooksRunningTheRestoreIsRefusedUntilTheOperatorSaysTheAgentIsStopped() throws Exception {
        Files.copy(scratchpad.resolve("active.yaml"), scratchpad.resolve("20260401_102637_before.yaml"));
        openWindowParts(scratchpad.getParent());
        byte[] running = Files.readAllBytes(scratchpad.resolve("active.yaml"));

        vm.prepare(CYCLE, "after");

        assertThat(vm.pathProperty().get()).startsWith("Cycle 20260401_102637 looks running");
        assertThat(vm.canApplyProperty().get()).isFalse();
        assertThat(vm.canWriteAgentStoppedProperty().get()).isTrue();
        vm.apply();
        assertThat(Files.readAllBytes(scratchpad.resolve("active.yaml"))).isEqualTo(running);

        vm.applyAgentStopped();

        assertThat(Files.readAllBytes(scratchpad.resolve("active.yaml")))
                .isEqualTo(Files.readAllBytes(scratchpad.resolve("20260401_100637_after.yaml")));
        JournalEntry line = session.editor().journal().read().entries().get(0);
        assertThat(line.operation()).isEqualTo("restore 20260401_100637:after");
        assertThat(line.agentStopped()).isTrue();
    }

    @Test
    void restoringWhatActiveAlreadyHoldsSaysSoAndOffersNothing() {
        vm.prepare(CYCLE, "after");
        vm.apply();

        vm.prepare(CYCLE, "after");

        assertThat(vm.changesProperty().get()).isEqualTo("active.yaml already holds this snapshot: nothing to restore.");
        assertThat(vm.canApplyProperty().get()).isFalse();
    }

    @Test
    void aCycleThatDoesNotExistIsNamedInOneLine() {
        vm.prepare(UnitId.of("20270101_000000"), "before");

        assertThat(vm.pathProperty().get()).startsWith("no cycle 20270101_000000 in ").doesNotContain("\n");
        assertThat(vm.canApplyProperty().get()).isFalse();
    }

    @Test
    void choosingTheOtherStateOfTheUnitPlansRestoringThatOne() {
        vm.prepare(CYCLE, "before");

        vm.chosenProperty().set(vm.choices().get(1));

        assertThat(vm.titleProperty().get()).isEqualTo("Restore 20260401_100637_after.yaml as active.yaml");
        assertThat(vm.chosenProperty().get().state()).isEqualTo("after");
        assertThat(vm.canApplyProperty().get()).isTrue();
    }
}

package org.scratchpadinspector.ui.iterations;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Steps;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.details.DetailsView;
import org.scratchpadinspector.ui.details.DetailsViewModel;
import org.scratchpadinspector.ui.details.Screenshots;
import org.scratchpadinspector.ui.panes.AlignedPairView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Iterations tab of the details, in a real window: a real-agent cycle's iterations and a recursive-context
 * turn's phases, stepped with the keyboard; off, with the reason, for a source without steps.
 */
@ExtendWith(ApplicationExtension.class)
class IterationsViewTest {
    private FxTaskRunner runner;
    private InspectorContext context;
    private DetailsViewModel vm;

    @Start
    void start(Stage stage) throws IOException {
        runner = new FxTaskRunner(2);
        context = new InspectorContext(runner);
        context.open(org.scratchpadinspector.testsupport.Sources.open(Path.of("scratchpad-samples/msa-real")));
        vm = new DetailsViewModel(context);
        Scene scene = new Scene(new DetailsView(vm), 1200, 760);
        Screenshots.style(scene, false);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    private void showIterationsOf(FxRobot robot, String id) throws TimeoutException {
        robot.interact(() -> context.selectedUnitProperty().set(org.scratchpadinspector.model.UnitId.of(id)));
        FxWait.until(10, () -> !vm.busyProperty().get()
                && org.scratchpadinspector.model.UnitId.of(id).equals(vm.unitProperty().get()));
        robot.clickOn("Iterations");
        FxWait.until(10, () -> !vm.iterations().busyProperty().get() && !vm.iterations().records().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aMaxIterationsCycleShowsARowPerIterationAndTheArrowKeysStepThePanes(FxRobot robot) throws TimeoutException {
        showIterationsOf(robot, "20260401_122023");

        TableView<IterationRecord> table = robot.lookup("#iterations-table").queryTableView();
        assertThat(table.getItems()).hasSize(5);
        assertThat(robot.lookup("#iterations-verdict").queryAs(Label.class).getText())
                .startsWith("steps: ok");
        assertThat(robot.lookup("#iterations-origin").queryAs(Label.class).getText()).isEqualTo("rebuilt");
        assertThat(table.getSelectionModel().getSelectedIndex()).isZero();

        robot.clickOn(robot.lookup("#iterations-table .table-row-cell").nth(0).queryAs(javafx.scene.Node.class));
        robot.type(KeyCode.DOWN);
        FxWait.until(10, () -> vm.iterations().selectedIndexProperty().get() == 1
                && ((AlignedPairView) robot.lookup("#iterations-panes").query()).settledProperty().get());

        assertThat(robot.lookup("#iterations-position").queryAs(Label.class).getText()).isEqualTo("iteration 2 of 5");
        AlignedPairView panes = robot.lookup("#iterations-panes").query();
        assertThat(panes.area(true).getText()).contains("notes: 'Trimmed at 12:20");
        assertThat(panes.area(false).getText()).contains("[TOOL] shell(");
        robot.clickOn("#iterations-next");
        FxWait.until(10, () -> vm.iterations().selectedIndexProperty().get() == 2);
        assertThat(table.getSelectionModel().getSelectedIndex()).isEqualTo(2);
    }

    @Test
    void thePromptOfTheSelectedIterationShowsOnDemandMarkedRebuilt(FxRobot robot) throws TimeoutException {
        showIterationsOf(robot, "20260401_100137");

        robot.clickOn("#iterations-show-prompt");
        FxWait.until(10, () -> robot.lookup("#iterations-prompt").queryAs(TextArea.class).getText()
                .contains("Current scratchpad state:"));

        TextArea prompt = robot.lookup("#iterations-prompt").queryAs(TextArea.class);
        assertThat(prompt.isVisible()).isTrue();
        assertThat(prompt.getText()).startsWith("Rebuilt (not recorded)")
                .contains("You are the caretaker of the W07 field node.", "Available tools:\n- echo:");
        assertThat(robot.lookup("#iterations-panes").query().isVisible()).isFalse();
    }

    @Test
    void aCycleWithoutRealAgentLinesSaysWhyItHasNoIterations(FxRobot robot) throws TimeoutException {
        robot.interact(() -> context.open(CycleSources.sourceOf(openQuietly(Path.of("scratchpad-samples/demo")))));
        robot.interact(() -> context.selectedUnitProperty().set(org.scratchpadinspector.model.UnitId.of("20260401_100137")));
        FxWait.until(10, () -> !vm.busyProperty().get() && vm.unitProperty().get() != null);
        robot.clickOn("Iterations");
        FxWait.until(10, () -> !vm.iterations().busyProperty().get() && vm.iterations().messageProperty().get() != null
                && vm.iterations().messageProperty().get().startsWith("No iterations"));

        assertThat(robot.lookup("#iterations-verdict").queryAs(Label.class).getText()).isEqualTo("steps: partial: 0 of 5"
                + " — the log has 0 of 5 iterations: the replay stops there");
    }

    @Test
    void aRecursiveContextTurnShowsItsPhasesInTheSameViewAndTheArrowKeysStepThePanes(FxRobot robot)
            throws TimeoutException {
        robot.interact(() -> context.open(org.scratchpadinspector.testsupport.Sources.open(
                Path.of("scratchpad-samples/recursive-context/runs"))));
        showIterationsOf(robot, "python-help#1");

        TableView<IterationRecord> table = robot.lookup("#iterations-table").queryTableView();
        assertThat(table.getItems()).extracting(IterationRecord::action)
                .satisfiesExactly(a -> assertThat(a).startsWith("respond: "), a -> assertThat(a).startsWith("reflect: "));
        assertThat(robot.lookup("#iterations-origin").queryAs(Label.class).getText()).isEqualTo("recorded");
        assertThat(robot.lookup("#iterations-position").queryAs(Label.class).getText()).isEqualTo("phase 1 of 2");
        assertThat(robot.lookup("#iterations-show-prompt").query().isDisabled()).isTrue();
        AlignedPairView panes = robot.lookup("#iterations-panes").query();
        FxWait.until(10, panes.settledProperty()::get);
        String firstAfter = panes.area(false).getText();

        robot.clickOn(robot.lookup("#iterations-table .table-row-cell").nth(0).queryAs(javafx.scene.Node.class));
        robot.type(KeyCode.DOWN);
        FxWait.until(10, () -> vm.iterations().selectedIndexProperty().get() == 1 && panes.settledProperty().get()
                && !panes.area(false).getText().equals(firstAfter));

        assertThat(robot.lookup("#iterations-position").queryAs(Label.class).getText()).isEqualTo("phase 2 of 2");
        // reflecting starts from the scratchpad responding left, and rewrites TRAJECTORY/Now
        assertThat(firstAfter).contains("Initialization - ready for first real input");
        assertThat(panes.area(true).getText()).contains("Initialization - ready for first real input");
        assertThat(panes.area(false).getText()).doesNotContain("Initialization - ready for first real input");
        assertThat(table.getSelectionModel().getSelectedIndex()).isEqualTo(1);
        robot.type(KeyCode.UP);
        FxWait.until(10, () -> vm.iterations().selectedIndexProperty().get() == 0);
        assertThat(robot.lookup("#iterations-position").queryAs(Label.class).getText()).isEqualTo("phase 1 of 2");
    }

    @Test
    void aSourceWithoutStepsHasTheTabOffWithItsReasonInTheTooltip(FxRobot robot) throws TimeoutException {
        MemorySource mempalace = org.scratchpadinspector.testsupport.Sources.open(Path.of("scratchpad-samples/mempalace/demo"));
        robot.interact(() -> context.open(mempalace));
        robot.interact(() -> context.selectedUnitProperty().set(mempalace.units().get(0).id()));
        FxWait.until(10, () -> !vm.busyProperty().get() && vm.messageProperty().get() == null);

        Tab tab = robot.lookup("#details-tabs").queryAs(TabPane.class).getTabs().stream()
                .filter(t -> "details-iterations-tab".equals(t.getId())).findFirst().orElseThrow();
        assertThat(tab.isDisabled()).isTrue();
        assertThat(tab.getTooltip().getText()).isEqualTo(mempalace.lacks(Steps.class));
    }

    private static Scratchpad openQuietly(Path dir) {
        try {
            return Scratchpad.open(dir);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}

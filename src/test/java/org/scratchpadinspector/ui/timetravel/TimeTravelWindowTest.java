package org.scratchpadinspector.ui.timetravel;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Time Travel menu of the real window, headless: restore, fork (opened beside), re-run's warning. */
@ExtendWith(ApplicationExtension.class)
class TimeTravelWindowTest {
    private static final String CYCLE = "20260401_100637";

    @TempDir
    static Path settingsDir;
    @TempDir
    Path tmp;

    private FxTaskRunner runner;
    private InspectorWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        runner = new FxTaskRunner(2);
        window = InspectorWindow.create(new InspectorContext(runner), new Settings(settingsDir.resolve("s.properties")));
        stage.setScene(window.scene());
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> List.copyOf(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        window.close();
        runner.close();
    }

    private Path openHealthyAndSelect(FxRobot robot) throws Exception {
        Path root = SampleCopy.copy(Path.of("scratchpad-samples", "healthy"), tmp.resolve("agent"));
        robot.interact(() -> window.viewModel().open(root));
        FxWait.until(20, () -> !window.viewModel().loadingProperty().get()
                && window.viewModel().context().source() != null && !window.units().model().rows().isEmpty());
        robot.interact(() -> window.viewModel().context().selectedUnitProperty().set(UnitId.of(CYCLE)));
        WaitForAsyncUtils.waitForFxEvents();
        return root;
    }

    private static void choose(FxRobot robot, String item) {
        robot.clickOn("Time Travel");
        robot.clickOn(item);
    }

    @Test
    void restoreFromTheTimeTravelMenuWritesTheSelectedCyclesBeforeAsActive(FxRobot robot) throws Exception {
        Path root = openHealthyAndSelect(robot);
        Path scratchpad = root.resolve("scratchpad");

        choose(robot, "Restore cycle " + CYCLE + "'s before as active.yaml…");
        FxWait.until(10, () -> !robot.lookup("#restore-apply").queryButton().isDisabled());
        assertThat(robot.lookup("#restore-title").queryAs(Label.class).getText())
                .isEqualTo("Restore " + CYCLE + "_before.yaml as active.yaml");
        robot.clickOn("#restore-apply");

        FxWait.until(10, () -> robot.lookup("#restore-result").queryAs(Label.class).getText().startsWith("Restored"));
        assertThat(Files.readAllBytes(scratchpad.resolve("active.yaml")))
                .isEqualTo(Files.readAllBytes(scratchpad.resolve(CYCLE + "_before.yaml")));
        assertThat(window.memory().session().edits()).first()
                .satisfies(row -> assertThat(row.operation()).isEqualTo("restore " + CYCLE + ":before"));
    }

    @Test
    void restoreOnARecursiveContextRunWritesTheTurnsStateAsTheSavedStateAndJournalsIt(FxRobot robot) throws Exception {
        Path runs = SampleCopy.copy(Path.of("scratchpad-samples/recursive-context/runs"), tmp.resolve("runs"));
        Path run = runs.resolve("pr-review-restored");
        Path saved = run.resolve("agent_state.json");
        // the agent moved on since its last turn: the saved state is no longer the one that turn started from
        Files.writeString(saved, Files.readString(saved).replace("Waiting for the PR link", "Reviewing PR 7"));
        robot.interact(() -> window.viewModel().open(runs));
        FxWait.until(20, () -> !window.viewModel().loadingProperty().get()
                && window.viewModel().context().source() != null && !window.units().model().rows().isEmpty());
        robot.interact(() -> window.viewModel().context().selectedUnitProperty().set(UnitId.of("pr-review-restored#4")));
        WaitForAsyncUtils.waitForFxEvents();

        // the item is fired rather than clicked: its long words put its centre beyond the next menu's title, which
        // the pointer would cross on its way and open instead
        javafx.scene.control.MenuItem restore = robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class)
                .getMenus().stream().filter(m -> "timetravel-menu".equals(m.getId())).findFirst().orElseThrow()
                .getItems().stream().filter(i -> "timetravel-restore-before".equals(i.getId())).findFirst().orElseThrow();
        assertThat(restore.isVisible()).isTrue();
        assertThat(restore.getText()).isEqualTo("Restore turn pr-review-restored#4's before as agent_state.json…");
        robot.interact(restore::fire);
        FxWait.until(10, () -> !robot.lookup("#restore-apply").queryButton().isDisabled());
        assertThat(robot.lookup("#restore-title").queryAs(Label.class).getText())
                .isEqualTo("Restore pr-review-restored#4:before as agent_state.json");
        assertThat(robot.lookup("#restore-changes").queryAs(Label.class).getText()).startsWith("Lines that change: +");
        robot.clickOn("#restore-apply");

        FxWait.until(10, () -> robot.lookup("#restore-result").queryAs(Label.class).getText().startsWith("Restored"));
        assertThat(Files.readString(saved)).contains("Waiting for the PR link").doesNotContain("Reviewing PR 7");
        assertThat(Files.readString(run.resolve(".inspector").resolve("journal.jsonl")))
                .contains("restore pr-review-restored#4:before");
    }

    @Test
    void forkFromTheMenuAsksDestThenShowsTheForkInThisWindowWithBackToTheSource(FxRobot robot) throws Exception {
        Path root = openHealthyAndSelect(robot);
        Path dest = tmp.resolve("try");

        choose(robot, "Fork from cycle " + CYCLE + "…");
        FxWait.until(10, () -> !robot.lookup("#fork-destination").queryAs(TextField.class).getText().isEmpty());
        assertThat(robot.lookup("#fork-destination").queryAs(TextField.class).getText())
                .isEqualTo(tmp.resolve("agent-fork-" + CYCLE).toString());
        robot.interact(() -> robot.lookup("#fork-destination").queryAs(TextField.class).setText(dest.toString()));
        robot.clickOn("#fork-run");

        FxWait.until(20, () -> window.viewModel().forkOfProperty().get() != null
                && window.viewModel().context().source() != null
                && window.viewModel().context().source().directory().startsWith(dest));
        assertThat(Files.readAllBytes(dest.resolve("scratchpad/active.yaml")))
                .isEqualTo(Files.readAllBytes(root.resolve("scratchpad/" + CYCLE + "_before.yaml")));
        // one window: the fork is shown in place of its source, which Back returns to
        assertThat(Window.getWindows().stream().filter(w -> w.isShowing() && w != stage
                && w instanceof Stage s && s.getModality() == javafx.stage.Modality.NONE)).isEmpty();
        assertThat(window.viewModel().forkOfProperty().get().toString()).startsWith(root.toString());
        assertThat(robot.lookup("#fork-run").tryQuery()).isEmpty();
        robot.interact(() -> window.viewModel().backFromFork());
        FxWait.until(20, () -> window.viewModel().forkOfProperty().get() == null
                && window.viewModel().context().source() != null
                && window.viewModel().context().source().directory().startsWith(root));
    }

    @Test
    void rerunSaysThatTheModelAndToolsAreCalledAgainAndRunsNothingBeforeTheFork(FxRobot robot) throws Exception {
        openHealthyAndSelect(robot);

        choose(robot, "Re-run cycle " + CYCLE + " with an Edit…");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#rerun-warning").queryAs(Label.class).getText())
                .startsWith("A re-run calls the model and the tools again");
        assertThat(robot.lookup("#rerun-run").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(robot.lookup("#rerun-edit").queryAs(Button.class).isDisabled()).isTrue();
        robot.clickOn("#rerun-fork");
        FxWait.until(20, () -> !robot.lookup("#rerun-run").queryAs(Button.class).isDisabled());
        assertThat(robot.lookup("#rerun-fork-message").queryAs(Label.class).getText()).startsWith("Forked into ");
        assertThat(robot.lookup("#rerun-edit").queryAs(Button.class).isDisabled()).isFalse();
    }
}

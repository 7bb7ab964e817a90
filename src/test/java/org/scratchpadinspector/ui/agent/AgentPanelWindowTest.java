package org.scratchpadinspector.ui.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.AgentProcess;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;
import org.scratchpadinspector.testsupport.FxWait;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The real window attached to a live reference agent process, stepped with the Agent panel's buttons. */
@ExtendWith(ApplicationExtension.class)
class AgentPanelWindowTest {
    @TempDir
    static Path settingsDir;
    @TempDir
    Path root;

    FxTaskRunner runner;
    InspectorWindow window;
    AgentProcess agent;

    @Start
    void start(Stage stage) {
        runner = new FxTaskRunner(2);
        window = InspectorWindow.create(new InspectorContext(runner), new Settings(settingsDir.resolve("s.properties")));
        stage.setScene(window.scene());
        stage.setWidth(1440);
        stage.setHeight(900);
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        window.close();
        runner.close();
        if (agent != null) {
            agent.close();
        }
    }

    private static String text(FxRobot robot, String id) {
        String text = robot.lookup(id).queryAs(Label.class).getText();
        return text == null ? "" : text;
    }

    /** False while the button is not in the window (the panel opens when an agent is found). */
    private static boolean enabled(FxRobot robot, String id) {
        return robot.lookup(id).tryQueryAs(Button.class).map(b -> !b.isDisabled()).orElse(false);
    }

    private long cycleFiles(String suffix) throws Exception {
        try (var files = Files.list(root.resolve("scratchpad"))) {
            return files.filter(p -> p.getFileName().toString().endsWith(suffix)).count();
        }
    }

    @Test
    void theWindowAttachesToALiveAgentAndItsButtonsStepACycleAndAnIteration(FxRobot robot) throws Exception {
        agent = AgentProcess.start(root, "--stepped", "--test-clock");
        robot.interact(() -> window.viewModel().open(root));

        FxWait.until(30, () -> enabled(robot, "#agent-step-cycle"));
        assertThat(text(robot, "#agent-connection")).startsWith("Attached to http://127.0.0.1:");
        assertThat(text(robot, "#agent-state")).isEqualTo("paused · stepped");
        assertThat(enabled(robot, "#agent-pause")).isFalse();
        // beside three panes at 1440 px the panel opens as its strip (0148): the operator opens it whole
        if (robot.lookup("#agent-strip").query().isVisible()) {
            robot.clickOn("#agent-expand");
        }
        assertThat(robot.lookup("#agent-step-cycle").query().isVisible()).isTrue();

        robot.clickOn("#agent-step-cycle");
        FxWait.until(30, () -> cycleFiles("_after.yaml") == 1
                && enabled(robot, "#agent-step-cycle"));
        FxWait.until(10, () -> window.viewModel().cycleCountTextProperty().get().equals("1 cycle"));
        ListView<?> events = robot.lookup("#agent-events").queryAs(ListView.class);
        FxWait.until(10, () -> events.getItems().stream()
                .anyMatch(row -> row.toString().contains("finished: completed")));

        robot.clickOn("#agent-step-iteration");
        FxWait.until(30, () -> text(robot, "#agent-iteration").equals("1")
                && !text(robot, "#agent-cycle").equals("between cycles"));
        assertThat(cycleFiles("_before.yaml")).isEqualTo(2);
        assertThat(cycleFiles("_after.yaml")).isEqualTo(1);

        robot.clickOn("Memory");
        FxWait.until(30, () -> text(robot, "#agent-memory-title").contains("after iteration 1"));
        assertThat(robot.lookup("#agent-memory-lines").queryAs(ListView.class).getItems()).isNotEmpty();

        robot.clickOn("#agent-resume");
        FxWait.until(30, () -> enabled(robot, "#agent-pause"));
        robot.clickOn("#agent-pause");
        FxWait.until(30, () -> text(robot, "#agent-state").startsWith("paused"));
    }

    @Test
    void whenTheAgentDiesThePanelSaysSoAndTheRestOfTheWindowKeepsWorking(FxRobot robot) throws Exception {
        agent = AgentProcess.start(root, "--stepped", "--test-clock");
        robot.interact(() -> window.viewModel().open(root));
        FxWait.until(30, () -> enabled(robot, "#agent-step-cycle"));

        agent.kill();

        FxWait.until(30, () -> robot.lookup("#agent-problem").queryAs(Label.class).isVisible()
                && text(robot, "#agent-problem").contains("stale"));
        assertThat(robot.lookup("#agent-step-cycle").queryAs(Button.class).getParent().isVisible())
                .as("the step buttons are hidden while not attached").isFalse();
        robot.interact(() -> window.viewModel().open(Path.of("scratchpad-samples/demo")));
        FxWait.until(20, () -> window.viewModel().cycleCountTextProperty().get().equals("12 cycles"));
        FxWait.until(10, () -> text(robot, "#agent-connection").startsWith("No agent"));
    }
}

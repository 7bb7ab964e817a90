package org.scratchpadinspector.ui.watch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.StepUnit;
import org.scratchpadinspector.testsupport.AgentProcess;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;
import org.scratchpadinspector.ui.panes.PngWriter;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The real window attached to a real reference agent process: a watchpoint typed in the Watchpoints tab pauses
 * the agent, and the tab and the Agent panel's events say which watchpoint held, in which cycle and iteration, and
 * what it saw. Leaves a picture of the tab in {@code target/screenshots/watchpoint-hit.png}.
 */
@ExtendWith(ApplicationExtension.class)
class WatchpointHitWindowTest {
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

    /** A label's text, "" while it is not in the window (the Agent panel opens when an agent is found). */
    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).tryQueryAs(Label.class).map(Label::getText).orElse("");
    }

    @Test
    void aToolWatchpointThatPausesTheAttachedAgentIsListedWithItsCycleIterationAndWhatItSaw(FxRobot robot) throws Exception {
        Path script = root.resolve("script.json");
        Files.createDirectories(root);
        Files.writeString(script, """
                {"max_iterations": 4, "repeat": true, "cycles": [[
                  "{\\"tool\\": \\"update_scratchpad\\", \\"args\\": {\\"current_task\\": \\"write the report\\"}}",
                  "{\\"tool\\": \\"write_file\\", \\"args\\": {\\"path\\": \\"x\\", \\"content\\": \\"hello\\"}}",
                  "{\\"tool\\": \\"done\\", \\"args\\": {\\"summary\\": \\"written\\"}}"]]}
                """, StandardCharsets.UTF_8);
        agent = AgentProcess.start(root, "--stepped", "--test-clock", "--script", script.toString());
        robot.interact(() -> window.viewModel().open(root));
        FxWait.until(30, () -> CycleSources.scratchpadOf(window.viewModel().context()) != null
                && text(robot, "#agent-connection").startsWith("Attached to"));
        robot.interact(() -> {
            window.view().showAgentPanel(true);
            window.agentPanel().showTab("watchpoints-tab");
        });
        robot.clickOn("#watchpoint-input").write("tool=write_file");
        robot.clickOn("#watchpoint-add");
        FxWait.until(30, () -> text(robot, "#watchpoint-message").startsWith("The attached agent pauses"));

        try (ControlClient client = new ControlClient(agent.controlFile())) {
            client.step(StepUnit.CYCLE);
        }

        ListView<?> hits = robot.lookup("#watchpoint-hits").queryAs(ListView.class);
        FxWait.until(30, () -> !hits.getItems().isEmpty());
        String hit = hits.getItems().get(0).toString();
        assertThat(hit).startsWith("watchpoint w1 (tool=write_file) held in cycle ")
                .endsWith(", iteration 2: matched write_file({'path': 'x', 'content': 'hello'})");
        String cycle = hit.substring("watchpoint w1 (tool=write_file) held in cycle ".length(), hit.indexOf(','));
        assertThat(robot.lookup("#watchpoint-list").queryAs(ListView.class).getItems().get(0).toString())
                .isEqualTo("w1   tool=write_file   — held once, last in cycle " + cycle
                        + ", iteration 2: matched write_file({'path': 'x', 'content': 'hello'})");
        assertThat(text(robot, "#watchpoint-message")).isEqualTo("The agent paused: " + hit + ".");
        assertThat(robot.lookup("#watchpoint-input").queryAs(TextField.class).getText()).isEmpty();

        ListView<?> events = robot.lookup("#agent-events").queryAs(ListView.class);
        FxWait.until(10, () -> events.getItems().stream().anyMatch(row -> row.toString().contains("paused by " + hit)));

        robot.interact(() -> hits.getSelectionModel().select(0));
        robot.doubleClickOn("#watchpoint-hits");
        FxWait.until(10, () -> window.viewModel().context().selectedUnitProperty().get() != null
                && window.viewModel().context().selectedUnitProperty().get().text().equals(cycle));

        Path picture = Path.of("target", "screenshots", "watchpoint-hit.png");
        Files.createDirectories(picture.getParent());
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = window.scene().getRoot().snapshot(null, null));
        PngWriter.write(shot[0], picture);
        assertThat(picture).isNotEmptyFile();
    }
}

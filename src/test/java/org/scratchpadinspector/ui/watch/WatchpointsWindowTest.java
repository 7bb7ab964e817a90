package org.scratchpadinspector.ui.watch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The Watchpoints tab of the real window, and the Files-mode notification when the agent writes a cycle. */
@ExtendWith(ApplicationExtension.class)
class WatchpointsWindowTest {
    @TempDir
    static Path settings;
    @TempDir
    Path tmp;

    FxTaskRunner runner;
    InspectorWindow window;
    Path root;

    @Start
    void start(Stage stage) throws Exception {
        runner = new FxTaskRunner(3);
        window = InspectorWindow.create(new InspectorContext(runner), new Settings(settings.resolve("s.properties")));
        stage.setScene(window.scene());
        stage.setWidth(1440);
        stage.setHeight(900);
        stage.show();
        root = SampleCopy.copy(Path.of("scratchpad-samples/healthy"), tmp.resolve("agent"));
        window.viewModel().open(root);
    }

    @AfterEach
    void stop() {
        window.close();
        runner.close();
    }

    @Test
    void aWatchpointTypedInTheTabNotifiesWhenANewCycleMeetsItAndShowSelectsTheCycle(FxRobot robot) throws Exception {
        FxWait.until(20, () -> CycleSources.scratchpadOf(window.viewModel().context()) != null);
        robot.interact(() -> {
            window.view().showAgentPanel(true);
            window.agentPanel().showTab("watchpoints-tab");
        });
        robot.clickOn("#watchpoint-input").write("changed=current_task");
        robot.clickOn("#watchpoint-add");
        ListView<?> list = robot.lookup("#watchpoint-list").queryAs(ListView.class);
        assertThat(list.getItems()).hasSize(1);
        assertThat(list.getItems().get(0).toString()).isEqualTo("w1   changed=current_task");
        assertThat(robot.lookup("#watchpoint-bar").query().isVisible()).isFalse();

        WatchpointsViewModelTest.writeCycleChangingCurrentTask(root.resolve("scratchpad"));

        FxWait.until(20, () -> robot.lookup("#watchpoint-bar").query().isVisible());
        assertThat(robot.lookup("#watchpoint-notification").queryAs(Label.class).getText())
                .startsWith("Watchpoint w1 (changed=current_task) held for cycle " + WatchpointsViewModelTest.NEW);
        robot.clickOn("#watchpoint-show");
        assertThat(window.viewModel().context().selectedUnitProperty().get())
                .isEqualTo(CycleSources.unit(WatchpointsViewModelTest.NEW));
    }

    @Test
    void aBadConditionIsSaidUnderTheFieldAndNothingIsAdded(FxRobot robot) throws Exception {
        FxWait.until(20, () -> CycleSources.scratchpadOf(window.viewModel().context()) != null);
        robot.interact(() -> {
            window.view().showAgentPanel(true);
            window.agentPanel().showTab("watchpoints-tab");
        });
        robot.clickOn("#watchpoint-input").write("size:notes>lots");
        robot.clickOn("#watchpoint-add");

        assertThat(robot.lookup("#watchpoint-list").queryAs(ListView.class).getItems()).isEmpty();
        assertThat(robot.lookup("#watchpoint-message").queryAs(Label.class).getText()).startsWith("Not a condition");
    }
}

package org.scratchpadinspector.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.LiveControl;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.UnavailableItem;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Files-mode watchpoints judge the units of any format (0147): Tools → Watchpoints… reaches them on a miniagent
 * store, which has no agent for the Agent panel to attach to, in a window of their own.
 */
@ExtendWith(ApplicationExtension.class)
class WatchpointsForEveryFormatTest {
    @TempDir
    Path tmp;
    FxTaskRunner runner;
    InspectorWindow window;

    @Start
    void start(Stage stage) {
        runner = new FxTaskRunner(2);
        window = InspectorWindow.create(new InspectorContext(runner), new Settings(tmp.resolve("settings.properties")));
        stage.setScene(window.scene());
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) throws Exception {
        robot.interact(() -> Window.getWindows().stream().filter(w -> w != window.scene().getWindow()).toList()
                .forEach(Window::hide));
        WaitForAsyncUtils.asyncFx(() -> window.close()).get(10, java.util.concurrent.TimeUnit.SECONDS);
        runner.close();
    }

    private MenuItem toolsItem(FxRobot robot, String id) {
        Menu tools = robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().stream()
                .filter(m -> "_Tools".equals(m.getText())).findFirst().orElseThrow();
        return tools.getItems().stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    @Test
    void onAMiniagentStoreToolsWatchpointsOpensTheWatchpointsAndAConditionCanBeSet(FxRobot robot) throws Exception {
        assertThat(toolsItem(robot, "tools-watchpoints" + UnavailableItem.ID_SUFFIX).isVisible())
                .as("greyed while nothing is open").isTrue();
        Path store = SampleCopy.copy(Path.of("scratchpad-samples/miniagent"), tmp.resolve("miniagent"));
        robot.interact(() -> window.viewModel().open(store));
        FxWait.until(60, () -> window.viewModel().context().source() != null
                && !window.units().model().rows().isEmpty());
        assertThat(window.viewModel().context().source().format()).isEqualTo("miniagent");
        assertThat(window.viewModel().context().source().facet(LiveControl.class)).as("no Agent panel here").isEmpty();
        MenuItem watchpoints = toolsItem(robot, "tools-watchpoints");
        assertThat(watchpoints.isVisible()).isTrue();
        assertThat(toolsItem(robot, "tools-watchpoints" + UnavailableItem.ID_SUFFIX).isVisible()).isFalse();

        robot.interact(watchpoints::fire);
        FxWait.until(10, () -> robot.lookup("#watchpoints-window").tryQuery().isPresent());

        robot.clickOn("#watchpoint-input").write("changed=notes");
        robot.clickOn("#watchpoint-add");
        ListView<?> list = robot.lookup("#watchpoints-window #watchpoint-list").queryAs(ListView.class);
        assertThat(list.getItems()).hasSize(1);
        assertThat(list.getItems().get(0).toString()).isEqualTo("w1   changed=notes");
    }
}

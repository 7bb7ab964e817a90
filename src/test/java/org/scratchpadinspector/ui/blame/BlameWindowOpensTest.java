package org.scratchpadinspector.ui.blame;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
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

/** The Blame and Churn window opens from the Tools menu, from Ctrl+B and from a pane line's right-click menu. */
@ExtendWith(ApplicationExtension.class)
class BlameWindowOpensTest {
    @TempDir
    Path home;

    FxTaskRunner runner;
    InspectorWindow window;
    Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        runner = new FxTaskRunner(2);
        window = InspectorWindow.create(new InspectorContext(runner), new Settings(home.resolve("settings.properties")));
        stage.setScene(window.scene());
        stage.setWidth(1440);
        stage.setHeight(900);
        stage.show();
        window.viewModel().open(SampleCopy.copy(Path.of("scratchpad-samples/healthy"), home.resolve("agent")));
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> Window.getWindows().stream().filter(w -> w != stage).toList().forEach(Window::hide));
        window.close();
        runner.close();
    }

    @Test
    void theToolsMenuItemOpensTheBlameWindow(FxRobot robot) throws Exception {
        waitForAUnit();
        MenuItem item = robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().stream()
                .filter(m -> m.getText().equals("_Tools")).findFirst().orElseThrow().getItems().stream()
                .filter(i -> "_Blame and Churn…".equals(i.getText())).findFirst().orElseThrow();

        robot.interact(item::fire);

        assertThat(blameWindow()).isPresent();
    }

    @Test
    void ctrlBOpensTheBlameWindow(FxRobot robot) throws Exception {
        waitForAUnit();
        robot.interact(() -> stage.requestFocus());

        robot.press(KeyCode.CONTROL, KeyCode.B).release(KeyCode.B, KeyCode.CONTROL);

        FxWait.until(10, () -> blameWindow().isPresent());
    }

    @Test
    void aPaneLinesRightClickBlamesItsKeyInTheBlameWindow(FxRobot robot) throws Exception {
        waitForAUnit();
        FxWait.until(20, () -> areaWithALineStarting(robot, "current_task:") != null);
        org.fxmisc.richtext.CodeArea area = areaWithALineStarting(robot, "current_task:");
        int line = 0;
        for (int i = 0; i < area.getParagraphs().size(); i++) {
            if (area.getParagraph(i).getText().startsWith("current_task:")) {
                line = i;
            }
        }
        int target = line;
        robot.interact(() -> area.showParagraphAtTop(target));
        WaitForAsyncUtils.waitForFxEvents();
        int offset = area.getAbsolutePosition(target, 2);
        javafx.geometry.Bounds box = org.scratchpadinspector.testsupport.FxThread.call(
                () -> area.getCharacterBoundsOnScreen(offset, offset + 1).orElseThrow(), 10);
        // a context-menu event is made with scene coordinates; the area receives them as its own
        javafx.geometry.Point2D inScene = area.localToScene(area.screenToLocal(box.getCenterX(), box.getCenterY()));
        robot.interact(() -> javafx.event.Event.fireEvent(area, new javafx.scene.input.ContextMenuEvent(
                javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, inScene.getX(), inScene.getY(),
                box.getCenterX(), box.getCenterY(), false, null)));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.ContextMenu menu = Window.getWindows().stream()
                .filter(w -> w instanceof javafx.scene.control.ContextMenu c && "field-menu".equals(c.getId()))
                .map(w -> (javafx.scene.control.ContextMenu) w).findFirst().orElseThrow();
        assertThat(menu.getItems()).extracting(MenuItem::getText).contains("Blame current_task");
        MenuItem blame = menu.getItems().stream().filter(i -> "Blame current_task".equals(i.getText()))
                .findFirst().orElseThrow();
        robot.interact(blame::fire);

        FxWait.until(10, () -> blameWindow().isPresent());
        TextField path = (TextField) blameWindow().orElseThrow().getScene().lookup("#blame-path");
        assertThat(path.getText()).isEqualTo("current_task");
    }

    private static org.fxmisc.richtext.CodeArea areaWithALineStarting(FxRobot robot, String start) {
        return robot.lookup(".snapshot-pane .code-area").queryAll().stream()
                .map(n -> (org.fxmisc.richtext.CodeArea) n)
                .filter(a -> a.getParagraphs().stream().anyMatch(p -> p.getText().startsWith(start)))
                .findFirst().orElse(null);
    }

    private void waitForAUnit() throws Exception {
        FxWait.until(20, () -> window.viewModel().context().selectedUnitProperty().get() != null);
    }

    private static Optional<Stage> blameWindow() {
        return Window.getWindows().stream().filter(w -> w instanceof Stage s && s.isShowing()
                && "Blame and churn".equals(s.getTitle())).map(w -> (Stage) w).findFirst();
    }
}

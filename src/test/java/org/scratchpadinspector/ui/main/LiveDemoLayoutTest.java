package org.scratchpadinspector.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.FxThread;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.agent.AgentPanelViewModel.Connection;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The README's live demo as it first opens (no argument: the bundled agent attached, the Agent panel shown), at
 * 1440 × 900 and 1024 × 700: what gives way so that the panes can be read and nothing leaves the window (0148).
 */
@ExtendWith(ApplicationExtension.class)
class LiveDemoLayoutTest {
    @TempDir
    Path home;
    FxTaskRunner runner;
    InspectorWindow window;
    Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        runner = new FxTaskRunner(2);
        window = InspectorWindow.createStarted(new InspectorContext(runner),
                new Settings(home.resolve("settings.properties")), null);
        stage.setScene(window.scene());
        stage.setWidth(1440);
        stage.setHeight(900);
        stage.show();
    }

    @AfterEach
    void stop() {
        window.close();
        runner.close();
    }

    private void demoAttached() throws Exception {
        FxWait.until(60, () -> window.agent().connectionProperty().get() == Connection.ATTACHED
                && window.view().mainSplit().getItems().contains(window.agentPanel())
                && window.units().model().rows().size() == 12
                && window.units().model().pendingCountProperty().get() == 0);
        settle();
    }

    private void resize(FxRobot robot, double width, double height) throws Exception {
        robot.interact(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
        FxWait.until(10, () -> Math.abs(window.scene().getWidth() - width) < 1);
        settle();
    }

    private static void settle() throws Exception {
        for (int i = 0; i < 4; i++) {
            WaitForAsyncUtils.waitForFxEvents();
        }
    }

    private List<Double> paneWidths() throws Exception {
        return FxThread.call(() -> window.panes().split().getItems().stream()
                .map(n -> ((Region) n).getWidth()).toList(), 10);
    }

    @Test
    void at1440By900TheThreePanesKeep350PxBesideTheAgentStripWhoseStepCycleSteps(FxRobot robot) throws Exception {
        demoAttached();

        assertThat(paneWidths()).hasSize(3).allSatisfy(w -> assertThat(w).isGreaterThanOrEqualTo(GiveWay.PANE_GOAL));
        assertThat(robot.lookup("#agent-strip").query().isVisible()).as("the panel collapsed to its strip").isTrue();
        assertThat(FxThread.call(() -> window.agentPanel().getWidth(), 10)).isLessThan(40);
        assertThat(robot.lookup("#agent-strip-state").queryAs(Label.class).getText()).startsWith("Agent · paused");
        for (String toggle : List.of("#snapshot-show-active", "#snapshot-blame")) {
            ToggleButton shown = robot.lookup(toggle).queryAs(ToggleButton.class);
            assertThat(shown.isSelected()).as(toggle + " on").isTrue();
            assertThat(FxThread.call(() -> inToolbar(shown), 10)).as(toggle + " in the toolbar, not under »").isTrue();
        }
        assertThat(robot.lookup("#status-room-hint").queryAs(Label.class).isVisible()).isFalse();

        Button step = robot.lookup("#agent-strip-step-cycle").queryAs(Button.class);
        assertThat(step.isDisabled()).isFalse();
        robot.clickOn(step);

        FxWait.until(60, () -> window.units().model().rows().size() == 13);
    }

    @Test
    void openingThePanelWholeTurnsTheNowPaneOffAndCollapsingItBringsItBack(FxRobot robot) throws Exception {
        demoAttached();

        robot.clickOn("#agent-expand");
        settle();

        assertThat(FxThread.call(() -> window.agentPanel().getWidth(), 10)).isGreaterThanOrEqualTo(300);
        assertThat(window.panes().viewModel().activeShownProperty().get()).isFalse();
        assertThat(paneWidths()).hasSize(2).allSatisfy(w -> assertThat(w).isGreaterThanOrEqualTo(GiveWay.PANE_GOAL));
        Label hint = robot.lookup("#status-room-hint").queryAs(Label.class);
        assertThat(hint.isVisible()).isTrue();
        assertThat(hint.getText()).contains("Now pane off", "Active");

        robot.clickOn("#agent-collapse");
        settle();

        assertThat(window.panes().viewModel().activeShownProperty().get()).isTrue();
        assertThat(paneWidths()).hasSize(3).allSatisfy(w -> assertThat(w).isGreaterThanOrEqualTo(GiveWay.PANE_GOAL));
        assertThat(hint.isVisible()).isFalse();
    }

    @Test
    void at1024By700NothingPassesTheRightEdgeAndTheListShowsStatusAndFlagsWhole(FxRobot robot) throws Exception {
        demoAttached();
        robot.interact(() -> window.panes().viewModel().activeShownProperty().set(true));
        resize(robot, 1024, 700);

        assertThat(FxThread.call(() -> beyond(window.scene().getRoot(), window.scene().getWidth()), 10))
                .as("nodes past the window's right edge").isEmpty();
        assertThat(window.panes().viewModel().activeShownProperty().get()).as("the Now pane gave way").isFalse();
        Label hint = robot.lookup("#status-room-hint").queryAs(Label.class);
        assertThat(hint.getText()).contains("Now pane off");
        assertThat(FxThread.call(() -> inWindow(hint), 10)).isTrue();
        for (String whole : List.of("#status-cycles", "#status-watcher")) {
            Label label = robot.lookup(whole).queryAs(Label.class);
            assertThat(FxThread.call(() -> inWindow(label) && label.getWidth() >= label.prefWidth(-1) - 0.5, 10))
                    .as(whole + " whole").isTrue();
        }

        ListView<?> list = robot.lookup(".cycle-table").queryAs(ListView.class);
        Text maxIterations = robot.lookup(".cycle-status").match((Text t) -> t.getText() != null
                && t.getText().endsWith("max iterations")).queryAs(Text.class);
        assertThat(FxThread.call(() -> right(maxIterations) <= right(list) - 12, 10))
                .as("\"max iterations\" whole inside the list").isTrue();
        List<Node> flagsOfRows = new ArrayList<>(robot.lookup(".cycle-flag-chip").queryAll());
        flagsOfRows.addAll(robot.lookup(".cycle-flag-more").queryAll());
        assertThat(FxThread.call(() -> flagsOfRows.stream().filter(Node::isVisible)
                .filter(n -> n.getScene() != null && right(n) <= right(list)).count(), 10))
                .as("the flags column shows on the rows").isGreaterThanOrEqualTo(3);

        robot.clickOn("#snapshot-show-active");
        settle();

        assertThat(paneWidths()).as("the toggle brings the Now pane back").hasSize(3);
        assertThat(hint.isVisible()).isFalse();
        assertThat(FxThread.call(() -> beyond(window.scene().getRoot(), window.scene().getWidth()), 10)).isEmpty();
    }

    private static double right(Node node) {
        return node.localToScene(node.getLayoutBounds()).getMaxX();
    }

    private boolean inWindow(Node node) {
        Bounds b = node.localToScene(node.getLayoutBounds());
        return node.isVisible() && b.getMinX() >= 0 && b.getMaxX() <= window.scene().getWidth() + 0.5;
    }

    private static boolean inToolbar(Node item) {
        Node bar = item;
        while (bar != null && !(bar instanceof javafx.scene.control.ToolBar)) {
            bar = bar.getParent();
        }
        return bar != null && item.isVisible() && right(item) <= right(bar) && item.getScene() != null;
    }

    /**
     * The laid-out nodes whose right edge is past {@code width}, without looking into what scrolls its content
     * inside a viewport (a list's rows, a code area's lines): those are clipped by design.
     */
    private static List<String> beyond(Node node, double width) {
        List<String> found = new ArrayList<>();
        if (!node.isVisible() || node instanceof javafx.scene.shape.Shape && !(node instanceof Text)) {
            return found;
        }
        Bounds b = node.localToScene(node.getLayoutBounds());
        if (b.getWidth() > 0 && b.getMaxX() > width + 0.5) {
            found.add(node.getClass().getSimpleName() + "#" + node.getId() + node.getStyleClass() + " to "
                    + b.getMaxX());
        }
        boolean scrolls = node instanceof javafx.scene.control.ScrollPane || node instanceof ListView
                || node instanceof javafx.scene.control.TableView || node instanceof javafx.scene.control.TextInputControl
                || node instanceof org.fxmisc.flowless.VirtualizedScrollPane;
        if (!scrolls && node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                found.addAll(beyond(child, width));
            }
        }
        return found;
    }
}

package org.scratchpadinspector.ui.main;

import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class LiveDemoLayoutTest {
    @TempDir
    static Path home;
    FxTaskRunner runner;
    InspectorWindow window;
    Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        runner = new FxTaskRunner(2);
        window = InspectorWindow.createStarted(new InspectorContext(runner), new Settings(home.resolve("s.properties")), null);
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

    @Test
    void probe(FxRobot robot) throws Exception {
        FxWait.until(60, () -> window.view().mainSplit().getItems().size() == 3
                && window.agent().connectionProperty().get() == org.scratchpadinspector.ui.agent.AgentPanelViewModel.Connection.ATTACHED);
        for (double[] size : new double[][] {{1440, 900}, {1024, 700}}) {
            robot.interact(() -> { stage.setWidth(size[0]); stage.setHeight(size[1]); });
            Thread.sleep(1500);
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> {
                System.out.println("=== " + size[0] + " scene " + window.scene().getWidth() + " root " + ((Region) window.scene().getRoot()).getWidth()
                        + " rootmin " + ((Region) window.scene().getRoot()).minWidth(-1));
                dump(window.view().mainSplit(), 0, 2);
                window.scene().getRoot().lookupAll(".snapshot-pane").forEach(n -> System.out.println("PANE " + ((Region) n).getWidth() + " in scene " + (n.getParent() != null)));
                System.out.println("HINT " + ((javafx.scene.control.Label) window.scene().lookup("#status-room-hint")).getText());
                dump((Parent) window.view().getBottom(), 0, 1);
                wide(window.scene().getRoot(), window.scene().getWidth());
            });
        }
    }

    static void dump(Node n, int depth, int max) {
        if (n instanceof Region r) {
            System.out.println("  ".repeat(depth) + r.getClass().getSimpleName() + " #" + r.getId() + " " + r.getStyleClass()
                    + " w=" + r.getWidth() + " min=" + r.minWidth(-1) + " pref=" + r.prefWidth(-1) + " x=" + r.localToScene(0, 0).getX());
        }
        if (depth < max && n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                dump(c, depth + 1, max);
            }
        }
    }

    static void wide(Node n, double w) {
        if (!n.isVisible()) return;
        var b = n.localToScene(n.getLayoutBounds());
        if (b.getMaxX() > w + 0.5 && b.getWidth() > 0) {
            System.out.println("BEYOND " + n.getClass().getSimpleName() + " #" + n.getId() + " " + n.getStyleClass() + " maxX=" + b.getMaxX()
                + (n instanceof javafx.scene.control.Labeled l ? " '" + l.getText() + "'" : ""));
        }
        if (n instanceof Parent p) for (Node c : p.getChildrenUnmodifiable()) wide(c, w);
    }
}

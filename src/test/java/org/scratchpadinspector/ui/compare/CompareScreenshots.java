package org.scratchpadinspector.ui.compare;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.scratchpadinspector.testsupport.Sources;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.details.Screenshots;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Writes /tmp/compare-*.png and /tmp/history-*.png for a person to look at; run with -Dtest=CompareScreenshots. */
@ExtendWith(ApplicationExtension.class)
class CompareScreenshots {
    private CompareViewModel compare;
    private FieldHistoryViewModel history;
    private CompareView compareView;
    private FieldHistoryView historyView;
    private StackPane root;
    private Scene scene;
    private InspectorContext context;

    @Start
    void start(Stage stage) throws IOException {
        context = new InspectorContext(new FxTaskRunner(2));
        context.open(Sources.open(Path.of("scratchpad-samples/demo")));
        compare = new CompareViewModel(context);
        history = new FieldHistoryViewModel(context);
        compareView = new CompareView(compare);
        historyView = new FieldHistoryView(history);
        root = new StackPane(compareView);
        scene = new Scene(root, 1000, 640);
        Screenshots.style(scene, false);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void writeScreenshots(FxRobot robot) throws TimeoutException {
        robot.interact(() -> {
            compare.leftProperty().set(TestStates.state(context, "20260401_100637:after"));
            compare.rightProperty().set(TestStates.state(context, "active"));
            compare.compare();
            history.fieldProperty().set("current_task");
            history.load();
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !compare.busyProperty().get()
                && !history.busyProperty().get() && !history.rows().isEmpty());
        for (boolean dark : new boolean[] {false, true}) {
            String theme = dark ? "dark" : "light";
            robot.interact(() -> {
                Screenshots.style(scene, dark);
                root.getChildren().setAll(compareView);
            });
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> Screenshots.write(root, Path.of("/tmp/compare-" + theme + ".png")));
            robot.interact(() -> root.getChildren().setAll(historyView));
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> Screenshots.write(root, Path.of("/tmp/history-" + theme + ".png")));
        }
    }
}

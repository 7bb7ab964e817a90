package org.scratchpadinspector.ui.details;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Writes /tmp/details-*.png for a person to look at; run with -Dtest=DetailsScreenshots. */
@ExtendWith(ApplicationExtension.class)
class DetailsScreenshots {
    private InspectorContext context;
    private DetailsViewModel vm;
    private DetailsView view;
    private Scene scene;

    @Start
    void start(Stage stage) throws IOException {
        context = new InspectorContext(new FxTaskRunner(2));
        context.open(CycleSources.sourceOf(Scratchpad.open(Path.of("scratchpad-samples/demo"))));
        vm = new DetailsViewModel(context);
        view = new DetailsView(vm);
        scene = new Scene(view, 1000, 560);
        Screenshots.style(scene, false);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void writeScreenshots(FxRobot robot) throws TimeoutException {
        for (boolean dark : new boolean[] {false, true}) {
            String theme = dark ? "dark" : "light";
            robot.interact(() -> Screenshots.style(scene, dark));
            shot(robot, "20260401_101137", 1, "/tmp/details-" + theme + ".png");
            shot(robot, "20260401_100637", 1, "/tmp/details-" + theme + "-parse.png");
            shot(robot, "20260401_100637", 0, "/tmp/details-" + theme + "-changes.png");
            shot(robot, "20260401_103637", 2, "/tmp/details-" + theme + "-log.png");
            shot(robot, "20260401_104137", 3, "/tmp/details-" + theme + "-files.png");
        }
    }

    private void shot(FxRobot robot, String id, int tab, String png) throws TimeoutException {
        robot.interact(() -> context.selectedUnitProperty().set(CycleSources.unit(id)));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> org.scratchpadinspector.model.UnitId.of(id).equals(vm.unitProperty().get()) && !vm.busyProperty().get());
        robot.interact(() -> view.tabs().getSelectionModel().select(tab));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> Screenshots.write(view, Path.of(png)));
    }
}

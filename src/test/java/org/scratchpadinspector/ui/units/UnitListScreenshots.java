package org.scratchpadinspector.ui.units;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Writes /tmp/cycles-light.png and /tmp/cycles-dark.png to look at; run it by name, it asserts nothing. */
@ExtendWith(ApplicationExtension.class)
class UnitListScreenshots {
    private InspectorContext context;
    private UnitListView view;
    private Scene scene;

    @Start
    void start(Stage stage) throws IOException {
        context = new InspectorContext(new FxTaskRunner(2));
        view = new UnitListView(new UnitListViewModel(context));
        scene = new Scene(view, 760, 460);
        scene.getStylesheets().add(InspectorContext.class.getResource("/org/scratchpadinspector/ui/inspector.css")
                .toExternalForm());
        stage.setScene(scene);
        stage.show();
        context.open(CycleSources.sourceOf(Scratchpad.open(Path.of(System.getProperty("cycles.dir", "scratchpad-samples/demo")))));
    }

    @Test
    void writeScreenshots(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> view.model().pendingCountProperty().get() == 0);
        robot.interact(() -> context.selectedUnitProperty().set(UnitId.of("20260401_103637")));
        save(robot, "/tmp/cycles-light.png");
        robot.moveTo(view.timeline()).moveBy(40, 0);
        Thread.sleep(600);
        save(robot, "/tmp/cycles-hover.png");
        robot.interact(() -> scene.getRoot().getStyleClass().add("dark"));
        save(robot, "/tmp/cycles-dark.png");
        robot.interact(() -> {
            scene.getRoot().getStyleClass().remove("dark");
            view.model().showFailingOnly(true);
            view.model().search().queryProperty().set("Osaka");
            view.model().runSearch();
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !view.model().search().searchingProperty().get());
        save(robot, "/tmp/cycles-filtered.png");
    }

    private void save(FxRobot robot, String file) throws IOException {
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = view.snapshot(null, null));
        int w = (int) image[0].getWidth();
        int h = (int) image[0].getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        PixelReader pixels = image[0].getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        ImageIO.write(out, "png", new File(file));
    }
}

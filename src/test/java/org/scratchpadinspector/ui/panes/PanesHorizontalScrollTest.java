package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Long lines: scrolling one aligned pane sideways scrolls the others with it. */
@ExtendWith(ApplicationExtension.class)
class PanesHorizontalScrollTest {
    private FxTaskRunner runner;
    private InspectorContext context;
    private PanesView view;

    @Start
    void start(Stage stage) {
        runner = new FxTaskRunner(2);
        context = new InspectorContext(runner);
        view = new PanesView(new PanesViewModel(context));
        // narrow panes, so that the demo's long notes lines run past their right edge
        Scene scene = new Scene(view, 900, 600);
        scene.getStylesheets().add(
                InspectorContext.class.getResource("/org/scratchpadinspector/ui/inspector.css").toExternalForm());
        stage.setScene(scene);
        stage.sizeToScene();
        stage.show();
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    @Test
    void scrollingOnePaneRightScrollsTheOtherPanesToTheSamePixel(FxRobot robot) throws Exception {
        Scratchpad pad = Scratchpad.open(Path.of("scratchpad-samples/demo"));
        robot.interact(() -> {
            context.open(CycleSources.sourceOf(pad));
            context.selectedUnitProperty().set(CycleSources.unit("20260401_100637"));
        });
        FxWait.until(20, () -> view.isSettled() && area(PaneSide.AFTER).getText().contains("current_task"));
        WaitForAsyncUtils.waitForFxEvents();

        robot.interact(() -> area(PaneSide.AFTER).estimatedScrollXProperty().setValue(80.0));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(area(PaneSide.AFTER).getEstimatedScrollX()).isEqualTo(80.0);
        assertThat(area(PaneSide.BEFORE).getEstimatedScrollX()).isEqualTo(80.0);
        assertThat(area(PaneSide.NOW).getEstimatedScrollX()).isEqualTo(80.0);

        robot.interact(() -> area(PaneSide.BEFORE).estimatedScrollXProperty().setValue(0.0));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(area(PaneSide.AFTER).getEstimatedScrollX()).isZero();
        assertThat(area(PaneSide.NOW).getEstimatedScrollX()).isZero();
    }

    private CodeArea area(PaneSide side) {
        return view.pane(side).area();
    }
}

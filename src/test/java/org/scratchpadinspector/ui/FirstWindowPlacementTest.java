package org.scratchpadinspector.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.Rectangle2D;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.scratchpadinspector.testsupport.FxThread;
import org.testfx.framework.junit5.ApplicationExtension;

/** The first window fits the screen's visible area: on a 1024 × 700 screen its menu bar is on the screen. */
@ExtendWith(ApplicationExtension.class)
class FirstWindowPlacementTest {

    @Test
    void onASmallScreenTheWindowTakesTheVisibleAreaAndNoMore() throws Exception {
        Rectangle2D small = new Rectangle2D(0, 27, 1024, 673);
        double[] placed = FxThread.call(() -> {
            Stage stage = new Stage();
            InspectorApp.fitToScreen(stage, small);
            return new double[] {stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight()};
        }, 10);

        assertThat(placed).containsExactly(0, 27, 1024, 673);
    }

    @Test
    void onALargeScreenTheWindowTakesMostOfItsVisibleAreaCentred() throws Exception {
        Rectangle2D large = new Rectangle2D(0, 0, 1920, 1080);
        double[] placed = FxThread.call(() -> {
            Stage stage = new Stage();
            InspectorApp.fitToScreen(stage, large);
            return new double[] {stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight()};
        }, 10);

        assertThat(placed).containsExactly(144, 81, 1632, 918);
    }

    @Test
    void onAScreenJustLargerThanThePreferredSizeTheWindowKeepsThePreferredSize() throws Exception {
        Rectangle2D screen = new Rectangle2D(0, 0, 1600, 1000);
        double[] placed = FxThread.call(() -> {
            Stage stage = new Stage();
            InspectorApp.fitToScreen(stage, screen);
            return new double[] {stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight()};
        }, 10);

        assertThat(placed).containsExactly(80, 50, 1440, 900);
    }
}

package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Scene;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Decoded / Raw segment that is chosen reads as chosen: filled with the theme's accent, in both themes. */
@ExtendWith(ApplicationExtension.class)
class RenderingToggleThemeTest {
    private static final Color LIGHT_ACCENT = Color.web("#2f6fde");
    private static final Color DARK_ACCENT = Color.web("#5b9bff");

    private FxTaskRunner runner;
    private PanesViewModel viewModel;
    private Scene scene;

    @Start
    void start(Stage stage) {
        runner = new FxTaskRunner(1);
        viewModel = new PanesViewModel(new InspectorContext(runner));
        scene = new Scene(new PanesView(viewModel), 1000, 500);
        scene.getStylesheets().add(
                InspectorContext.class.getResource("/org/scratchpadinspector/ui/inspector.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    @Test
    void theChosenSegmentIsFilledWithTheAccentAndTheOtherIsNotInTheLightTheme(FxRobot robot) {
        assertChosenSegmentReads(robot, false, LIGHT_ACCENT);
    }

    @Test
    void theChosenSegmentIsFilledWithTheAccentAndTheOtherIsNotInTheDarkTheme(FxRobot robot) {
        assertChosenSegmentReads(robot, true, DARK_ACCENT);
    }

    private void assertChosenSegmentReads(FxRobot robot, boolean dark, Color accent) {
        robot.interact(() -> {
            if (dark) {
                scene.getRoot().getStyleClass().add("dark");
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        ToggleButton decoded = robot.lookup("#snapshot-decoded").queryAs(ToggleButton.class);
        ToggleButton raw = robot.lookup("#snapshot-raw").queryAs(ToggleButton.class);
        assertThat(decoded.isSelected()).isTrue();
        assertThat(topFill(decoded)).isEqualTo(accent);
        assertThat(decoded.getTextFill()).isEqualTo(Color.WHITE);
        assertThat(topFill(raw)).isNotEqualTo(accent);

        robot.interact(() -> viewModel.rawProperty().set(true));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(topFill(raw)).isEqualTo(accent);
        assertThat(raw.getTextFill()).isEqualTo(Color.WHITE);
        assertThat(topFill(decoded)).isNotEqualTo(accent);
    }

    /** The fill drawn last (on top): what the segment looks like. */
    private static Paint topFill(ToggleButton button) {
        var fills = button.getBackground().getFills();
        BackgroundFill top = fills.get(fills.size() - 1);
        return top.getFill();
    }
}

package org.scratchpadinspector.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuBar;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The view of the other formats is left out of the first frame, and built, whole, when one is first opened. */
@ExtendWith(ApplicationExtension.class)
class DeferredSourceViewTest {
    @TempDir
    static Path settings;
    @TempDir
    Path tmp;

    FxTaskRunner runner;
    InspectorWindow window;

    @Start
    void start(Stage stage) {
        runner = new FxTaskRunner(2);
        window = InspectorWindow.create(new InspectorContext(runner), new Settings(settings.resolve("s.properties")));
        stage.setScene(window.scene());
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop() {
        window.close();
        runner.close();
    }

    private int shownUnits(FxRobot robot) {
        return robot.lookup("#source-units").tryQuery().map(n -> ((ListView<?>) n).getItems().size()).orElse(0);
    }

    @Test
    void aCycleScratchpadOpensWithoutBuildingTheViewOfOtherFormats(FxRobot robot) throws Exception {
        Path demo = SampleCopy.live(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));
        robot.interact(() -> window.viewModel().open(demo));

        FxWait.until(60, () -> window.viewModel().context().scratchpad() != null);

        assertThat(window.deferredSource().isBuilt()).isFalse();
        assertThat(robot.lookup("#source-units").tryQuery()).isEmpty();
    }

    @Test
    void openingAnotherFormatBuildsItsViewWithItsUnitsAndItsMemoryMenu(FxRobot robot) throws Exception {
        Path runs = SampleCopy.copy(Path.of("scratchpad-samples/recursive-context/runs"), tmp.resolve("runs"));
        robot.interact(() -> window.viewModel().open(runs));

        FxWait.until(60, () -> shownUnits(robot) > 0);

        assertThat(window.deferredSource().isBuilt()).isTrue();
        MenuBar menus = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        assertThat(menus.getMenus()).anySatisfy(menu -> assertThat(menu.getId()).isEqualTo("source-memory-menu"));
        assertThat(menus.getMenus().get(menus.getMenus().size() - 1).getText()).isEqualTo("_Tools");
    }
}

package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.text.Text;
import javafx.stage.Stage;
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

/**
 * The pane headers of the whole window, with its stylesheet, at the screen sizes of the issue: what is drawn of the
 * file name is the whole name, and its size and line count are in the tooltip.
 */
@ExtendWith(ApplicationExtension.class)
class PaneHeaderWindowTest {
    @TempDir
    Path home;

    FxTaskRunner runner;
    InspectorWindow window;
    Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        runner = new FxTaskRunner(3);
        window = InspectorWindow.create(new InspectorContext(runner), new Settings(home.resolve("settings.properties")));
        stage.setScene(window.scene());
        stage.setWidth(1440);
        stage.setHeight(900);
        stage.show();
        window.viewModel().open(SampleCopy.live(Path.of("scratchpad-samples/demo"), home.resolve("demo")));
    }

    @AfterEach
    void stop() {
        window.close();
        runner.close();
    }

    @Test
    void at1024By700BothPaneHeadersDrawTheWholeFileName(FxRobot robot) throws Exception {
        robot.interact(() -> window.panes().viewModel().activeShownProperty().set(false));
        resize(robot, 1024, 700);

        List<PaneFileName> names = shownFileNames(2);
        for (PaneFileName name : names) {
            assertThat(drawn(name)).isEqualTo(name.fullName());
            assertThat(name.getTooltip().getText()).startsWith(name.fullName()).containsPattern("\\d+(\\.\\d)? (KB|B) · \\d+ lines");
        }
        assertThat(names).extracting(PaneFileName::fullName).anySatisfy(n -> assertThat(n).matches("\\d{8}_\\d{6}_before\\.yaml"));
    }

    @Test
    void at1440By900WithTheActivePaneEachOfTheThreeHeadersDrawsTheWholeFileName(FxRobot robot) throws Exception {
        robot.interact(() -> window.panes().viewModel().activeShownProperty().set(true));
        resize(robot, 1440, 900);

        List<PaneFileName> names = shownFileNames(3);
        assertThat(names).extracting(PaneFileName::fullName).contains("active.yaml");
        for (PaneFileName name : names) {
            assertThat(drawn(name)).isEqualTo(name.fullName());
        }
    }

    @Test
    void aHeaderTooNarrowForTheNameLeavesOutTheMiddleOfTheIdAndKeepsItsSide(FxRobot robot) throws Exception {
        robot.interact(() -> window.panes().viewModel().activeShownProperty().set(false));
        resize(robot, 1024, 700);
        List<PaneFileName> names = shownFileNames(2);
        robot.interact(() -> window.view().mainSplit().setDividerPositions(0.5));
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();

        PaneFileName before = names.stream().filter(n -> n.fullName().endsWith("_before.yaml")).findFirst().orElseThrow();
        String shown = drawn(before);
        assertThat(shown).isNotEqualTo(before.fullName()).contains("…").endsWith("_before.yaml")
                .startsWith(before.fullName().substring(0, 2));
    }

    /** The text the label draws (after any ellipsis of its own). */
    private static String drawn(PaneFileName name) throws Exception {
        return fx(() -> ((Text) name.lookup(".text")).getText());
    }

    private List<PaneFileName> shownFileNames(int panes) throws Exception {
        Callable<List<PaneFileName>> names = () -> window.scene().getRoot().lookupAll(".snapshot-pane").stream()
                .filter(n -> n.isVisible() && n.getParent() != null && ((StatePane) n).getWidth() > 0)
                .map(n -> ((StatePane) n).fileNameLabel())
                .filter(l -> !l.fullName().isEmpty() && l.getWidth() > 0)
                .toList();
        FxWait.until(30, () -> names.call().size() == panes);
        WaitForAsyncUtils.waitForFxEvents();
        return fx(names);
    }

    private static <T> T fx(Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(20, TimeUnit.SECONDS);
    }

    private void resize(FxRobot robot, double width, double height) throws Exception {
        robot.interact(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
        FxWait.until(10, () -> Math.abs(window.view().mainSplit().getWidth() - width) < 40);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
    }
}

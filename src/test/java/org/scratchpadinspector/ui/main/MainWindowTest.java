package org.scratchpadinspector.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.Python;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.testsupport.FxWait;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class MainWindowTest {
    @TempDir
    static Path settingsDir;
    @TempDir
    Path tmp;

    FxTaskRunner runner;
    InspectorWindow window;

    @Start
    void start(Stage stage) {
        runner = new FxTaskRunner(2);
        window = InspectorWindow.create(new InspectorContext(runner), new Settings(settingsDir.resolve("s.properties")));
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

    private void openAndWait(FxRobot robot, Path dir) throws Exception {
        robot.interact(() -> window.viewModel().open(dir));
        FxWait.until(20, () -> !window.viewModel().loadingProperty().get()
                && CycleSources.scratchpadOf(window.viewModel().context()) != null);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String statusText(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void statusBarShowsTheDirectoryCycleCountAndWatcher(FxRobot robot) throws Exception {
        openAndWait(robot, Path.of("scratchpad-samples/demo"));
        FxWait.until(10, () -> statusText(robot, "#status-watcher").contains("watching"));

        assertThat(statusText(robot, "#status-directory")).endsWith("demo/scratchpad");
        assertThat(statusText(robot, "#status-cycles")).isEqualTo("12 cycles");
    }

    @Test
    void aDesktopActionThatFailedIsOneLineInTheStatusBarUntilAnotherDirectoryOpens(FxRobot robot) throws Exception {
        openAndWait(robot, Path.of("scratchpad-samples/demo"));
        String line = "Cannot open 20260401_100137_after.yaml: this desktop has no opener (install xdg-utils for xdg-open)";

        robot.interact(() -> window.viewModel().context().noticeProperty().set(line));

        Label notice = robot.lookup("#status-notice").queryAs(Label.class);
        assertThat(notice.isVisible()).isTrue();
        assertThat(notice.getText()).isEqualTo(line);

        openAndWait(robot, Path.of("scratchpad-samples/healthy"));

        assertThat(notice.isVisible()).isFalse();
    }

    @Test
    void aCycleWrittenByARealPythonAgentAppearsLive(FxRobot robot) throws Exception {
        Python.requirePyYaml();
        Path root = copyOf(Path.of("scratchpad-samples/healthy"));
        openAndWait(robot, root);
        FxWait.until(10, () -> statusText(robot, "#status-watcher").contains("watching"));
        assertThat(statusText(robot, "#status-cycles")).isEqualTo("5 cycles");

        Python.run("import runpy, sys\nsys.path.insert(0, 'scratchpad-samples/generator')\n"
                + "sys.argv = ['sample_agent.py', '--once', r'" + root + "', '--fake-clock']\n"
                + "runpy.run_path('scratchpad-samples/generator/sample_agent.py', run_name='__main__')\n", "");

        FxWait.until(10, () -> statusText(robot, "#status-cycles").equals("6 cycles"));
        assertThat(statusText(robot, "#status-cycles")).isEqualTo("6 cycles");
    }

    @Test
    void removingTheOpenDirectoryShowsABannerAndTheWindowKeepsWorking(FxRobot robot) throws Exception {
        Path root = copyOf(Path.of("scratchpad-samples/healthy"));
        openAndWait(robot, root);
        FxWait.until(10, () -> statusText(robot, "#status-watcher").contains("watching"));

        deleteTree(root.resolve("scratchpad"));

        FxWait.until(10, () -> robot.lookup("#banner").query().isVisible()
                && statusText(robot, "#banner-text").contains("Directory gone"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(statusText(robot, "#banner-text")).contains("Directory gone");
        assertThat(statusText(robot, "#status-cycles")).isEqualTo("5 cycles");

        openAndWait(robot, Path.of("scratchpad-samples/demo"));
        assertThat(robot.lookup("#banner").query().isVisible()).isFalse();
        assertThat(statusText(robot, "#status-cycles")).isEqualTo("12 cycles");
    }

    private Path copyOf(Path sample) throws IOException {
        Path target = tmp.resolve(sample.getFileName());
        try (Stream<Path> files = Files.walk(sample)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path out = target.resolve(sample.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(out);
                } else {
                    Files.copy(p, out);
                }
            }
        }
        return target;
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}

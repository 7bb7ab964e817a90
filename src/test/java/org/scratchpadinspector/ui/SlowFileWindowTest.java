package org.scratchpadinspector.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.FlowStyleFiles;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The window on the demo with a 20 MB one-line flow-style _after: the file is shown raw under its reason. */
@ExtendWith(ApplicationExtension.class)
class SlowFileWindowTest {
    private static final Path DEMO = Path.of("scratchpad-samples/demo");
    private static final String SLOW = "20260401_101137";

    @TempDir
    static Path tmp;

    FxTaskRunner runner;
    InspectorWindow window;

    @Start
    void start(Stage stage) throws Exception {
        Path root = copyDemo(tmp.resolve("demo"));
        FlowStyleFiles.writeOneLine(root.resolve("scratchpad").resolve(SLOW + "_after.yaml"), 20_000_000);
        runner = new FxTaskRunner(3);
        window = InspectorWindow.create(new InspectorContext(runner), new Settings(tmp.resolve("s.properties")));
        stage.setScene(window.scene());
        stage.setWidth(1440);
        stage.setHeight(900);
        stage.show();
        window.viewModel().open(root);
    }

    @AfterEach
    void stop() {
        window.close();
        runner.close();
    }

    @Test
    void theSlowAfterIsShownRawUnderItsReasonAndTheToolbarSaysItCannotBeRead(FxRobot robot) throws Exception {
        FxWait.until(30, () -> CycleSources.scratchpadOf(window.viewModel().context()) != null);
        robot.interact(() -> window.viewModel().context().selectedUnitProperty().set(CycleSources.unit(SLOW)));

        FxWait.until(60, () -> afterArea(robot).getText().startsWith("{goals: [Write the weekly status report]")
                && window.panes().isSettled());

        assertThat(banner(robot)).contains("too slow to parse in this style (20.0 MB, flow style)").contains("shown raw");
        assertThat(robot.lookup(".snapshot-change-position").queryAs(Label.class).getText())
                .startsWith("after cannot be read: too slow to parse");
        assertThat(afterArea(robot).getParagraphs().get(0).length()).isLessThanOrEqualTo(4000);
    }

    private static CodeArea afterArea(FxRobot robot) {
        return robot.lookup("#snapshot-area-after").queryAs(CodeArea.class);
    }

    private static String banner(FxRobot robot) {
        return robot.lookup(".snapshot-pane-after .snapshot-pane-banner").queryAs(Label.class).getText();
    }

    private static Path copyDemo(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(DEMO)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path target = root.resolve(DEMO.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return root;
    }
}

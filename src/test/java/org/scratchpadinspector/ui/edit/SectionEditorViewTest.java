package org.scratchpadinspector.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.pyyaml.YamlReader;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.details.Screenshots;
import org.scratchpadinspector.testsupport.FxWait;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The real editor window, headless: type, see the problem with its position, fix it, preview, apply; a conflict. */
@ExtendWith(ApplicationExtension.class)
class SectionEditorViewTest {
    @TempDir
    static Path tmp;
    private FxTaskRunner runner;
    private EditWindowFixture fx;
    private SectionEditorViewModel vm;

    @Start
    void start(Stage stage) throws Exception {
        runner = new FxTaskRunner(2);
        fx = new EditWindowFixture(java.nio.file.Files.createTempDirectory(tmp, "editor"), runner);
        vm = new SectionEditorViewModel(fx.session, SectionEditorViewModel.Target.SECTION);
        Scene scene = new Scene(new SectionEditorView(vm), 1180, 760);
        Screenshots.style(scene, false);
        stage.setScene(scene);
        stage.show();
        vm.load();
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    private void choose(FxRobot robot, String section) throws TimeoutException {
        FxWait.until(10, () -> !vm.sections().isEmpty());
        robot.clickOn("#edit-section");
        robot.clickOn(robot.lookup(".list-cell").match((ListCell<?> c) -> section.equals(c.getText())).<Node>query());
    }

    @Test
    void invalidYamlShowsLineAndColumnThenTheFixedValueIsPreviewedAndWritten(FxRobot robot) throws Exception {
        choose(robot, "pending_actions");
        robot.clickOn("#edit-op-replace");
        robot.clickOn("#edit-text").write("- one\n- two: [x");

        FxWait.until(10, () -> robot.lookup("#edit-problem").queryAs(Label.class).isVisible());
        assertThat(robot.lookup("#edit-problem").queryAs(Label.class).getText()).matches("Line \\d+, column \\d+: .*");
        assertThat(robot.lookup("#edit-apply").query().isDisabled()).isTrue();

        robot.write("]");
        FxWait.until(10, () -> !robot.lookup("#edit-problem").queryAs(Label.class).isVisible());
        @SuppressWarnings("unchecked")
        ListView<DiffLine> preview = robot.lookup("#edit-preview").queryAs(ListView.class);
        assertThat(preview.getItems()).contains(new DiffLine(DiffLine.Kind.ADDED, "- one"));

        robot.clickOn("#edit-apply");
        FxWait.until(10, () -> fx.activeText().contains("- one"));
        assertThat(YamlReader.parseMapping(fx.activeText()).get("pending_actions"))
                .isEqualTo(java.util.List.of("one", java.util.Map.of("two", java.util.List.of("x"))));
        // the file is on disk before the outcome reaches the FX thread: wait for the status line
        FxWait.until(10, () -> robot.lookup("#edit-status").queryAs(Label.class).getText().startsWith("Written"));
        assertThat(robot.lookup("#edit-status").queryAs(Label.class).getText()).startsWith("Written to active.yaml");
    }

    @Test
    void aConflictShowsThreePanesAndReapplyingOnTheirsKeepsTheirChange(FxRobot robot) throws Exception {
        choose(robot, "current_task");
        robot.clickOn("#edit-text").write("Mine");
        FxWait.until(10, () -> !robot.lookup("#edit-apply").query().isDisabled());
        fx.write("active.yaml", fx.activeText().replace("pending_actions: []", "pending_actions:\n- theirs"));

        robot.clickOn("#edit-apply");
        FxWait.until(10, () -> robot.lookup("#edit-conflict").query().isVisible());
        assertThat(robot.lookup("#edit-conflict .text-area").queryAll()).hasSize(3);

        robot.clickOn("#conflict-reapply");
        FxWait.until(10, () -> !robot.lookup("#edit-apply").query().isDisabled());
        robot.clickOn("#edit-apply");
        FxWait.until(10, () -> fx.activeText().contains("current_task: Mine"));
        assertThat(fx.activeText()).contains("- theirs");
    }
}

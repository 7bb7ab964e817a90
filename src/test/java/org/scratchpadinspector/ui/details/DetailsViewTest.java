package org.scratchpadinspector.ui.details;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.testsupport.FxWait;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class DetailsViewTest {
    private FxTaskRunner runner;
    private InspectorContext context;
    private DetailsViewModel vm;

    @Start
    void start(Stage stage) throws IOException {
        runner = new FxTaskRunner(2);
        context = new InspectorContext(runner);
        context.open(CycleSources.sourceOf(Scratchpad.open(Path.of("scratchpad-samples/demo"))));
        vm = new DetailsViewModel(context);
        Scene scene = new Scene(new DetailsView(vm), 1000, 650);
        Screenshots.style(scene, false);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    private void select(FxRobot robot, String id) throws TimeoutException {
        robot.interact(() -> context.selectedUnitProperty().set(CycleSources.unit(id)));
        FxWait.until(10, () -> !vm.busyProperty().get() && org.scratchpadinspector.model.UnitId.of(id).equals(vm.unitProperty().get())
                        && !vm.files().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void showsTheToolCallRowsOfTheSelectedCycle(FxRobot robot) throws TimeoutException {
        select(robot, "20260401_101137");
        robot.clickOn("Timeline (4)");

        TableView<EventRow> table = robot.lookup("#details-tool-call-table").queryTableView();
        assertThat(table.getItems()).hasSize(4).allMatch(EventRow::warned);
        // marked with a pseudo-class (coloured by the stylesheet), on exactly the four rows
        assertThat(robot.lookup("#details-tool-call-table .table-row-cell").queryAll().stream()
                .filter(row -> row.getPseudoClassStates().contains(javafx.css.PseudoClass.getPseudoClass("call-warning"))))
                .hasSize(4);
    }

    @Test
    void theLogTabOfTheCrashedCycleShowsItsTraceback(FxRobot robot) throws TimeoutException {
        select(robot, "20260401_103637");
        robot.clickOn("Log");

        CodeArea log = robot.lookup("#details-log").query();
        assertThat(log.getText()).contains("Traceback (most recent call last):", "ConnectionError");
        int inTraceback = log.getText().indexOf("raise ConnectionError(");
        assertThat(log.getStyleAtPosition(inTraceback + 1)).contains("log-traceback");
        assertThat(robot.lookup(".details-exception").queryLabeled().getText()).contains("ConnectionError");
    }

    @Test
    void copyPutsThePathOnTheClipboard(FxRobot robot) throws TimeoutException {
        select(robot, "20260401_100137");
        robot.clickOn("Files");
        robot.clickOn("#details-copy-after");

        AtomicReference<String> copied = new AtomicReference<>();
        robot.interact(() -> copied.set(Clipboard.getSystemClipboard().getString()));
        TextField shown = robot.lookup("#details-path-after").query();
        assertThat(copied.get()).endsWith("20260401_100137_after.yaml").isEqualTo(shown.getText());
    }

    @Test
    void eachFileHasOpenAndRevealAndAMissingFileCannotBeOpened(FxRobot robot) throws TimeoutException {
        select(robot, "20260401_104137");
        robot.clickOn("Files");

        assertThat(robot.lookup("#details-open-after").queryButton().isDisabled()).isFalse();
        assertThat(robot.lookup("#details-reveal-after").queryButton().isDisabled()).isFalse();
        assertThat(robot.lookup("#details-open-before").queryButton().isDisabled())
                .as("this cycle has no _before: nothing to open").isTrue();
        assertThat(robot.lookup("#details-reveal-before").queryButton().isDisabled())
                .as("its folder is there").isFalse();
        assertThat(robot.lookup("#details-open-before").queryButton().isVisible()).isTrue();
    }

    @Test
    void unreadableOrMissingFilesAreShownInTheHeader(FxRobot robot) throws TimeoutException {
        select(robot, "20260401_104137");

        assertThat(robot.lookup("#details-problems").query().isVisible()).isTrue();
        assertThat(robot.lookup(".details-problem").queryLabeled().getText()).contains("_before.yaml is missing");
    }
}

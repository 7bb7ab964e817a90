package org.scratchpadinspector.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.Clipboard;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.scratchpadinspector.testsupport.Sources;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.details.Screenshots;
import org.scratchpadinspector.testsupport.FxWait;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class CompareViewTest {
    private FxTaskRunner runner;
    private CompareViewModel vm;
    private CompareView view;
    private InspectorContext context;

    @Start
    void start(Stage stage) throws IOException {
        runner = new FxTaskRunner(2);
        context = new InspectorContext(runner);
        context.open(Sources.open(Path.of("scratchpad-samples/demo")));
        vm = new CompareViewModel(context);
        view = new CompareView(vm);
        Scene scene = new Scene(view, 1000, 700);
        Screenshots.style(scene, false);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    @Test
    void comparesTwoPickedSnapshotsSideBySide(FxRobot robot) throws TimeoutException {
        robot.clickOn("#compare-filter").write("100137");
        pick(robot, "#compare-left", "20260401_100137 before");
        pick(robot, "#compare-right", "20260401_100137 after");
        robot.clickOn("#compare-run");

        CodeArea left = settled(robot);
        CodeArea right = view.sideBySide().area(false);
        assertThat(vm.diffTextProperty().get()).startsWith("--- 20260401_100137 before\n+++ 20260401_100137 after");
        ListView<String> fields = robot.lookup("#compare-fields").queryListView();
        assertThat(fields.getItems()).anySatisfy(line -> assertThat(line).startsWith("notes: "));
        assertThat(left.getParagraphs()).hasSameSizeAs(right.getParagraphs());
    }

    @Test
    void aChangedLineSitsBesideItsCounterpartWithFillerRowsOppositeLinesOnlyOneSideHas(FxRobot robot)
            throws TimeoutException {
        compareDemoCycle(robot);
        CodeArea left = view.sideBySide().area(true);
        CodeArea right = view.sideBySide().area(false);

        int row = paragraphStartingWith(left, "current_task:");
        assertThat(left.getParagraph(row).getText()).isEqualTo("current_task: Collect this week's pipeline metrics");
        assertThat(right.getParagraph(row).getText()).isEqualTo("current_task: Read the stand-up notes of 31 March");
        assertThat(left.getParagraph(row).getParagraphStyle()).containsExactly("diff-changed");
        assertThat(right.getStyleSpans(row, 0, right.getParagraph(row).length()).styleStream())
                .anySatisfy(style -> assertThat(style).contains("diff-added-strong"));

        int removed = paragraphStartingWith(left, "- Read the stand-up notes");
        assertThat(left.getParagraph(removed).getParagraphStyle()).containsExactly("diff-removed");
        assertThat(right.getParagraph(removed).getText()).isEmpty();
        assertThat(right.getParagraph(removed).getParagraphStyle()).containsExactly("diff-filler");

        int added = paragraphStartingWith(right, "  [TOOL] read_file(");
        assertThat(left.getParagraph(added).getParagraphStyle()).containsExactly("diff-filler");
        assertThat(right.getParagraph(added).getParagraphStyle()).containsExactly("diff-added");
    }

    @Test
    void nextChangeMovesBothSidesToTheSameRow(FxRobot robot) throws Exception {
        compareWithActive(robot);
        CodeArea left = view.sideBySide().area(true);
        CodeArea right = view.sideBySide().area(false);

        robot.clickOn("#compare-next");
        robot.clickOn("#compare-next");
        FxWait.until(10, () -> view.sideBySide().settledProperty().get());
        WaitForAsyncUtils.waitForFxEvents();

        Label position = robot.lookup("#compare-position").queryAs(Label.class);
        assertThat(position.getText()).startsWith("change 2 of ");
        int leftTop = WaitForAsyncUtils.asyncFx(left::firstVisibleParToAllParIndex).get();
        int rightTop = WaitForAsyncUtils.asyncFx(right::firstVisibleParToAllParIndex).get();
        assertThat(leftTop).isPositive().isEqualTo(rightTop);
        int caret = right.getCurrentParagraph();
        assertThat(caret).isGreaterThanOrEqualTo(rightTop);
        assertThat(right.getParagraph(caret).getParagraphStyle()).isNotEmpty();
    }

    @Test
    void scrollingOneSideSidewaysScrollsTheOther(FxRobot robot) throws TimeoutException {
        compareWithActive(robot);
        CodeArea left = view.sideBySide().area(true);
        CodeArea right = view.sideBySide().area(false);

        robot.interact(() -> right.estimatedScrollXProperty().setValue(60.0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(left.getEstimatedScrollX()).isEqualTo(60.0);

        robot.interact(() -> left.estimatedScrollYProperty().setValue(120.0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(right.getEstimatedScrollY()).isEqualTo(left.getEstimatedScrollY()).isPositive();
    }

    @Test
    void copyUnifiedDiffPutsTheDiffOnTheClipboard(FxRobot robot) throws Exception {
        compareDemoCycle(robot);

        robot.clickOn("#compare-copy-diff");
        WaitForAsyncUtils.waitForFxEvents();

        String copied = WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get();
        assertThat(copied).isEqualTo(vm.diffTextProperty().get()).contains("\n-current_task: Collect");
    }

    private void compareDemoCycle(FxRobot robot) throws TimeoutException {
        robot.interact(() -> {
            vm.leftProperty().set(TestStates.state(context, "20260401_100137:before"));
            vm.rightProperty().set(TestStates.state(context, "20260401_100137:after"));
            vm.compare();
        });
        settled(robot);
    }

    /** The oldest after against active.yaml: many changes, long lines, the window narrower than the text. */
    private void compareWithActive(FxRobot robot) throws TimeoutException {
        robot.interact(() -> {
            vm.leftProperty().set(TestStates.state(context, "20260401_100137:after"));
            vm.rightProperty().set(TestStates.state(context, "active"));
            vm.compare();
        });
        settled(robot);
    }

    private CodeArea settled(FxRobot robot) throws TimeoutException {
        FxWait.until(20, () -> !vm.busyProperty().get() && view.sideBySide().settledProperty().get()
                && !view.sideBySide().area(false).getText().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        return view.sideBySide().area(true);
    }

    private static int paragraphStartingWith(CodeArea area, String prefix) {
        for (int i = 0; i < area.getParagraphs().size(); i++) {
            if (area.getParagraph(i).getText().startsWith(prefix)) {
                return i;
            }
        }
        throw new AssertionError("no line starting with " + prefix + " in\n" + area.getText());
    }

    @Test
    void swapExchangesThePickers(FxRobot robot) {
        pick(robot, "#compare-left", "active.yaml");
        pick(robot, "#compare-right", "20260401_105637 before");
        robot.clickOn("#compare-swap");

        ComboBox<StateChoice> left = robot.lookup("#compare-left").queryComboBox();
        assertThat(left.getValue().label()).isEqualTo("20260401_105637 before");
    }

    private static void pick(FxRobot robot, String picker, String label) {
        robot.clickOn(picker);
        robot.clickOn(robot.lookup(".list-cell").match(
                (javafx.scene.control.ListCell<?> c) -> label.equals(c.getText())).<javafx.scene.Node>query());
        WaitForAsyncUtils.waitForFxEvents();
    }
}

package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.input.ScrollEvent;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.testsupport.FxWait;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class PanesViewTest {
    private static final CycleId PARSE_ERRORS_CYCLE = CycleId.parse("20260401_100637");

    private FxTaskRunner runner;
    private InspectorContext context;
    private PanesViewModel viewModel;
    private PanesView view;
    private Scene scene;
    private Stage stage;

    @Start
    void start(Stage stage) {
        runner = new FxTaskRunner(2);
        context = new InspectorContext(runner);
        viewModel = new PanesViewModel(context);
        view = new PanesView(viewModel);
        scene = new Scene(view, 1260, 760);
        scene.getStylesheets().add(
                InspectorContext.class.getResource("/org/scratchpadinspector/ui/inspector.css").toExternalForm());
        stage.setScene(scene);
        stage.sizeToScene(); // the stage is shared by the tests: undo a shorter window of the one before
        stage.show();
        this.stage = stage;
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    @Test
    void showsBeforeAfterAndActiveOfTheSelectedCycle(FxRobot robot) throws Exception {
        select(robot, PARSE_ERRORS_CYCLE);

        assertThat(area(PaneSide.BEFORE).getText()).contains("current_task: Read the stand-up notes of 31 March");
        assertThat(area(PaneSide.AFTER).getText()).contains("current_task: Draft the report in reports/2026-W14.md")
                .contains("日本語");
        assertThat(area(PaneSide.NOW).getText()).contains("current_task: Archive the week-14 notes");
        assertThat(view.pane(PaneSide.NOW).noteLabel().getText()).contains("later cycles");
    }

    @Test
    void aChangedLineCarriesTheDiffParagraphStyle(FxRobot robot) throws Exception {
        select(robot, PARSE_ERRORS_CYCLE);

        CodeArea after = area(PaneSide.AFTER);
        int line = paragraphStartingWith(after, "current_task:");
        assertThat(after.getParagraph(line).getParagraphStyle()).containsExactly("diff-changed");
        int added = paragraphStartingWith(after, "- task: Read the stand-up notes");
        assertThat(after.getParagraph(added).getParagraphStyle()).containsExactly("diff-added");
        assertThat(after.getStyleSpans(line, 0, after.getParagraph(line).length()).styleStream())
                .anySatisfy(style -> assertThat(style).contains("diff-added-strong"));
    }

    @Test
    void f7MovesTheCaretToTheNextChange(FxRobot robot) throws Exception {
        select(robot, PARSE_ERRORS_CYCLE);
        robot.interact(view::focusDiff);

        robot.press(KeyCode.F7).release(KeyCode.F7);
        WaitForAsyncUtils.waitForFxEvents();
        CodeArea after = area(PaneSide.AFTER);
        int first = after.getCurrentParagraph();
        assertThat(after.getParagraph(first).getText()).startsWith("current_task:");

        robot.press(KeyCode.F7).release(KeyCode.F7);
        WaitForAsyncUtils.waitForFxEvents();
        CodeArea before = area(PaneSide.BEFORE);
        assertThat(before.getParagraph(before.getCurrentParagraph()).getText())
                .as("a deletion is shown where the line was: in Before")
                .isEqualTo("- Draft the report in reports/2026-W14.md");
        assertThat(before.isFocused()).isTrue();

        robot.press(KeyCode.F7).release(KeyCode.F7);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(after.getParagraph(after.getCurrentParagraph()).getText()).startsWith("- task: Read the stand-up");

        robot.press(KeyCode.SHIFT, KeyCode.F7).release(KeyCode.F7, KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();

        robot.press(KeyCode.SHIFT, KeyCode.F7).release(KeyCode.F7, KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(after.getCurrentParagraph()).isEqualTo(first);
    }

    @Test
    void scrollingOnePaneScrollsTheOthersInLockstepToTheSameRow(FxRobot robot) throws Exception {
        select(robot, PARSE_ERRORS_CYCLE);
        robot.interact(() -> {
            stage.setHeight(260);
            viewModel.expandAll();
        });
        waitUntil(() -> !area(PaneSide.BEFORE).getText().contains("⋯"));
        CodeArea after = area(PaneSide.AFTER);
        CodeArea before = area(PaneSide.BEFORE);
        showOnlyLines(robot, before, 6);
        int notesInAfter = paragraphStartingWith(after, "notes: |-");

        robot.interact(() -> after.showParagraphAtTop(notesInAfter));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(after.firstVisibleParToAllParIndex()).isEqualTo(notesInAfter);
        assertThat(paragraphStartingWith(before, "notes: |-")).as("the panes are aligned").isEqualTo(notesInAfter);
        assertThat(before.firstVisibleParToAllParIndex()).isEqualTo(notesInAfter);
        assertThat(area(PaneSide.NOW).firstVisibleParToAllParIndex()).isEqualTo(notesInAfter);
    }

    @Test
    void aRefreshOfTheSelectedCycleKeepsTheScrollPosition(FxRobot robot, @TempDir Path tmp) throws Exception {
        Path root = copyDemo(tmp);
        int line = openAndScrollAfterToTheNotes(robot, root);

        changeActiveAndPublish(robot, root);
        waitUntil(() -> area(PaneSide.NOW).getText().contains("current_task: Rest"));

        assertThat(area(PaneSide.AFTER).firstVisibleParToAllParIndex()).isEqualTo(line);
    }

    @Test
    void scrollingWhileARefreshFillsThePanesIsNotUndone(FxRobot robot, @TempDir Path tmp) throws Exception {
        Path root = copyDemo(tmp);
        openAndScrollAfterToTheNotes(robot, root);
        CodeArea after = area(PaneSide.AFTER);

        changeActiveAndPublish(robot, root);
        // the refresh keeps the notes at the top; while its lines are still coming in, the operator scrolls up
        FxWait.until(10, () -> !view.isSettled());
        boolean[] scrolledDuringFill = {false};
        robot.interact(() -> {
            scrolledDuringFill[0] = !view.isSettled();
            ScrollEvent wheel = new ScrollEvent(ScrollEvent.SCROLL, 10, 10, 10, 10, false, false, false, false, false,
                    false, 0, 0, 0, 0, ScrollEvent.HorizontalTextScrollUnits.NONE, 0,
                    ScrollEvent.VerticalTextScrollUnits.NONE, 0, 0, null);
            javafx.event.Event.fireEvent(view.pane(PaneSide.AFTER), wheel);
            after.showParagraphAtTop(2);
        });
        waitUntil(() -> area(PaneSide.NOW).getText().contains("current_task: Rest"));

        assertThat(scrolledDuringFill[0]).as("the scroll came while the panes were being filled").isTrue();
        assertThat(after.firstVisibleParToAllParIndex()).as("where the operator scrolled to").isEqualTo(2);
    }

    /**
     * Shortens the window until {@code area} shows about {@code lines} lines, whatever the font's line height, so that
     * a pane of 23 lines can still put its 12th at the top.
     */
    private void showOnlyLines(FxRobot robot, CodeArea area, int lines) {
        robot.interact(() -> {
            double lineHeight = area.getTotalHeightEstimate() / area.getParagraphs().size();
            stage.setHeight(stage.getHeight() - (area.getHeight() - lines * lineHeight));
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Opens a copy of the demo on the parse-errors cycle in a short window, and puts After's notes at the top. */
    private int openAndScrollAfterToTheNotes(FxRobot robot, Path root) throws Exception {
        Scratchpad pad = Scratchpad.open(root);
        robot.interact(() -> {
            stage.setHeight(260);
            context.open(CycleSources.sourceOf(pad));
            context.selectedUnitProperty().set(CycleSources.unit(PARSE_ERRORS_CYCLE));
        });
        // the panes fill in over a few pulses: scroll once they are whole, as the operator would see them
        waitUntil(() -> area(PaneSide.AFTER).getText().contains("current_task") && view.isSettled());
        CodeArea after = area(PaneSide.AFTER);
        int line = paragraphStartingWith(after, "notes: |-");
        robot.interact(() -> after.showParagraphAtTop(line));
        WaitForAsyncUtils.waitForFxEvents();
        return line;
    }

    /** The agent rewrites active.yaml; the watcher's change reaches the panes, which refresh the same cycle. */
    private void changeActiveAndPublish(FxRobot robot, Path root) throws Exception {
        Path active = root.resolve("scratchpad/active.yaml");
        Files.writeString(active, Files.readString(active).replace("Archive the week-14 notes", "Rest"));
        robot.interact(() -> context.publishChange(new DirectoryChange(Set.of("active.yaml"), false)));
    }

    @Test
    void aPaneFilledInSlicesShowsTheSameLinesAndStylesAsTheWholeDocument(FxRobot robot) throws Exception {
        select(robot, PARSE_ERRORS_CYCLE);
        PaneRendering whole = PaneRendering.build(viewModel.pane(PaneSide.AFTER).withFolds(java.util.List.of()),
                org.scratchpadinspector.model.Cancellation.NONE);
        StatePane sliced = new StatePane(PaneSide.AFTER);
        robot.interact(() -> {
            sliced.applyStart(whole, 4);
            while (!sliced.showMore(7)) {
                assertThat(sliced.area().getParagraphs().size()).isLessThan(whole.document().getParagraphs().size());
            }
        });

        CodeArea area = sliced.area();
        assertThat(area.getText()).isEqualTo(whole.document().getText());
        for (int i = 0; i < area.getParagraphs().size(); i++) {
            assertThat(area.getParagraph(i).getParagraphStyle()).as("line %d", i)
                    .isEqualTo(whole.document().getParagraph(i).getParagraphStyle());
            assertThat(area.getParagraph(i).getStyledSegments()).as("line %d", i)
                    .isEqualTo(whole.document().getParagraph(i).getStyledSegments());
        }
    }

    @Test
    void theRawToggleShowsTheBytesOnDisk(FxRobot robot) throws Exception {
        select(robot, PARSE_ERRORS_CYCLE);
        assertThat(area(PaneSide.AFTER).getText()).contains("→").doesNotContain("\\u2192");

        robot.clickOn("#snapshot-raw");
        waitUntil(() -> area(PaneSide.AFTER).getText().contains("\\u2192"));

        assertThat(area(PaneSide.AFTER).getText()).contains("\\u2192").doesNotContain("→");
    }

    @Test
    void clickingAFoldLineExpandsItInEveryPane(FxRobot robot) throws Exception {
        select(robot, PARSE_ERRORS_CYCLE);
        // the demo's active.yaml is a later cycle's: Before and After share a long run only with Active hidden
        robot.interact(() -> viewModel.activeShownProperty().set(false));
        CodeArea before = area(PaneSide.BEFORE);
        waitUntil(() -> before.getText().contains("⋯") && view.isSettled());
        int fold = paragraphStartingWith(before, "⋯");
        assertThat(before.getParagraph(fold).getParagraphStyle()).containsExactly("diff-fold");
        int rowsFolded = before.getParagraphs().size();

        robot.interact(() -> before.showParagraphAtTop(Math.max(0, fold - 2)));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(before.lookupAll(".paragraph-text.diff-fold").iterator().next());
        waitUntil(() -> before.getParagraphs().size() > rowsFolded);

        assertThat(before.getText()).doesNotContain("⋯");
        waitUntil(() -> !area(PaneSide.AFTER).getText().contains("⋯"));
        assertThat(area(PaneSide.AFTER).getParagraphs()).hasSameSizeAs(before.getParagraphs());
    }

    @Test
    void writesScreenshotsWhenAsked(FxRobot robot, @TempDir Path tmp) throws Exception {
        String dir = System.getProperty("snapshot.screenshots");
        Assumptions.assumeTrue(dir != null, "set -Dsnapshot.screenshots=/tmp to write screenshots");
        select(robot, PARSE_ERRORS_CYCLE);
        shoot(robot, Path.of(dir, "snapshot-light.png"), false);
        shoot(robot, Path.of(dir, "snapshot-dark.png"), true);
        robot.interact(() -> viewModel.rawProperty().set(true));
        waitUntil(() -> area(PaneSide.AFTER).getText().contains("\\u2192"));
        shoot(robot, Path.of(dir, "snapshot-raw.png"), false);
        robot.interact(() -> viewModel.rawProperty().set(false));
        robot.interact(() -> context.selectedUnitProperty().set(CycleSources.unit("20260401_105637")));
        waitUntil(() -> view.pane(PaneSide.AFTER).messageLabel().isVisible());
        shoot(robot, Path.of(dir, "snapshot-running.png"), false);

        Path root = copyDemo(tmp);
        Path after = root.resolve("scratchpad/20260401_100637_after.yaml");
        Path before = root.resolve("scratchpad/20260401_100637_before.yaml");
        Files.writeString(after, "goals:\n- one\n  bad: [unclosed\nnotes: x\n");
        Scratchpad pad = Scratchpad.open(root);
        robot.interact(() -> {
            context.open(CycleSources.sourceOf(pad));
            context.selectedUnitProperty().set(CycleSources.unit(PARSE_ERRORS_CYCLE));
        });
        waitUntil(() -> area(PaneSide.BEFORE).getText().contains("current_task"));
        String text = Files.readString(before);
        Files.writeString(before, text.substring(0, text.indexOf("notes: \"") + 20));
        robot.interact(() -> context.publishChange(new DirectoryChange(Set.of(before.getFileName().toString()), false)));
        waitUntil(() -> viewModel.pane(PaneSide.BEFORE).stale() != null);
        shoot(robot, Path.of(dir, "snapshot-errors.png"), false);
        shoot(robot, Path.of(dir, "snapshot-errors-dark.png"), true);
    }

    private void shoot(FxRobot robot, Path file, boolean dark) throws Exception {
        robot.interact(() -> {
            scene.getRoot().getStyleClass().remove("dark");
            if (dark) {
                scene.getRoot().getStyleClass().add("dark");
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = scene.getRoot().snapshot(null, null));
        PngWriter.write(image[0], file);
        assertThat(Files.size(file)).isPositive();
    }

    private static Path copyDemo(Path to) throws Exception {
        Path from = Path.of("scratchpad-samples/demo");
        try (var files = Files.walk(from)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return to;
    }

    private void select(FxRobot robot, CycleId id) throws Exception {
        Scratchpad pad = Scratchpad.open(Path.of("scratchpad-samples/demo"));
        robot.interact(() -> {
            context.open(CycleSources.sourceOf(pad));
            context.selectedUnitProperty().set(CycleSources.unit(id));
        });
        waitUntil(() -> area(PaneSide.AFTER).getText().contains("current_task"));
    }

    private CodeArea area(PaneSide side) {
        return view.pane(side).area();
    }

    private static int paragraphStartingWith(CodeArea area, String prefix) {
        for (int i = 0; i < area.getParagraphs().size(); i++) {
            if (area.getParagraph(i).getText().startsWith(prefix)) {
                return i;
            }
        }
        throw new AssertionError("no line starting with " + prefix + " in\n" + area.getText());
    }

    private void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        try {
            // The panes are filled in over a few pulses: wait until they show all of it.
            FxWait.until(10, () -> condition.call() && view.isSettled());
        } catch (java.util.concurrent.TimeoutException e) {
            StatePane after = view.pane(PaneSide.AFTER);
            throw new AssertionError("timed out; after pane shows " + after.area().getText().length() + " chars, message "
                    + after.messageLabel().getText() + " visible " + after.messageLabel().isVisible()
                    + "; view model has " + viewModel.pane(PaneSide.AFTER).error() + ", load error "
                    + viewModel.loadErrorProperty().get(), e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }
}

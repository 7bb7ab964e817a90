package org.scratchpadinspector.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.FxThread;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.testsupport.JsonUnitsFolder;
import org.scratchpadinspector.testsupport.JsonUnitsProvider;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.StatusStyle;
import org.scratchpadinspector.ui.main.Settings;
import org.scratchpadinspector.ui.panes.AlignedPairView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The one window, headless, on a folder of the test-only format: the list, the aligned panes, the timeline and the
 * edit dialog an operator of seed 000 has, with the menus the source's facets allow. Ported from the tests of the
 * second, thinner window the other formats had.
 */
@ExtendWith(ApplicationExtension.class)
class AnyFormatWindowTest {
    @TempDir
    static Path settingsDir;
    @TempDir
    Path tmp;
    FxTaskRunner runner;
    InspectorWindow window;

    @Start
    void start(Stage stage) {
        runner = new FxTaskRunner(2);
        window = InspectorWindow.create(new InspectorContext(runner), new Settings(settingsDir.resolve("s.properties")),
                JsonUnitsFolder.registry());
        stage.setScene(window.scene());
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) throws Exception {
        robot.interact(() -> Window.getWindows().stream().filter(w -> w != window.scene().getWindow()).toList()
                .forEach(Window::hide));
        WaitForAsyncUtils.asyncFx(() -> window.close()).get(10, java.util.concurrent.TimeUnit.SECONDS);
        runner.close();
    }

    private InspectorContext context() {
        return window.viewModel().context();
    }

    private Path openUnits(FxRobot robot) throws Exception {
        Path dir = JsonUnitsFolder.write(tmp.resolve("units"));
        robot.interact(() -> window.viewModel().open(dir));
        FxWait.until(20, () -> listed() == 4 && window.units().model().pendingCountProperty().get() == 0);
        WaitForAsyncUtils.waitForFxEvents();
        return dir;
    }

    private int listed() {
        return window.units().model().visibleRows().size();
    }

    private ListView<?> list(FxRobot robot) {
        return robot.lookup(".cycle-table").queryAs(ListView.class);
    }

    private void select(FxRobot robot, String id) throws Exception {
        robot.interact(() -> context().selectedUnitProperty().set(UnitId.of(id)));
        FxWait.until(20, () -> UnitId.of(id).equals(window.panes().viewModel().panes().unit())
                && window.panes().isSettled());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private static MenuBar menus(FxRobot robot) {
        return robot.lookup(".menu-bar").queryAs(MenuBar.class);
    }

    @Test
    void aFormatKeepingNoMemoryOutsideItsUnitsGivesTheNowPanesRoomToBeforeAndAfterAndTheStatusBarSaysWhy(FxRobot robot)
            throws Exception {
        openUnits(robot);
        select(robot, "alpha");
        FxWait.until(10, () -> window.panes().split().getItems().size() == 2);
        WaitForAsyncUtils.waitForFxEvents();

        double split = FxThread.call(() -> window.panes().split().getWidth(), 10);
        assertThat(FxThread.call(() -> window.panes().split().getItems().stream()
                .map(n -> ((javafx.scene.layout.Region) n).getWidth()).toList(), 10))
                .as("Before and After share the row").allSatisfy(w -> assertThat(w).isGreaterThan(split * 0.4));
        javafx.scene.control.ToggleButton active = robot.lookup("#snapshot-show-active")
                .queryAs(javafx.scene.control.ToggleButton.class);
        assertThat(active.isDisabled()).as("nothing to show: Active greyed").isTrue();
        Label hint = robot.lookup("#status-room-hint").queryAs(Label.class);
        assertThat(hint.isVisible()).isTrue();
        assertThat(hint.getText()).isEqualTo("This format keeps no memory outside its turns (so no Now pane)");
    }

    @Test
    void aFolderInAnotherFormatShowsItsUnitsWithStatusesColouredBySeverityAndNoAgentPanel(FxRobot robot)
            throws Exception {
        openUnits(robot);

        assertThat(window.viewModel().formatNameProperty().get()).isEqualTo("jsonunits");
        java.util.List<String> statuses = robot.lookup(".cycle-status").queryAll().stream()
                .map(n -> ((javafx.scene.text.Text) n).getText() + " " + n.getPseudoClassStates()).toList();
        assertThat(statuses)
                .anyMatch(t -> t.contains("failed") && t.contains(StatusStyle.severityClass(
                        org.scratchpadinspector.model.Severity.FAILURE)))
                .anyMatch(t -> t.contains("warning") && t.contains(StatusStyle.severityClass(
                        org.scratchpadinspector.model.Severity.WARNING)))
                .anyMatch(t -> t.contains("changed") && t.contains(StatusStyle.severityClass(
                        org.scratchpadinspector.model.Severity.OK)));
        // coloured by severity: the failure in the theme's danger colour, the changed unit in its success colour
        assertThat(statusFill(robot, "failed")).isEqualTo(javafx.scene.paint.Color.web("#d0312d"));
        assertThat(statusFill(robot, "changed")).isEqualTo(javafx.scene.paint.Color.web("#1f8a3b"));
        assertThat(window.units().model().summaryTextProperty().get()).isEqualTo("4 turns · 2 failing");
        assertThat(menus(robot).getMenus()).filteredOn(Menu::isVisible).extracting(Menu::getText)
                .contains("_File", "_View", "_Memory", "Time T_ravel");
        Menu memory = menus(robot).getMenus().stream().filter(m -> "memory-menu".equals(m.getId())).findFirst()
                .orElseThrow();
        // Edit Unit is the one real item; the section editor's are greyed in place, with where to edit instead
        assertThat(memory.getItems()).filteredOn(MenuItem::isVisible)
                .filteredOn(i -> !(i instanceof javafx.scene.control.SeparatorMenuItem)).extracting(MenuItem::getId)
                .containsExactly("edit-unit", "memory-edit-section-unavailable", "memory-edit-file-unavailable",
                        "memory-undo-unavailable", "memory-journal-unavailable");
        assertThat(menus(robot).getMenus()).flatExtracting(Menu::getItems)
                .filteredOn(i -> "_Agent Panel".equals(i.getText())).allMatch(i -> !i.isVisible());
        // what the format lacks is greyed in place, with its reason: no agent panel, no time travel
        Menu timeTravel = menus(robot).getMenus().stream().filter(m -> "timetravel-menu".equals(m.getId()))
                .findFirst().orElseThrow();
        assertThat(timeTravel.getItems()).filteredOn(MenuItem::isVisible)
                .filteredOn(i -> !(i instanceof javafx.scene.control.SeparatorMenuItem))
                .allMatch(i -> i.getId().endsWith(org.scratchpadinspector.ui.common.UnavailableItem.ID_SUFFIX))
                .hasSize(5);
        assertThat(menuItem(robot, "agent-panel-shown" + org.scratchpadinspector.ui.common.UnavailableItem.ID_SUFFIX)
                .isVisible()).isTrue();
    }

    @Test
    void theFailingToggleAndTheSearchFieldFilterTheList(FxRobot robot) throws Exception {
        openUnits(robot);

        robot.clickOn(".cycle-failing-toggle");
        FxWait.until(10, () -> listed() == 2);
        assertThat(window.units().model().visibleRows()).extracting(r -> r.id().text())
                .containsExactlyInAnyOrder("bravo", "delta");
        robot.clickOn(".cycle-failing-toggle");
        robot.clickOn(".cycle-search-field").write("deploy").type(KeyCode.ENTER);
        FxWait.until(10, () -> listed() == 1);

        assertThat(window.units().model().visibleRows()).extracting(r -> r.id().text()).containsExactly("bravo");
        assertThat(robot.lookup(".cycle-search-message").queryAs(Label.class).getText())
                .isEqualTo("2 hits in 1 turn");
    }

    @Test
    void selectingAUnitShowsBothStatesWithTheDiffHighlightedAndItsTimelineWithTheFailedCallRed(FxRobot robot)
            throws Exception {
        openUnits(robot);

        select(robot, "alpha");

        CodeArea after = robot.lookup("#snapshot-area-after").queryAs(CodeArea.class);
        CodeArea before = robot.lookup("#snapshot-area-before").queryAs(CodeArea.class);
        int added = paragraphStartingWith(after, "notes: two");
        assertThat(after.getParagraph(added).getParagraphStyle()).contains("diff-added");
        assertThat(before.getText()).contains("notes: one");
        assertThat(window.panes().viewModel().changePositionProperty().get()).contains("1");
        robot.clickOn("Timeline (2)");
        FxWait.until(10, () -> robot.lookup("#details-tool-call-table .table-row-cell").queryAll().stream()
                .anyMatch(r -> r.getPseudoClassStates().contains(javafx.css.PseudoClass.getPseudoClass("call-failure"))));
        javafx.scene.Node failed = robot.lookup("#details-tool-call-table .table-row-cell").queryAll().stream()
                .filter(r -> r.getPseudoClassStates().contains(javafx.css.PseudoClass.getPseudoClass("call-failure")))
                .findFirst().orElseThrow();
        robot.clickOn(failed);
        FxWait.until(10, () -> robot.lookup(".details-call-detail").queryAs(TextArea.class).getText()
                .contains("detail of"));
        assertThat(robot.lookup(".details-call-detail").queryAs(TextArea.class).getText()).contains("shell exit 1");
    }

    @Test
    void aPaneLinesMenuBreaksOnItsFieldAndWithoutAnAgentShowsTheWatchpointInItsOwnWindow(FxRobot robot)
            throws Exception {
        openUnits(robot);
        select(robot, "alpha");
        CodeArea after = robot.lookup("#snapshot-area-after").queryAs(CodeArea.class);
        int line = paragraphStartingWith(after, "notes: two");
        robot.interact(() -> after.showParagraphAtTop(line));
        WaitForAsyncUtils.waitForFxEvents();
        int offset = after.getAbsolutePosition(line, 2);
        javafx.geometry.Bounds box = org.scratchpadinspector.testsupport.FxThread.call(
                () -> after.getCharacterBoundsOnScreen(offset, offset + 1).orElseThrow(), 10);
        // a context-menu event is made with scene coordinates; the area receives them as its own
        javafx.geometry.Point2D inScene = after.localToScene(after.screenToLocal(box.getCenterX(), box.getCenterY()));
        robot.interact(() -> javafx.event.Event.fireEvent(after, new javafx.scene.input.ContextMenuEvent(
                javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, inScene.getX(), inScene.getY(),
                box.getCenterX(), box.getCenterY(), false, null)));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.ContextMenu menu = Window.getWindows().stream()
                .filter(w -> w instanceof javafx.scene.control.ContextMenu c && "field-menu".equals(c.getId()))
                .map(w -> (javafx.scene.control.ContextMenu) w).findFirst().orElseThrow();
        // the test format keeps no history: no blame, but a watchpoint judges its units all the same (0147)
        assertThat(menu.getItems()).extracting(MenuItem::getText).contains("Break when notes changes")
                .doesNotContain("Blame notes");
        MenuItem breakOn = menu.getItems().stream().filter(i -> "Break when notes changes".equals(i.getText()))
                .findFirst().orElseThrow();

        robot.interact(breakOn::fire);

        FxWait.until(10, () -> !window.watchpoints().rows().isEmpty());
        assertThat(window.watchpoints().rows().get(0).text()).contains("changed=notes");
        FxWait.until(10, () -> Window.getWindows().stream().anyMatch(w -> w instanceof Stage stage
                && stage.getScene() != null && stage.getScene().lookup("#watchpoints-window") != null));
        assertThat(window.view().mainSplit().getItems()).as("no agent to attach to").doesNotContain(window.agentPanel());
    }

    @Test
    void anUnreadableUnitShowsItsProblemOnOneLineAndOffersNoEdit(FxRobot robot) throws Exception {
        openUnits(robot);

        select(robot, "delta");

        String said = window.panes().viewModel().changePositionProperty().get();
        assertThat(said).contains("cannot be read").contains("delta.unit.json: line ").doesNotContain("\n");
        robot.interact(() -> menuItem(robot, "edit-unit").fire());
        FxWait.until(10, () -> text(robot, "#status-notice").contains("allows no edit"));
        assertThat(text(robot, "#status-notice")).isEqualTo("delta allows no edit in jsonunits");
    }

    @Test
    void anEditIsPreviewedThenAppliedAndAConflictIsRefusedWithAMessage(FxRobot robot) throws Exception {
        Path dir = openUnits(robot);
        select(robot, "alpha");

        robot.interact(() -> menuItem(robot, "edit-unit").fire());
        FxWait.until(10, () -> robot.lookup("#source-edit-preview").tryQuery().isPresent());
        robot.clickOn("#source-edit-value-line").write("notes: three");
        robot.clickOn("#source-edit-preview");
        FxWait.until(10, () -> robot.lookup("#source-edit-diff").queryAs(AlignedPairView.class).area(false)
                .getText().contains("notes: three"));
        robot.clickOn("#source-edit-apply");
        FxWait.until(10, () -> text(robot, "#source-edit-message").startsWith("appended"));
        assertThat(Files.readString(dir.resolve("alpha.unit.json"))).contains("notes: three");
        FxWait.until(10, () -> window.panes().viewModel().pane(org.scratchpadinspector.ui.panes.PaneSide.AFTER)
                .lines().contains("notes: three"));

        robot.clickOn("#source-edit-value-line").write(" again");
        robot.clickOn("#source-edit-preview");
        FxWait.until(10, () -> !robot.lookup("#source-edit-apply").queryButton().isDisabled());
        JsonUnitsProvider.write(dir, "alpha", "changed", "a\n", "theirs\n");
        String theirs = Files.readString(dir.resolve("alpha.unit.json"));
        robot.clickOn("#source-edit-apply");
        FxWait.until(10, () -> text(robot, "#source-edit-message").startsWith("Conflict"));

        assertThat(text(robot, "#source-edit-message")).contains("changed since the preview").doesNotContain("\n");
        assertThat(Files.readString(dir.resolve("alpha.unit.json"))).isEqualTo(theirs);
        assertThat(robot.lookup("#source-edit-value-line").queryAs(javafx.scene.control.TextInputControl.class)
                .getText()).isEqualTo("notes: three again");
    }

    @Test
    void aUnitFileWrittenWhileOpenAppearsInTheList(FxRobot robot) throws Exception {
        Path dir = openUnits(robot);

        JsonUnitsProvider.write(dir, "echo", "failed", "", "", "!boom");

        FxWait.until(20, () -> listed() == 5);
        assertThat(window.units().model().rows()).extracting(r -> r.id().text()).contains("echo");
    }

    @Test
    void aFolderInNoFormatShowsTheOneLineMessageAndSeed000OpensInTheSameWindowWithItsMenus(FxRobot robot)
            throws Exception {
        Path folder = Files.createDirectory(tmp.resolve("exports"));
        Files.writeString(folder.resolve("a.json"), "{}");
        robot.interact(() -> window.viewModel().open(folder));
        FxWait.until(20, () -> robot.lookup("#banner").query().isVisible());

        assertThat(text(robot, "#banner-text")).contains("1 .json file, no known memory format", "test units");

        Path demo = SampleCopy.copy(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));
        openUnits(robot);
        robot.interact(() -> window.viewModel().open(demo));
        FxWait.until(20, () -> CycleSources.scratchpadOf(window.viewModel().context()) != null
                && window.units().model().rows().size() == 12);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text(robot, "#status-cycles")).isEqualTo("12 cycles");
        assertThat(menus(robot).getMenus()).filteredOn(Menu::isVisible).extracting(Menu::getText)
                .containsExactly("_File", "_View", "_Memory", "Time T_ravel", "_Tools");
    }

    private static javafx.scene.paint.Paint statusFill(FxRobot robot, String word) {
        return robot.lookup(".cycle-status").queryAll().stream().map(n -> (javafx.scene.text.Text) n)
                .filter(t -> t.getText().endsWith(" " + word)).findFirst().orElseThrow().getFill();
    }

    private static MenuItem menuItem(FxRobot robot, String id) {
        return menus(robot).getMenus().stream().flatMap(m -> m.getItems().stream()).filter(i -> id.equals(i.getId()))
                .findFirst().orElseThrow();
    }

    private static int paragraphStartingWith(CodeArea area, String prefix) {
        for (int i = 0; i < area.getParagraphs().size(); i++) {
            if (area.getParagraph(i).getText().startsWith(prefix)) {
                return i;
            }
        }
        throw new AssertionError("no line starting with " + prefix + " in\n" + area.getText());
    }

}

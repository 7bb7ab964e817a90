package org.scratchpadinspector.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.control.CustomMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.LiveControl;
import org.scratchpadinspector.model.TimeTravel;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.UnavailableItem;
import org.scratchpadinspector.ui.edit.MemoryFeature;
import org.scratchpadinspector.ui.main.Settings;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window on a Forge notes session (read-only, no time travel, no agent to attach to) and on a recursive-context
 * run (edited a turn at a time, no section editor): the menus are there, the actions the source lacks greyed with
 * the source's reason in their tooltip.
 */
@ExtendWith(ApplicationExtension.class)
class UnavailableActionsWindowTest {
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
    void stop(FxRobot robot) throws Exception {
        robot.interact(() -> Window.getWindows().stream().filter(w -> w != window.scene().getWindow()).toList()
                .forEach(Window::hide));
        WaitForAsyncUtils.asyncFx(() -> window.close()).get(10, java.util.concurrent.TimeUnit.SECONDS);
        runner.close();
    }

    private void openNotes(FxRobot robot) throws Exception {
        Path notes = SampleCopy.copy(Path.of("scratchpad-samples/forge-notes"), tmp.resolve("forge-notes"));
        robot.interact(() -> window.viewModel().open(notes));
        FxWait.until(60, () -> window.viewModel().context().source() != null
                && !window.units().model().rows().isEmpty()
                && window.units().model().pendingCountProperty().get() == 0);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void openRuns(FxRobot robot) throws Exception {
        Path runs = SampleCopy.copy(Path.of("scratchpad-samples/recursive-context/runs"), tmp.resolve("runs"));
        robot.interact(() -> window.viewModel().open(runs));
        FxWait.until(60, () -> window.viewModel().context().source() != null
                && !window.units().model().rows().isEmpty()
                && window.units().model().pendingCountProperty().get() == 0);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Menu menu(FxRobot robot, String id) {
        return robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().stream()
                .filter(m -> id.equals(m.getId())).findFirst().orElseThrow();
    }

    private static MenuItem item(Menu menu, String id) {
        return menu.getItems().stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    private static Label words(MenuItem standIn) {
        return (Label) ((CustomMenuItem) standIn).getContent();
    }

    private String lacks(Class<?> facet) {
        return window.viewModel().context().source().lacks(facet);
    }

    @Test
    void editCallIsGreyedWithTheReasonInItsTooltipWhenTheMemoryMenuOpens(FxRobot robot) throws Exception {
        openNotes(robot);
        Menu memory = menu(robot, "memory-menu");
        assertThat(memory.isVisible()).isTrue();
        assertThat(item(memory, "edit-unit").isVisible()).isFalse();
        MenuItem standIn = item(memory, "edit-unit" + UnavailableItem.ID_SUFFIX);
        assertThat(standIn.isVisible()).isTrue();

        robot.interact(memory::show);
        WaitForAsyncUtils.waitForFxEvents();
        Label shown = words(standIn);
        assertThat(shown.getScene()).as("in the open menu").isNotNull();
        assertThat(shown.isVisible()).isTrue();
        assertThat(shown.getText()).isEqualTo("Edit Call…");
        assertThat(shown.getStyleClass()).contains(UnavailableItem.STYLE_CLASS);
        assertThat(shown.getTooltip().getText()).isEqualTo(lacks(Editing.class))
                .contains("is read-only: its notes live in the agent's memory");

        robot.moveTo(shown);
        FxWait.until(10, () -> shown.getTooltip().isShowing());
        robot.interact(memory::hide);
    }

    @Test
    void theSectionEditorsItemsAreGreyedOnATurnRunWithTheEditTheRunOffersInstead(FxRobot robot) throws Exception {
        openRuns(robot);
        Menu memory = menu(robot, "memory-menu");
        assertThat(item(memory, "edit-unit").isVisible()).as("a turn is edited with Edit Turn").isTrue();
        String shortcut = javafx.scene.input.KeyCombination.keyCombination("Shortcut+U").getDisplayText();
        for (String id : new String[] {MemoryFeature.EDIT_SECTION, MemoryFeature.EDIT_FILE}) {
            assertThat(item(memory, id).isVisible()).as(id).isFalse();
            MenuItem standIn = item(memory, id + UnavailableItem.ID_SUFFIX);
            assertThat(standIn.isVisible()).as(id).isTrue();
            assertThat(words(standIn).getTooltip().getText()).as(id).isEqualTo(
                    "This source's memory has no sections to edit here: use Edit Turn… (" + shortcut + ").");
        }
        assertThat(words(item(memory, MemoryFeature.EDIT_SECTION + UnavailableItem.ID_SUFFIX)).getText())
                .isEqualTo("Edit Section…");
        assertThat(words(item(memory, MemoryFeature.UNDO + UnavailableItem.ID_SUFFIX)).getTooltip().getText())
                .isEqualTo("Undo of an edit to this source runs on the command line for now: undo DIR.");
        assertThat(words(item(memory, MemoryFeature.JOURNAL + UnavailableItem.ID_SUFFIX)).getTooltip().getText())
                .isEqualTo("This source's edit journal shows on the command line for now: journal DIR.");
        String format = window.viewModel().context().source().format();
        assertThat(memory.getItems()).filteredOn(MenuItem::isVisible)
                .allSatisfy(i -> assertThat(i instanceof CustomMenuItem c && c.getContent() instanceof Label l
                        ? l.getTooltip().getText() : "").doesNotContain(format));

        robot.interact(memory::show);
        WaitForAsyncUtils.waitForFxEvents();
        Label shown = words(item(memory, MemoryFeature.EDIT_SECTION + UnavailableItem.ID_SUFFIX));
        assertThat(shown.getScene()).as("in the open menu").isNotNull();
        assertThat(shown.getStyleClass()).contains(UnavailableItem.STYLE_CLASS);
        robot.interact(memory::hide);
        // the real item's shortcut (Ctrl+E) while it is unavailable: the reason in the status bar, no editor
        robot.interact(item(memory, MemoryFeature.EDIT_SECTION)::fire);
        assertThat(robot.lookup("#status-notice").queryAs(Label.class).getText())
                .startsWith("This source's memory has no sections to edit here");
        assertThat(Window.getWindows()).filteredOn(w -> w instanceof Stage && w != window.scene().getWindow())
                .as("no editor opened").isEmpty();
    }

    @Test
    void onAReadOnlySourceTheSectionEditorsItemsSayWhyItIsReadOnly(FxRobot robot) throws Exception {
        openNotes(robot);
        Menu memory = menu(robot, "memory-menu");
        for (String id : new String[] {MemoryFeature.EDIT_SECTION, MemoryFeature.EDIT_FILE, MemoryFeature.UNDO,
                MemoryFeature.JOURNAL}) {
            assertThat(item(memory, id).isVisible()).as(id).isFalse();
            assertThat(words(item(memory, id + UnavailableItem.ID_SUFFIX)).getTooltip().getText()).as(id)
                    .isEqualTo(lacks(Editing.class));
        }
    }

    @Test
    void theTimeTravelMenuShowsRestoreAndForkGreyedWithTheSourcesReason(FxRobot robot) throws Exception {
        openNotes(robot);
        Menu timeTravel = menu(robot, "timetravel-menu");
        assertThat(timeTravel.isVisible()).isTrue();

        for (String id : new String[] {"timetravel-restore-before", "timetravel-restore-after", "timetravel-fork"}) {
            assertThat(item(timeTravel, id).isVisible()).as(id).isFalse();
            MenuItem standIn = item(timeTravel, id + UnavailableItem.ID_SUFFIX);
            assertThat(standIn.isVisible()).as(id).isTrue();
            assertThat(words(standIn).getTooltip().getText()).isEqualTo(lacks(TimeTravel.class));
        }
        // named in the source's words, the selected unit included, as on a cycle scratchpad
        var selected = window.viewModel().context().selectedUnitProperty().get();
        assertThat(words(item(timeTravel, "timetravel-restore-before" + UnavailableItem.ID_SUFFIX)).getText())
                .isEqualTo("Restore " + (selected == null ? "the selected call" : "call " + selected.text())
                        + "'s before as the memory…");
        assertThat(words(item(timeTravel, "timetravel-rerun" + UnavailableItem.ID_SUFFIX)).getTooltip().getText())
                .isEqualTo(lacks(LiveControl.class));
    }

    @Test
    void choosingAGreyedItemSaysWhyInTheStatusBar(FxRobot robot) throws Exception {
        openNotes(robot);
        Menu tools = robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().stream()
                .filter(m -> "_Tools".equals(m.getText())).findFirst().orElseThrow();
        // Files-mode watchpoints judge the units of any source (0147, 0148): not greyed on the notes
        assertThat(item(tools, "tools-watchpoints").isVisible()).isTrue();
        assertThat(item(tools, "tools-watchpoints" + UnavailableItem.ID_SUFFIX).isVisible()).isFalse();
        assertThat(item(tools, "tools-blame").isVisible()).as("the notes have a history").isTrue();
        Menu memory = menu(robot, "memory-menu");
        MenuItem editUnit = item(memory, "edit-unit" + UnavailableItem.ID_SUFFIX);
        assertThat(editUnit.isVisible()).isTrue();

        robot.interact(editUnit::fire);

        assertThat(robot.lookup("#status-notice").queryAs(Label.class).getText())
                .isEqualTo(lacks(Editing.class));
    }

    @Test
    void theAgentPanelStaysAwayAndItsItemIsGreyedWithTheReason(FxRobot robot) throws Exception {
        openNotes(robot);
        Menu view = robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().get(1);
        assertThat(item(view, "agent-panel-shown").isVisible()).isFalse();
        MenuItem standIn = item(view, "agent-panel-shown" + UnavailableItem.ID_SUFFIX);
        assertThat(standIn.isVisible()).isTrue();
        assertThat(words(standIn).getText()).isEqualTo("Agent Panel");

        robot.interact(() -> window.view().showAgentPanel(true));

        assertThat(window.view().mainSplit().getItems()).doesNotContain(window.agentPanel());
        assertThat(robot.lookup("#status-notice").queryAs(Label.class).getText()).isEqualTo(lacks(LiveControl.class));
    }
}

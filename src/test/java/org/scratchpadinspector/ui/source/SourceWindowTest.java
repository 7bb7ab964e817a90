package org.scratchpadinspector.ui.source;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Unit;
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

/** The real window, headless, on a folder of the test-only format: what an operator sees and does there. */
@ExtendWith(ApplicationExtension.class)
class SourceWindowTest {
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
        window.close();
        runner.close();
    }

    private Path openUnits(FxRobot robot) throws Exception {
        Path dir = JsonUnitsFolder.write(tmp.resolve("units"));
        robot.interact(() -> window.viewModel().open(dir));
        FxWait.until(20, () -> shownUnits(robot) == 4);
        WaitForAsyncUtils.waitForFxEvents();
        return dir;
    }

    /** How many units the list shows, 0 while the source's view is not in the window yet. */
    private int shownUnits(FxRobot robot) {
        return robot.lookup("#source-units").tryQuery().map(n -> ((ListView<?>) n).getItems().size()).orElse(0);
    }

    @SuppressWarnings("unchecked")
    private ListView<Unit> units(FxRobot robot) {
        return robot.lookup("#source-units").queryAs(ListView.class);
    }

    private void select(FxRobot robot, String id) throws Exception {
        robot.interact(() -> {
            ListView<Unit> list = units(robot);
            list.getItems().stream().filter(u -> u.id().text().equals(id)).findFirst()
                    .ifPresent(u -> list.getSelectionModel().select(u));
        });
        FxWait.until(20, () -> window.source().model().detail().detailProperty().get() != null
                && window.source().model().detail().detailProperty().get().unit().id().text().equals(id)
                && !window.source().model().detail().rightLines().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void aFolderInAnotherFormatShowsItsUnitsWithStatusesColouredBySeverityAndNoAgentPanel(FxRobot robot) throws Exception {
        openUnits(robot);

        assertThat(robot.lookup("#source-header").queryAs(Label.class).getText()).startsWith("jsonunits · ");
        assertThat(robot.lookup(".unit-status").queryAllAs(Label.class))
                .anyMatch(l -> l.getText().endsWith("failed") && l.getStyleClass().contains(SeverityStyle.FAILURE))
                .anyMatch(l -> l.getText().endsWith("warning") && l.getStyleClass().contains(SeverityStyle.WARNING))
                .anyMatch(l -> l.getText().endsWith("changed") && l.getStyleClass().contains(SeverityStyle.OK));
        assertThat(text(robot, "#status-cycles")).isEqualTo("4 units, 2 failing");
        MenuBar menus = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        assertThat(menus.getMenus()).filteredOn(Menu::isVisible).extracting(Menu::getText)
                .containsExactly("_File", "_View", "_Memory");
        assertThat(menus.getMenus()).filteredOn(m -> "memory-menu".equals(m.getId())).allMatch(m -> !m.isVisible());
        assertThat(menus.getMenus().get(1).getItems()).filteredOn(i -> i.getText().equals("_Agent Panel"))
                .allMatch(i -> !i.isVisible());
    }

    @Test
    void theFailingToggleAndTheSearchFieldFilterTheList(FxRobot robot) throws Exception {
        openUnits(robot);

        robot.clickOn("#source-failing");
        FxWait.until(10, () -> shownUnits(robot) == 2);
        assertThat(units(robot).getItems()).extracting(u -> u.id().text()).containsExactly("bravo", "delta");
        robot.clickOn("#source-failing");
        robot.clickOn("#source-search").write("deploy").type(KeyCode.ENTER);
        FxWait.until(10, () -> shownUnits(robot) == 1);

        assertThat(units(robot).getItems()).extracting(u -> u.id().text()).containsExactly("bravo");
        assertThat(text(robot, "#source-search-status")).isEqualTo("1 unit matches “deploy”");
    }

    @Test
    void selectingAUnitShowsBothStatesWithTheDiffHighlightedAndItsTimelineWithTheFailedCallRed(FxRobot robot)
            throws Exception {
        openUnits(robot);

        select(robot, "alpha");

        assertThat(robot.lookup("#source-right-pane .state-line-added").queryAllAs(ListCell.class))
                .extracting(c -> c.getText()).anyMatch(t -> t.contains("notes: two"));
        assertThat(robot.lookup("#source-left-pane .list-cell").queryAllAs(ListCell.class))
                .extracting(c -> c.getText()).anyMatch(t -> t != null && t.contains("notes: one"));
        assertThat(text(robot, "#source-diff-summary")).isEqualTo("−0 +1 lines, before → after");
        ListCell<?> failed = robot.lookup("#source-timeline ." + TimelineView.FAILED_EVENT).queryAs(ListCell.class);
        assertThat(failed.getText()).contains("shell exit 1");
        robot.clickOn(failed);
        FxWait.until(10, () -> robot.lookup("#source-event-detail").queryAs(TextArea.class).getText().contains("detail of"));
        assertThat(robot.lookup("#source-problem").queryAs(Label.class).isVisible()).isFalse();
    }

    @Test
    void anUnreadableUnitShowsItsProblemInAOneLineBanner(FxRobot robot) throws Exception {
        openUnits(robot);

        robot.interact(() -> units(robot).getSelectionModel().select(3));
        FxWait.until(20, () -> robot.lookup("#source-problem").queryAs(Label.class).isVisible());

        assertThat(text(robot, "#source-problem")).startsWith("⚠ delta.unit.json: line ").doesNotContain("\n");
        assertThat(robot.lookup("#source-edit").queryAs(Button.class).isDisabled()).isTrue();
    }

    @Test
    void anEditIsPreviewedThenAppliedAndAConflictIsRefusedWithAMessage(FxRobot robot) throws Exception {
        Path dir = openUnits(robot);
        select(robot, "alpha");
        FxWait.until(10, () -> !robot.lookup("#source-edit").queryAs(Button.class).isDisabled());

        robot.clickOn("#source-edit");
        FxWait.until(10, () -> robot.lookup("#source-edit-preview").tryQuery().isPresent());
        robot.clickOn("#source-edit-value-line").write("notes: three");
        robot.clickOn("#source-edit-preview");
        FxWait.until(10, () -> !robot.lookup("#source-edit-new .state-line-added").queryAll().isEmpty());
        robot.clickOn("#source-edit-apply");
        FxWait.until(10, () -> text(robot, "#source-edit-message").startsWith("appended"));
        assertThat(Files.readString(dir.resolve("alpha.unit.json"))).contains("notes: three");
        FxWait.until(10, () -> window.source().model().detail().rightLines().stream()
                .anyMatch(l -> l.text().equals("notes: three")));

        robot.clickOn("#source-edit-value-line").write(" again");
        robot.clickOn("#source-edit-preview");
        FxWait.until(10, () -> !robot.lookup("#source-edit-apply").queryAs(Button.class).isDisabled());
        JsonUnitsProvider.write(dir, "alpha", "changed", "a\n", "theirs\n");
        String theirs = Files.readString(dir.resolve("alpha.unit.json"));
        robot.clickOn("#source-edit-apply");
        FxWait.until(10, () -> text(robot, "#source-edit-message").startsWith("Conflict"));

        assertThat(text(robot, "#source-edit-message")).contains("changed since the preview").doesNotContain("\n");
        assertThat(Files.readString(dir.resolve("alpha.unit.json"))).isEqualTo(theirs);
        assertThat(robot.lookup("#source-edit-value-line").queryAs(TextArea.class).getText()).isEqualTo("notes: three again");
    }

    @Test
    void aUnitFileWrittenWhileOpenAppearsInTheList(FxRobot robot) throws Exception {
        Path dir = openUnits(robot);

        JsonUnitsProvider.write(dir, "echo", "failed", "", "", "!boom");

        FxWait.until(20, () -> shownUnits(robot) == 5);
        assertThat(units(robot).getItems()).extracting(u -> u.id().text()).contains("echo");
    }

    @Test
    void aFolderInNoFormatShowsTheOneLineMessageAndSeed000KeepsItsScreens(FxRobot robot) throws Exception {
        Path folder = Files.createDirectory(tmp.resolve("exports"));
        Files.writeString(folder.resolve("a.json"), "{}");
        robot.interact(() -> window.viewModel().open(folder));
        FxWait.until(20, () -> robot.lookup("#banner").query().isVisible());

        assertThat(text(robot, "#banner-text")).contains("1 .json file, no known memory format", "test units");

        Path demo = SampleCopy.copy(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));
        openUnits(robot);
        robot.interact(() -> window.viewModel().open(demo));
        FxWait.until(20, () -> window.viewModel().context().scratchpad() != null);
        WaitForAsyncUtils.waitForFxEvents();
        Node center = window.view().getCenter();
        assertThat(center).isNotInstanceOf(SourceView.class);
        assertThat(text(robot, "#status-cycles")).isEqualTo("12 cycles");
        assertThat(robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus()).filteredOn(Menu::isVisible)
                .extracting(Menu::getText).containsExactly("_File", "_View", "_Memory", "Time T_ravel", "_Tools");
    }
}

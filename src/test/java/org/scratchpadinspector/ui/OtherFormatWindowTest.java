package org.scratchpadinspector.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The one window opening seed 000 and then a real other format: the same list and panes, the menus its facets allow. */
@ExtendWith(ApplicationExtension.class)
class OtherFormatWindowTest {
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
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.close()).get(10, java.util.concurrent.TimeUnit.SECONDS);
        runner.close();
    }

    @Test
    void aCycleScratchpadThenARecursiveContextRunShowTheirUnitsInTheSameListAndPanes(FxRobot robot) throws Exception {
        Path demo = SampleCopy.live(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));
        robot.interact(() -> window.viewModel().open(demo));
        FxWait.until(60, () -> CycleSources.scratchpadOf(window.viewModel().context()) != null
                && window.units().model().rows().size() == 12);
        javafx.scene.Node list = robot.lookup(".cycle-table").query();
        javafx.scene.Node panes = window.panes();

        Path runs = SampleCopy.copy(Path.of("scratchpad-samples/recursive-context/runs"), tmp.resolve("runs"));
        robot.interact(() -> window.viewModel().open(runs));
        FxWait.until(60, () -> CycleSources.scratchpadOf(window.viewModel().context()) == null
                && !window.units().model().rows().isEmpty()
                && window.units().model().pendingCountProperty().get() == 0
                && window.panes().viewModel().panes().unit() != null && window.panes().isSettled());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat((Object) robot.lookup(".cycle-table").query()).as("the same list").isSameAs(list);
        assertThat((Object) window.panes()).as("the same panes").isSameAs(panes);
        assertThat(window.units().model().kindProperty().get()).isEqualTo("turn");
        assertThat(window.panes().viewModel().pane(org.scratchpadinspector.ui.panes.PaneSide.AFTER).hasLines()).isTrue();
        MenuBar menus = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        Menu memory = menus.getMenus().stream().filter(m -> "memory-menu".equals(m.getId())).findFirst().orElseThrow();
        assertThat(memory.isVisible()).isTrue();
        assertThat(memory.getItems()).filteredOn(MenuItem::isVisible).extracting(MenuItem::getText)
                .contains("Edit Turn…");
        assertThat(menus.getMenus().get(menus.getMenus().size() - 1).getText()).isEqualTo("_Tools");
        assertThat(menus.getMenus().get(menus.getMenus().size() - 1).getItems()).filteredOn(MenuItem::isVisible)
                .extracting(MenuItem::getText).contains("_Blame and Churn…");
    }
}

package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Switching cycles: the panes show one cycle at a time, never one cycle's Before beside another's After. */
@ExtendWith(ApplicationExtension.class)
class UnitSwitchViewTest {
    private static final UnitId FIRST = UnitId.of("20260401_100637");
    private static final UnitId SECOND = UnitId.of("20260401_103637");

    private FxTaskRunner runner;
    private InspectorContext context;
    private PanesView view;
    private Scene scene;

    @Start
    void start(Stage stage) {
        runner = new FxTaskRunner(2);
        context = new InspectorContext(runner);
        view = new PanesView(new PanesViewModel(context));
        scene = new Scene(view, 1260, 700);
        scene.getStylesheets().add(
                InspectorContext.class.getResource("/org/scratchpadinspector/ui/inspector.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    @Test
    void noPulseShowsTwoCyclesSideBySideWhileThePanesFillIn(FxRobot robot) throws Exception {
        Scratchpad pad = Scratchpad.open(Path.of("scratchpad-samples/demo"));
        robot.interact(() -> {
            context.open(CycleSources.sourceOf(pad));
            context.selectedUnitProperty().set(FIRST);
        });
        FxWait.until(20, () -> showsWhole(FIRST));
        PaneStack first = view.viewModel().panes();

        List<List<PaneModel>> seen = new ArrayList<>();
        Runnable record = () -> seen.add(shownPanes());
        robot.interact(() -> {
            scene.addPostLayoutPulseListener(record);
            context.selectedUnitProperty().set(SECOND);
        });
        FxWait.until(20, () -> showsWhole(SECOND));
        robot.interact(() -> scene.removePostLayoutPulseListener(record));
        PaneStack second = view.viewModel().panes();

        assertThat(shownPanes()).containsExactly(second.before(), second.after(), second.active());
        assertThat(seen).isNotEmpty();
        for (List<PaneModel> pulse : seen) {
            boolean showsFirst = pulse.stream().anyMatch(p -> p == first.pane(p.side()));
            boolean showsSecond = pulse.stream().anyMatch(p -> p == second.pane(p.side()));
            assertThat(showsFirst && showsSecond).as("a pulse showing both cycles: %s", pulse).isFalse();
        }
    }

    /** Every pane shows all of {@code cycle}'s published panes. */
    private boolean showsWhole(UnitId cycle) {
        PaneStack published = view.viewModel().panes();
        return cycle.equals(published.unit()) && view.isSettled()
                && shownPanes().equals(List.of(published.before(), published.after(), published.active()));
    }

    /** What the panes whose text can be seen show (a pane held back while the others fill in is left out). */
    private List<PaneModel> shownPanes() {
        List<PaneModel> shown = new ArrayList<>();
        for (PaneSide side : PaneSide.values()) {
            StatePane pane = view.pane(side);
            if (!pane.isHeld() && pane.rendering() != null) {
                shown.add(pane.rendering().pane());
            }
        }
        return shown;
    }
}

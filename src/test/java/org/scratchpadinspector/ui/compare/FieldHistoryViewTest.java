package org.scratchpadinspector.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.scratchpadinspector.model.UnitId;
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
class FieldHistoryViewTest {
    private FxTaskRunner runner;
    private InspectorContext context;
    private FieldHistoryViewModel vm;

    @Start
    void start(Stage stage) throws IOException {
        runner = new FxTaskRunner(2);
        context = new InspectorContext(runner);
        context.open(Sources.open(Path.of("scratchpad-samples/demo")));
        vm = new FieldHistoryViewModel(context);
        Scene scene = new Scene(new FieldHistoryView(vm), 820, 900);
        Screenshots.style(scene, false);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    private void showCurrentTask(FxRobot robot) throws TimeoutException {
        FxWait.until(10, () -> !vm.fields().isEmpty());
        robot.clickOn("#history-field").write("current_task").type(KeyCode.ENTER);
        FxWait.until(10, () -> vm.rows().size() == 12 && !vm.busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void doubleClickOnARowSelectsItsCycle(FxRobot robot) throws TimeoutException {
        showCurrentTask(robot);

        robot.doubleClickOn(row(robot, "20260401_105137"));

        assertThat(context.selectedUnitProperty().get()).isEqualTo(UnitId.of("20260401_105137"));
    }

    @Test
    void changedRowsAreMarkedAndOnlyChangesHidesTheOthers(FxRobot robot) throws TimeoutException {
        showCurrentTask(robot);
        assertThat(robot.lookup(".history-changed").queryAll()).isNotEmpty();

        robot.clickOn("#history-only-changes");

        assertThat(vm.rows()).isNotEmpty().hasSizeLessThan(12).allMatch(FieldTrail.Row::changed);
    }

    @Test
    void enterOnTheSelectedRowSelectsItsCycle(FxRobot robot) throws TimeoutException {
        showCurrentTask(robot);

        robot.clickOn(row(robot, "20260401_100637")).type(KeyCode.ENTER);

        assertThat(context.selectedUnitProperty().get()).isEqualTo(UnitId.of("20260401_100637"));
    }

    @SuppressWarnings("unchecked")
    private static Node row(FxRobot robot, String id) throws TimeoutException {
        TableView<FieldTrail.Row> table = robot.lookup("#history-table").queryAs(TableView.class);
        robot.interact(() -> table.getItems().stream().filter(r -> r.unit().toString().equals(id)).findFirst()
                .ifPresent(table::scrollTo));
        FxWait.until(10, () -> robot.lookup(".table-row-cell")
                .match((TableRow<FieldTrail.Row> r) -> r.getItem() != null && r.getItem().unit().toString().equals(id))
                .tryQuery().isPresent());
        return robot.lookup(".table-row-cell").match((TableRow<FieldTrail.Row> r) ->
                r.getItem() != null && r.getItem().unit().toString().equals(id)).query();
    }
}

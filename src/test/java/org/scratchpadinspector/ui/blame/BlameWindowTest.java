package org.scratchpadinspector.ui.blame;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.InspectorApp;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The churn strip and the blame table in a real window. */
@ExtendWith(ApplicationExtension.class)
class BlameWindowTest {
    @TempDir
    Path tmp;

    FxTaskRunner runner;

    @Start
    void start(Stage stage) throws Exception {
        runner = new FxTaskRunner(2);
        InspectorContext context = new InspectorContext(runner);
        context.open(CycleSources.sourceOf(Scratchpad.open(SampleCopy.copy(Path.of("scratchpad-samples/healthy"), tmp.resolve("agent")))));
        BlameViewModel vm = new BlameViewModel(context);
        vm.refresh();
        Scene scene = new Scene(new BlameView(vm), 1100, 640);
        scene.getStylesheets().add(InspectorApp.class.getResource(InspectorApp.STYLESHEET).toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    @Test
    void clickingASectionOnTheChurnStripBlamesItInTheTable(FxRobot robot) throws Exception {
        ListView<?> strip = robot.lookup("#churn-strip").queryAs(ListView.class);
        FxWait.until(20, () -> !strip.getItems().isEmpty());
        int row = 0;
        for (int i = 0; i < strip.getItems().size(); i++) {
            if (((ChurnBar) strip.getItems().get(i)).section().equals("current_task")) {
                row = i;
            }
        }
        int pick = row;
        robot.interact(() -> strip.getSelectionModel().select(pick));

        TableView<?> table = robot.lookup("#blame-table").queryAs(TableView.class);
        FxWait.until(20, () -> !table.getItems().isEmpty());
        assertThat(robot.lookup("#blame-summary").queryAs(Label.class).getText()).startsWith("current_task: ");
        assertThat(((BlameRow) table.getItems().get(0)).by()).isEqualTo("agent");
    }

    @Test
    void typingAFieldAndPressingEnterBlamesIt(FxRobot robot) throws Exception {
        robot.clickOn("#blame-path").write("current_task");
        robot.type(javafx.scene.input.KeyCode.ENTER);

        TableView<?> table = robot.lookup("#blame-table").queryAs(TableView.class);
        FxWait.until(20, () -> !table.getItems().isEmpty());
        assertThat(table.getItems()).hasSizeGreaterThan(1);
    }
}

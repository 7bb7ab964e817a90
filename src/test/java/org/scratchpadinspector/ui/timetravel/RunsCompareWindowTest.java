package org.scratchpadinspector.ui.timetravel;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.engine.timetravel.ToolAlignment;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.testsupport.Python;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.details.Screenshots;
import org.scratchpadinspector.ui.main.Settings;
import org.scratchpadinspector.ui.runs.RunsCompareView;
import org.scratchpadinspector.ui.runs.RunsCompareViewModel;
import org.scratchpadinspector.ui.runs.ToolRowText;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The compare view headless: the demo's crashed cycle beside its re-run, and a refused run of no known format. */
@ExtendWith(ApplicationExtension.class)
class RunsCompareWindowTest {
    @TempDir
    Path tmp;
    private FxTaskRunner runner;
    private RunsCompareViewModel vm;

    @Start
    void start(Stage stage) {
        runner = new FxTaskRunner(2);
        vm = new RunsCompareViewModel(runner);
        Scene scene = new Scene(new RunsCompareView(vm), 1100, 700);
        Screenshots.style(scene, false);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    @Test
    @Timeout(180)
    void theRerunOfTheDemosCrashedCycleShowsTheCrashBesideTheCompletedCycleWithBothTimelinesAligned(FxRobot robot)
            throws Exception {
        Python.requirePyYaml();
        CrashedCycleRerun rerun = new CrashedCycleRerun(tmp);
        RerunViewModel rerunVm = new RerunViewModel(new InlineTaskRunner(), new Settings(tmp.resolve("s.properties")));
        rerunVm.prepare(org.scratchpadinspector.formats.Formats.registry().open(rerun.demo, org.scratchpadinspector.format.SourceOptions.NOW, org.scratchpadinspector.model.Cancellation.NONE),
                org.scratchpadinspector.model.UnitId.of(CrashedCycleRerun.CRASHED));
        rerunVm.fork().destinationProperty().set(tmp.resolve("rerun").toString());
        rerunVm.fork().fork();
        rerunVm.commandProperty().set(rerun.command());
        Path[] compared = new Path[2];
        rerunVm.onCompare((a, b) -> {
            compared[0] = a;
            compared[1] = b;
        });
        rerunVm.runOneCycle();
        assertThat(compared[1]).as(rerunVm.outputProperty().get()).isEqualTo(tmp.resolve("rerun"));

        robot.interact(() -> vm.compare(compared[0], compared[1]));
        FxWait.until(30, () -> !vm.pairs().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();

        Label a = robot.lookup("#runs-status-a").queryAs(Label.class);
        Label b = robot.lookup("#runs-status-b").queryAs(Label.class);
        assertThat(a.getText()).isEqualTo(CrashedCycleRerun.CRASHED + "  ✖ crashed");
        assertThat(a.getStyleClass()).contains("status-crashed");
        assertThat(b.getText()).isEqualTo(CrashedCycleRerun.CRASHED + "  ✔ completed");
        assertThat(b.getStyleClass()).contains("status-completed");
        assertThat(robot.lookup("#runs-message").queryAs(Label.class).getText()).startsWith("The runs differ");
        TableView<ToolRowText> tools = robot.lookup("#runs-tools").queryTableView();
        // the crash replaced A's notes: its calls come from its log, so publish_report by email (A, it raised) and
        // by wiki (B) are one row with other arguments
        int changed = -1;
        for (int i = 0; i < tools.getItems().size(); i++) {
            ToolRowText row = tools.getItems().get(i);
            if (row.match() == ToolAlignment.Match.CHANGED_ARGS && row.b().contains("publish_report")) {
                changed = i;
            }
        }
        assertThat(changed).isNotNegative();
        assertThat(tools.getItems().get(changed).b()).contains("wiki");
        assertThat(tools.getItems().get(changed).a()).contains("publish_report").contains("email");
        int index = changed;
        assertThat(robot.lookup(".table-row-cell").queryAllAs(TableRow.class))
                .anySatisfy(row -> {
                    assertThat(row.getIndex()).isEqualTo(index);
                    assertThat(row.getStyleClass()).contains("tool-match-changed-args");
                });
        assertThat(robot.lookup("#runs-after-diff").queryListView().getItems())
                .anySatisfy(line -> assertThat(String.valueOf(line)).startsWith("notes: "));
    }

    @Test
    void aRunInNoKnownFormatIsRefusedInOneLineWhereTheOperatorIsLooking(FxRobot robot) throws Exception {
        Path notes = Files.createDirectories(tmp.resolve("notes"));
        Files.writeString(notes.resolve("turn.json"), "{}");
        robot.clickOn("#runs-a").write(Path.of("scratchpad-samples", "demo").toAbsolutePath().toString());
        robot.clickOn("#runs-b").write(notes.toString());
        robot.clickOn("#runs-compare");

        FxWait.until(20, () -> robot.lookup("#runs-message").queryAs(Label.class).getText().startsWith("cannot compare"));
        assertThat(robot.lookup("#runs-message").queryAs(Label.class).getText())
                .contains("no known memory format").doesNotContain("\n");
        assertThat(robot.lookup("#runs-pairs").queryListView().getItems()).isEmpty();
    }
}

package org.scratchpadinspector.ui.timetravel;

import org.scratchpadinspector.formats.yamlcycles.EditPlanner;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.formats.yamlcycles.MemoryEditor;
import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.engine.timetravel.ToolAlignment;
import org.scratchpadinspector.testsupport.Python;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.main.Settings;
import org.scratchpadinspector.ui.runs.RunsCompareViewModel;

class RerunViewModelTest {
    @TempDir
    Path tmp;

    @Test
    @Timeout(120)
    void aRerunOfTheDemosCrashedCycleWithItsFailingCallEditedAwayShowsTheCrashBesideTheCompletedCycle() throws Exception {
        Python.requirePyYaml();
        CrashedCycleRerun rerun = new CrashedCycleRerun(tmp);
        Settings settings = new Settings(tmp.resolve("settings.properties"));
        RerunViewModel vm = new RerunViewModel(new InlineTaskRunner(), settings);
        List<Path[]> compared = new ArrayList<>();
        vm.onCompare((a, b) -> compared.add(new Path[] {a, b}));
        vm.prepare(org.scratchpadinspector.formats.Formats.registry().open(rerun.demo, org.scratchpadinspector.format.SourceOptions.NOW, org.scratchpadinspector.model.Cancellation.NONE),
                org.scratchpadinspector.model.UnitId.of(CrashedCycleRerun.CRASHED));
        vm.fork().destinationProperty().set(tmp.resolve("rerun").toString());

        vm.fork().fork();
        Path fork = vm.fork().forkProperty().get();
        MemoryEditor editor = MemoryEditor.open(fork);
        EditPlan plan = (EditPlan) editor.prepare(EditPlanner.section(SectionOperation.REPLACE, "pending_actions",
                "[Publish the report on the wiki]"));
        assertThat(editor.apply(plan, true)).isInstanceOf(EditOutcome.Applied.class);
        vm.commandProperty().set(rerun.command());
        vm.runOneCycle();

        assertThat(vm.statusProperty().get()).as(vm.outputProperty().get()).contains("exit code 0");
        assertThat(compared).singleElement().satisfies(pair -> assertThat(pair[1]).isEqualTo(fork));
        assertThat(settings.rerunCommand()).contains(rerun.command());
        RunsCompareViewModel comparison = new RunsCompareViewModel(new InlineTaskRunner());
        comparison.compare(compared.get(0)[0], compared.get(0)[1]);
        assertThat(comparison.pairs().get(0).aStatus().key()).isEqualTo(CycleStatus.CRASHED.key());
        assertThat(comparison.pairs().get(0).bStatus().key()).isEqualTo(CycleStatus.COMPLETED.key());
        assertThat(comparison.pairs().get(0).text())
                .isEqualTo("≠ 20260401_103637  ✖ crashed  |  20260401_103637  ✔ completed");
        // the same tool with other arguments aligns as one row: email on the crashed side, wiki on the re-run
        assertThat(comparison.tools()).anySatisfy(row -> {
            assertThat(row.match()).isEqualTo(ToolAlignment.Match.CHANGED_ARGS);
            assertThat(row.a()).contains("publish_report").contains("email");
            assertThat(row.b()).contains("publish_report").contains("wiki");
        });
        assertThat(Files.readString(fork.resolve("scratchpad/active.yaml"))).contains("Published on the wiki");
    }

    @Test
    void runningBeforeTheForkIsMadeSaysToForkFirstAndRunsNothing() throws Exception {
        CrashedCycleRerun rerun = new CrashedCycleRerun(tmp);
        RerunViewModel vm = new RerunViewModel(new InlineTaskRunner(), new Settings(tmp.resolve("s.properties")));
        vm.prepare(org.scratchpadinspector.formats.Formats.registry().open(rerun.demo, org.scratchpadinspector.format.SourceOptions.NOW, org.scratchpadinspector.model.Cancellation.NONE),
                org.scratchpadinspector.model.UnitId.of(CrashedCycleRerun.CRASHED));
        vm.commandProperty().set("touch ran");

        vm.runOneCycle();

        assertThat(vm.statusProperty().get()).startsWith("Fork first");
        assertThat(rerun.demo.resolve("ran")).doesNotExist();
    }

    @Test
    void theCommandOfTheLastRerunIsProposedAgainAndTheWarningSaysTheModelIsCalledAgain() throws Exception {
        CrashedCycleRerun rerun = new CrashedCycleRerun(tmp);
        Settings settings = new Settings(tmp.resolve("s.properties"));
        settings.rememberRerunCommand("python3 agent.py --once .");
        RerunViewModel vm = new RerunViewModel(new InlineTaskRunner(), settings);

        vm.prepare(org.scratchpadinspector.formats.Formats.registry().open(rerun.demo, org.scratchpadinspector.format.SourceOptions.NOW, org.scratchpadinspector.model.Cancellation.NONE),
                org.scratchpadinspector.model.UnitId.of(CrashedCycleRerun.CRASHED));

        assertThat(vm.commandProperty().get()).isEqualTo("python3 agent.py --once .");
        assertThat(RerunViewModel.WARNING).contains("calls the model and the tools again");
        assertThat(vm.fork().destinationProperty().get())
                .isEqualTo(tmp.resolve("demo-fork-" + CrashedCycleRerun.CRASHED).toString());
    }

    @Test
    @Timeout(120)
    void theBundledReferenceAgentRunsOneCycleInTheFork() throws Exception {
        CrashedCycleRerun rerun = new CrashedCycleRerun(tmp);
        RerunViewModel vm = new RerunViewModel(new InlineTaskRunner(), new Settings(tmp.resolve("s.properties")));
        List<Path> compared = new ArrayList<>();
        vm.onCompare((a, b) -> compared.add(b));
        vm.prepare(org.scratchpadinspector.formats.Formats.registry().open(rerun.demo, org.scratchpadinspector.format.SourceOptions.NOW, org.scratchpadinspector.model.Cancellation.NONE),
                org.scratchpadinspector.model.UnitId.of(CrashedCycleRerun.CRASHED));
        vm.fork().destinationProperty().set(tmp.resolve("java").toString());
        vm.fork().fork();
        long before;
        try (var files = Files.list(tmp.resolve("java/scratchpad"))) {
            before = files.filter(p -> p.toString().endsWith("_after.yaml")).count();
        }
        vm.referenceAgentProperty().set(true);

        vm.runOneCycle();

        assertThat(vm.statusProperty().get()).as(vm.outputProperty().get()).contains("exit code 0");
        try (var files = Files.list(tmp.resolve("java/scratchpad"))) {
            assertThat(files.filter(p -> p.toString().endsWith("_after.yaml")).count()).isEqualTo(before + 1);
        }
        assertThat(compared).containsExactly(tmp.resolve("java"));
    }
}

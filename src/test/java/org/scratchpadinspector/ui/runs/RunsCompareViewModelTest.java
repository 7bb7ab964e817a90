package org.scratchpadinspector.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.Forker;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.common.InlineTaskRunner;

class RunsCompareViewModelTest {
    @TempDir
    Path tmp;

    @Test
    void aForkJustMadeIsComparedFromTheForkPointWithTheSourcesCyclesOnlyInA() throws Exception {
        Path demo = SampleCopy.copy(Path.of("scratchpad-samples", "demo"), tmp.resolve("demo"));
        new Forker(Clock.systemUTC()).fork(demo, CycleId.parse("20260401_103637"), tmp.resolve("fork"));
        RunsCompareViewModel vm = new RunsCompareViewModel(new InlineTaskRunner());

        vm.compare(demo, tmp.resolve("fork"));

        assertThat(vm.forkNoteProperty().get()).isEqualTo("Fork point 20260401_103637: B was forked from A at 20260401_103637");
        assertThat(vm.pairs().get(0).aStatus().key()).isEqualTo(CycleStatus.CRASHED.key());
        assertThat(vm.pairs().get(0).aStatus().severity()).isEqualTo(org.scratchpadinspector.model.Severity.FAILURE);
        assertThat(vm.pairs().get(0).bId()).isNull();
        assertThat(vm.pairs().get(0).sideText(false)).isEqualTo("(no cycle)");
        assertThat(vm.messageProperty().get()).startsWith("The runs differ in ");
        assertThat(vm.selectedProperty().get()).isEqualTo(vm.pairs().get(0));
        assertThat(vm.tools()).allSatisfy(row -> assertThat(row.matchText()).isEqualTo("only in A"));
        assertThat(vm.afterDiff()).containsExactly("(no after on one side: nothing to compare)");
        assertThat(vm.refusedProperty().get()).isFalse();
    }

    @Test
    void twoIdenticalRunsAgree() throws Exception {
        Path a = SampleCopy.copy(Path.of("scratchpad-samples", "healthy"), tmp.resolve("a"));
        Path b = SampleCopy.copy(Path.of("scratchpad-samples", "healthy"), tmp.resolve("b"));
        RunsCompareViewModel vm = new RunsCompareViewModel(new InlineTaskRunner());

        vm.compare(a, b);

        assertThat(vm.messageProperty().get()).isEqualTo("The runs agree (5 pairs).");
        assertThat(vm.pairs()).allSatisfy(p -> assertThat(p.agrees()).isTrue());
        assertThat(vm.afterDiff()).containsExactly("(the afters agree, last_updated aside)");
    }

    @Test
    void aFolderInNoKnownFormatOrAMissingOneIsRefusedInOneLineAndClearsThePairs() throws Exception {
        Path demo = SampleCopy.copy(Path.of("scratchpad-samples", "demo"), tmp.resolve("demo"));
        Path notes = Files.createDirectories(tmp.resolve("notes"));
        Files.writeString(notes.resolve("turn.json"), "{}");
        RunsCompareViewModel vm = new RunsCompareViewModel(new InlineTaskRunner());
        vm.compare(demo, demo);
        assertThat(vm.pairs()).isNotEmpty();

        vm.compare(demo, notes);

        assertThat(vm.refusedProperty().get()).isTrue();
        assertThat(vm.messageProperty().get()).startsWith("cannot compare: B (" + notes + "): ")
                .contains("no known memory format").doesNotContain("\n");
        assertThat(vm.pairs()).isEmpty();
        assertThat(vm.tools()).isEmpty();
        vm.compare(demo, tmp.resolve("nowhere"));
        assertThat(vm.messageProperty().get()).isEqualTo("cannot compare: " + tmp.resolve("nowhere") + " does not exist");
        vm.bProperty().set(" ");
        vm.compare();
        assertThat(vm.messageProperty().get()).startsWith("Pick two runs");
    }

    /** The screen is not seed 000's: two folders of another format pair unit by unit, as {@code compare} pairs them. */
    @Test
    void twoRunsOfAnotherFormatPairUnitByUnitAndShowWhereTheirLastStatesDiffer() throws Exception {
        Path a = SampleCopy.copy(Path.of("scratchpad-samples", "recursive-context", "runs", "python-help"), tmp.resolve("a"));
        Path b = SampleCopy.copy(Path.of("scratchpad-samples", "recursive-context", "runs", "python-help"), tmp.resolve("b"));
        Path turns = b.resolve("debug.json");
        Files.writeString(turns, Files.readString(turns).replace("Parsing the JSON event logs", "Profiling the loader"));
        RunsCompareViewModel vm = new RunsCompareViewModel(new InlineTaskRunner());

        vm.compare(a, a);
        assertThat(vm.refusedProperty().get()).isFalse();
        assertThat(vm.messageProperty().get()).startsWith("The runs agree (");
        assertThat(vm.afterDiff()).singleElement().satisfies(line -> assertThat(line).startsWith("(the last states agree"));

        vm.compare(a, b);

        assertThat(vm.refusedProperty().get()).as(vm.messageProperty().get()).isFalse();
        assertThat(vm.forkNoteProperty().get()).startsWith("recursivecontext, paired ");
        assertThat(vm.messageProperty().get()).startsWith("The runs differ in 2 of 7 pairs");
        PairRow differing = vm.selectedProperty().get();
        assertThat(differing.agrees()).isFalse();
        assertThat(differing.aId()).isEqualTo("a#6");
        assertThat(differing.bId()).isEqualTo("b#6");
        assertThat(differing.text()).startsWith("≠ ").doesNotContain("cycle");
        assertThat(vm.afterDiff()).contains("-Parsing the JSON event logs", "+Profiling the loader");
    }

    @Test
    void runsOfTwoFormatsAreRefusedInOneLine() throws Exception {
        Path demo = SampleCopy.copy(Path.of("scratchpad-samples", "demo"), tmp.resolve("demo"));
        Path run = SampleCopy.copy(Path.of("scratchpad-samples", "recursive-context", "runs", "python-help"), tmp.resolve("run"));
        RunsCompareViewModel vm = new RunsCompareViewModel(new InlineTaskRunner());

        vm.compare(demo, run);

        assertThat(vm.refusedProperty().get()).isTrue();
        assertThat(vm.messageProperty().get()).startsWith("cannot compare: A is yamlcycles")
                .contains("B is recursivecontext").endsWith("units of different formats do not pair")
                .doesNotContain("\n");
        assertThat(vm.pairs()).isEmpty();
    }
}

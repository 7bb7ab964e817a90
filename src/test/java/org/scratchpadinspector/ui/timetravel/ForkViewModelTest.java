package org.scratchpadinspector.ui.timetravel;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.ForkRecord;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.common.InlineTaskRunner;

class ForkViewModelTest {
    private static final CycleId AT = CycleId.parse("20260401_101137");
    private static final org.scratchpadinspector.model.UnitId UNIT = org.scratchpadinspector.model.UnitId.of(AT.toString());

    @TempDir
    Path tmp;

    @Test
    void forksIntoTheSuggestedDestinationBesideTheSourceAndTellsTheWindow() throws Exception {
        Path root = SampleCopy.copy(Path.of("scratchpad-samples", "healthy"), tmp.resolve("agent"));
        Files.createDirectories(tmp.resolve("agent-fork-" + AT));
        ForkViewModel vm = new ForkViewModel(new InlineTaskRunner());
        List<Path> opened = new ArrayList<>();
        vm.onForked(opened::add);

        vm.prepare(org.scratchpadinspector.formats.Formats.registry().open(root.resolve("scratchpad"), org.scratchpadinspector.format.SourceOptions.NOW, org.scratchpadinspector.model.Cancellation.NONE), UNIT);
        assertThat(vm.titleProperty().get()).isEqualTo("Fork " + root.toAbsolutePath() + " at cycle " + AT);
        assertThat(vm.destinationProperty().get()).isEqualTo(tmp.resolve("agent-fork-" + AT + "-2").toString());
        vm.fork();

        Path dest = tmp.resolve("agent-fork-" + AT + "-2");
        assertThat(opened).singleElement().isEqualTo(dest);
        assertThat(vm.messageProperty().get()).startsWith("Forked into " + dest + ": 2 earlier cycles");
        assertThat(Files.readAllBytes(dest.resolve("scratchpad/active.yaml")))
                .isEqualTo(Files.readAllBytes(root.resolve("scratchpad/" + AT + "_before.yaml")));
        assertThat(ForkRecord.read(dest)).hasValueSatisfying(r -> assertThat(r.cycle()).isEqualTo(AT.toString()));
    }

    @Test
    void aForkIntoANonEmptyDirectoryIsRefusedInOneLineAndCreatesNothing() throws Exception {
        Path root = SampleCopy.copy(Path.of("scratchpad-samples", "healthy"), tmp.resolve("agent"));
        Path taken = Files.createDirectories(tmp.resolve("taken"));
        Files.writeString(taken.resolve("notes.txt"), "mine");
        ForkViewModel vm = new ForkViewModel(new InlineTaskRunner());
        List<Path> opened = new ArrayList<>();
        vm.onForked(opened::add);
        vm.prepare(org.scratchpadinspector.formats.Formats.registry().open(root, org.scratchpadinspector.format.SourceOptions.NOW, org.scratchpadinspector.model.Cancellation.NONE), UNIT);
        vm.destinationProperty().set(taken.toString());

        vm.fork();

        assertThat(vm.messageProperty().get()).startsWith("Refused: " + taken + " exists and is not empty")
                .endsWith("(nothing was created)").doesNotContain("\n");
        assertThat(opened).isEmpty();
        try (var files = Files.list(taken)) {
            assertThat(files).containsExactly(taken.resolve("notes.txt"));
        }
    }

    private static org.scratchpadinspector.model.MemorySource open(Path dir) throws java.io.IOException {
        return org.scratchpadinspector.formats.Formats.registry().open(dir,
                org.scratchpadinspector.format.SourceOptions.NOW, org.scratchpadinspector.model.Cancellation.NONE);
    }

    /** The screen is the TimeTravel facet's: a recursive-context run forks at a turn as the command line's fork does. */
    @Test
    void aRunOfAnotherFormatForksAtATurnThroughItsTimeTravel() throws Exception {
        Path run = SampleCopy.copy(Path.of("scratchpad-samples", "recursive-context", "runs", "python-help"),
                tmp.resolve("python-help"));
        org.scratchpadinspector.model.MemorySource source = open(run);
        org.scratchpadinspector.model.UnitId third = source.units().get(2).id();
        ForkViewModel vm = new ForkViewModel(new InlineTaskRunner());
        List<Path> opened = new ArrayList<>();
        vm.onForked(opened::add);

        vm.prepare(source, third);
        assertThat(vm.titleProperty().get()).isEqualTo("Fork " + run.toAbsolutePath() + " at turn " + third);
        Path dest = Path.of(vm.destinationProperty().get());
        assertThat(dest.getFileName().toString()).startsWith("python-help-fork-").doesNotContain("#").doesNotContain("/");
        vm.fork();

        assertThat(opened).containsExactly(dest);
        assertThat(vm.messageProperty().get()).startsWith("Forked into " + dest + ": 2 earlier turns")
                .doesNotContain("\n").doesNotContain("compare it:");
        assertThat(open(dest).units()).hasSize(2);
    }

    @Test
    void aSourceWithoutTimeTravelSaysWhyInItsOwnWordsAndCreatesNothing() throws Exception {
        Path notes = SampleCopy.copy(Path.of("scratchpad-samples", "forge-notes", "sessions"), tmp.resolve("sessions"));
        org.scratchpadinspector.model.MemorySource source = open(notes);
        assertThat(source.facet(org.scratchpadinspector.model.TimeTravel.class)).isEmpty();
        ForkViewModel vm = new ForkViewModel(new InlineTaskRunner());
        vm.prepare(source, source.units().get(0).id());
        vm.destinationProperty().set(tmp.resolve("dest").toString());

        vm.fork();

        assertThat(vm.messageProperty().get()).isEqualTo(source.lacks(org.scratchpadinspector.model.TimeTravel.class));
        assertThat(vm.forkProperty().get()).isNull();
        assertThat(tmp.resolve("dest")).doesNotExist();
    }
}

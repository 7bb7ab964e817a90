package org.scratchpadinspector.ui.timetravel;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.ForkRecord;
import org.scratchpadinspector.formats.yamlcycles.Forker;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.common.InlineTaskRunner;

class ForkViewModelTest {
    private static final CycleId AT = CycleId.parse("20260401_101137");

    @TempDir
    Path tmp;

    @Test
    void forksIntoTheSuggestedDestinationBesideTheSourceAndTellsTheWindow() throws Exception {
        Path root = SampleCopy.copy(Path.of("scratchpad-samples", "healthy"), tmp.resolve("agent"));
        Files.createDirectories(tmp.resolve("agent-fork-" + AT));
        ForkViewModel vm = new ForkViewModel(new InlineTaskRunner(), Clock.systemUTC());
        List<Forker.Fork> opened = new ArrayList<>();
        vm.onForked(opened::add);

        vm.prepare(root.resolve("scratchpad"), AT);
        assertThat(vm.titleProperty().get()).isEqualTo("Fork " + root + " at cycle " + AT);
        assertThat(vm.destinationProperty().get()).isEqualTo(tmp.resolve("agent-fork-" + AT + "-2").toString());
        vm.fork();

        Path dest = tmp.resolve("agent-fork-" + AT + "-2");
        assertThat(opened).singleElement().satisfies(f -> assertThat(f.root()).isEqualTo(dest));
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
        ForkViewModel vm = new ForkViewModel(new InlineTaskRunner(), Clock.systemUTC());
        List<Forker.Fork> opened = new ArrayList<>();
        vm.onForked(opened::add);
        vm.prepare(root, AT);
        vm.destinationProperty().set(taken.toString());

        vm.fork();

        assertThat(vm.messageProperty().get()).startsWith("Refused: " + taken + " exists and is not empty")
                .endsWith("(nothing was created)").doesNotContain("\n");
        assertThat(opened).isEmpty();
        try (var files = Files.list(taken)) {
            assertThat(files).containsExactly(taken.resolve("notes.txt"));
        }
    }
}

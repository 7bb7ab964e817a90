package org.scratchpadinspector.ui.details;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

/** The Changes tab of a cycle whose before or after cannot be read says so instead of "no field changed". */
class UnreadableChangesTest {
    private static final Path DEMO = Path.of("scratchpad-samples/demo");
    private static final String CYCLE = "20260401_101137";

    @TempDir
    Path tmp;

    @Test
    void anUnreadableAfterIsNamedWithItsReason() throws IOException {
        Path root = copyDemo();
        Files.writeString(root.resolve("scratchpad").resolve(CYCLE + "_after.yaml"), "goals: [unclosed\n");

        DetailsViewModel vm = show(root);

        assertThat(vm.changes()).isEmpty();
        assertThat(vm.changesPlaceholderProperty().get()).startsWith("after cannot be read: 20260401_101137_after.yaml: line ")
                .doesNotContain("No field changed");
        assertThat(vm.statusProperty().get().key()).isEqualTo("unknown");
    }

    @Test
    void anUnreadableBeforeIsNamedWithItsReason() throws IOException {
        Path root = copyDemo();
        Files.writeString(root.resolve("scratchpad").resolve(CYCLE + "_before.yaml"), "- a list, not a mapping\n");

        DetailsViewModel vm = show(root);

        assertThat(vm.changesPlaceholderProperty().get()).isEqualTo("before cannot be read: 20260401_101137_before.yaml: top level is a list, not a mapping");
    }

    @Test
    void aCycleThatChangedNothingStillSaysSo() throws IOException {
        DetailsViewModel vm = show(DEMO, "20260401_102637");

        assertThat(vm.statusProperty().get().key()).isEqualTo("no_change");
        assertThat(vm.changesPlaceholderProperty().get()).isEqualTo("No field changed in this cycle (last_updated aside).");
    }

    private static DetailsViewModel show(Path root) throws IOException {
        return show(root, CYCLE);
    }

    private static DetailsViewModel show(Path root, String cycle) throws IOException {
        InspectorContext context = new InspectorContext(new InlineTaskRunner());
        context.open(CycleSources.sourceOf(Scratchpad.open(root)));
        DetailsViewModel vm = new DetailsViewModel(context);
        context.selectedUnitProperty().set(CycleSources.unit(cycle));
        return vm;
    }

    private Path copyDemo() throws IOException {
        Path root = tmp.resolve("demo");
        try (Stream<Path> files = Files.walk(DEMO)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path target = root.resolve(DEMO.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return root;
    }
}

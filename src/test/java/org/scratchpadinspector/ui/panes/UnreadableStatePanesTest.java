package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.FlowStyleFiles;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

/** A cycle whose after cannot be parsed: shown raw when it was too slow, and never "no changes". */
class UnreadableStatePanesTest {
    private static final Path DEMO = Path.of("scratchpad-samples/demo");
    private static final String CYCLE = "20260401_101137";

    private final InspectorContext context = new InspectorContext(new InlineTaskRunner());
    private final PanesViewModel viewModel = new PanesViewModel(context);

    @TempDir
    Path tmp;

    @Test
    void anAfterTooSlowToParseIsShownRawInPiecesWithTheReasonAndTheToolbarSaysItCannotBeRead() throws IOException {
        Path root = copyDemo();
        FlowStyleFiles.writeOneLine(afterFile(root), 20_000_000);

        open(root);

        PaneModel after = viewModel.pane(PaneSide.AFTER);
        assertThat(after.error()).contains("too slow to parse in this style (20.0 MB, flow style)")
                .endsWith(": shown raw, its first 262,144 characters (show --raw prints all)");
        assertThat(after.hasLines()).isTrue();
        assertThat(after.lines().get(0)).startsWith("{goals: [Write the weekly status report]")
                .hasSize(RenderedState.MAX_SHOWN_LINE_CHARS);
        assertThat(String.join("", after.lines())).hasSize(RenderedState.MAX_SHOWN_CHARS_OF_SLOW_FILE)
                .isEqualTo(Files.readString(afterFile(root)).substring(0, RenderedState.MAX_SHOWN_CHARS_OF_SLOW_FILE));
        assertThat(viewModel.pane(PaneSide.BEFORE).hasLines()).isTrue();
        assertThat(viewModel.changePositionProperty().get())
                .startsWith("after cannot be read: too slow to parse in this style").isNotEqualTo("no changes");
        assertThat(after.kinds()).doesNotContain(LineKind.ADDED, LineKind.CHANGED);
    }

    @Test
    void theRawViewOfAFileTooSlowToParseStillShowsItsBytes() throws IOException {
        Path root = copyDemo();
        FlowStyleFiles.writeOneLine(afterFile(root), 20_000_000);
        open(root);

        viewModel.toggleRaw();

        PaneModel after = viewModel.pane(PaneSide.AFTER);
        assertThat(after.lines().get(0)).startsWith("{goals: [Write the weekly status report]");
        assertThat(after.error()).contains("too slow to parse in this style").doesNotContain("shown raw")
                .endsWith("its first 262,144 characters (show --raw prints all)");
    }

    @Test
    void aLongLineOfAnOrdinaryFileIsShownInPiecesWithNothingLeftOut() {
        String line = "x".repeat(2 * RenderedState.MAX_SHOWN_LINE_CHARS + 10);

        assertThat(RenderedState.split("a: 1\n" + line + "\n")).containsExactly("a: 1",
                line.substring(0, 4000), line.substring(4000, 8000), line.substring(8000));
    }

    @Test
    void aMalformedAfterReadsAsUnreadableNotAsNoChanges() throws IOException {
        Path root = copyDemo();
        Files.writeString(afterFile(root), "goals: [unclosed\n");

        open(root);

        assertThat(viewModel.changePositionProperty().get()).startsWith("after cannot be read: line ");
    }

    private void open(Path root) throws IOException {
        context.open(CycleSources.sourceOf(Scratchpad.open(root)));
        context.selectedUnitProperty().set(CycleSources.unit(CYCLE));
    }

    private static Path afterFile(Path root) {
        return root.resolve("scratchpad").resolve(CYCLE + "_after.yaml");
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

package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

/** The Iter column is shown only when some summarized cycle's log counts its iterations. */
class IterationsColumnTest {
    private final InspectorContext context = new InspectorContext(new InlineTaskRunner());
    private final UnitListViewModel model = new UnitListViewModel(context);
    private final IterationsColumn column = new IterationsColumn(model);
    @TempDir
    Path tmp;

    private Path demoWithoutLogs() throws Exception {
        Path root = DemoSample.copyTo(tmp);
        try (Stream<Path> logs = Files.list(root.resolve("logs"))) {
            for (Path log : (Iterable<Path>) logs::iterator) {
                Files.delete(log);
            }
        }
        return root;
    }

    @Test
    void shownWhenTheLogsCountIterations() throws Exception {
        context.open(Scratchpad.open(DemoSample.copyTo(tmp)));

        assertThat(model.rows()).hasSize(12);
        assertThat(column.shownProperty().get()).isTrue();
    }

    @Test
    void hiddenWhenNoCycleHasAnIterationCount() throws Exception {
        context.open(Scratchpad.open(demoWithoutLogs()));

        assertThat(model.rows()).hasSize(12).allMatch(row -> !row.isPending() && row.iterations() < 0);
        assertThat(column.shownProperty().get()).isFalse();
    }

    @Test
    void aLogThatCountsIterationsArrivingLaterShowsItAndItsRemovalHidesItAgain() throws Exception {
        Path root = demoWithoutLogs();
        Scratchpad pad = Scratchpad.open(root);
        context.open(pad);
        Path log = root.resolve("logs").resolve("cycle_20260401_105137.log");

        Files.copy(DemoSample.ROOT.resolve("logs").resolve(log.getFileName().toString()), log);
        pad.rescan(Cancellation.NONE, n -> { });
        context.publishChange(new DirectoryChange(Set.of("logs/" + log.getFileName()), false));

        assertThat(model.rows().get(10).iterations()).isPositive();
        assertThat(column.shownProperty().get()).isTrue();

        Files.delete(log);
        pad.rescan(Cancellation.NONE, n -> { });
        context.publishChange(DirectoryChange.EVERYTHING);

        assertThat(column.shownProperty().get()).isFalse();
    }

    @Test
    void hiddenWithNothingOpen() {
        context.open(null);

        assertThat(column.shownProperty().get()).isFalse();
    }
}

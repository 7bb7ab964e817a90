package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesSource;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

/**
 * A cycle's iterations show in its row (the fields text) only when its log counts them: the list has no column of
 * its own for one format's field, so a count that is not there takes no room.
 */
class UnitIterationsTest {
    private final InspectorContext context = new InspectorContext(new InlineTaskRunner());
    private final UnitListViewModel model = new UnitListViewModel(context);
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

    private long rowsNamingIterations() {
        return model.rows().stream().filter(row -> !row.isPending())
                .filter(row -> UnitFieldsText.of(row.summary()).contains("iterations")).count();
    }

    @Test
    void shownWhenTheLogsCountIterations() throws Exception {
        context.open(new YamlCyclesSource(Scratchpad.open(DemoSample.copyTo(tmp))));

        assertThat(model.rows()).hasSize(12);
        assertThat(rowsNamingIterations()).isPositive();
    }

    @Test
    void hiddenWhenNoCycleHasAnIterationCount() throws Exception {
        context.open(new YamlCyclesSource(Scratchpad.open(demoWithoutLogs())));

        assertThat(model.rows()).hasSize(12).allMatch(row -> !row.isPending()
                && row.summary().fields().get("iterations") == null);
        assertThat(rowsNamingIterations()).isZero();
    }

    @Test
    void aLogThatCountsIterationsArrivingLaterShowsItAndItsRemovalHidesItAgain() throws Exception {
        Path root = demoWithoutLogs();
        Scratchpad pad = Scratchpad.open(root);
        context.open(new YamlCyclesSource(pad));
        Path log = root.resolve("logs").resolve("cycle_20260401_105137.log");

        Files.copy(DemoSample.ROOT.resolve("logs").resolve(log.getFileName().toString()), log);
        pad.rescan(Cancellation.NONE, n -> { });
        context.publishChange(new DirectoryChange(Set.of("logs/" + log.getFileName()), false));

        assertThat((Integer) model.rows().get(10).summary().fields().get("iterations")).isPositive();
        assertThat(UnitFieldsText.of(model.rows().get(10).summary())).contains("iterations");

        Files.delete(log);
        pad.rescan(Cancellation.NONE, n -> { });
        context.publishChange(DirectoryChange.EVERYTHING);

        assertThat(rowsNamingIterations()).isZero();
    }

    @Test
    void hiddenWithNothingOpen() {
        context.open(null);

        assertThat(model.rows()).isEmpty();
        assertThat(rowsNamingIterations()).isZero();
    }
}

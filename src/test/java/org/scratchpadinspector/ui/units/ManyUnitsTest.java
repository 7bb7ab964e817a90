package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.TaskRunner;

/** 100,000 cycles: rows exist at once, pending, newest first; the background summaries are never run here. */
class ManyUnitsTest {
    private static final int CYCLES = 100_000;

    /** Lists the cycles, but keeps the summary work without running it, like a busy worker pool. */
    private static final class HeldTaskRunner implements TaskRunner {
        final List<Cancellation> submitted = new ArrayList<>();
        private final InlineTaskRunner inline = new InlineTaskRunner();

        @Override
        public <T> Cancellation submit(String name, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
            if (name.equals("list units")) {
                return inline.submit(name, work, onSuccess, onFailure);
            }
            Cancellation cancel = new Cancellation();
            submitted.add(cancel);
            return cancel;
        }

        @Override
        public void onUiThread(Runnable action) {
            action.run();
        }
    }

    @Test
    void aHundredThousandCyclesAppearAsPendingRowsNewestFirst(@TempDir Path dir) throws IOException {
        DateTimeFormatter format = DateTimeFormatter.ofPattern("yyyyMMdd_HHmmss");
        LocalDateTime start = LocalDateTime.of(2026, 1, 1, 0, 0);
        for (int i = 0; i < CYCLES; i++) {
            Files.createFile(dir.resolve(start.plusMinutes(5L * i).format(format) + "_before.yaml"));
        }
        HeldTaskRunner runner = new HeldTaskRunner();
        InspectorContext context = new InspectorContext(runner);
        UnitListViewModel model = new UnitListViewModel(context);

        context.open(CycleSources.sourceOf(Scratchpad.open(dir)));

        assertThat(model.rows()).hasSize(CYCLES);
        assertThat(model.visibleRows()).hasSize(CYCLES);
        assertThat(model.visibleRows().get(0).id()).isEqualTo(model.rows().get(CYCLES - 1).id());
        assertThat(model.pendingCountProperty().get()).isEqualTo(CYCLES);
        assertThat(model.summaryTextProperty().get()).isEqualTo("100000 cycles · 100000 to summarize");
        assertThat(runner.submitted).hasSize(1);

        model.dispose();
        assertThat(runner.submitted.get(0).isCancelled()).isTrue();
    }
}

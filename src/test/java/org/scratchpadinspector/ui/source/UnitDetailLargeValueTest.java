package org.scratchpadinspector.ui.source;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.TaskRunner;

/** A session holding a 50 MB value: the panes show it, cut to a line they can lay out, and never wait for good. */
class UnitDetailLargeValueTest {
    private static final int FIFTY_MB = 50_000_000;

    @TempDir
    Path tmp;

    private MemorySource sessionWithALargeValue() throws Exception {
        Path folder = Files.createDirectories(tmp.resolve("session_scratchpad"));
        StringBuilder json = new StringBuilder(FIFTY_MB + 400);
        json.append("{\"session_id\": \"big\", \"created\": \"2026-04-07T17:00:00Z\", \"ttl\": 3600, \"entries\": [")
                .append("{\"key\": \"a\", \"value\": \"small\", \"tool_origin\": \"t\", \"timestamp\": \"2026-04-07T17:01:00Z\"}, ")
                .append("{\"key\": \"blob\", \"value\": \"");
        for (int i = 0; i < FIFTY_MB; i++) {
            json.append((char) ('a' + i % 26));
        }
        json.append("\", \"tool_origin\": \"t\", \"timestamp\": \"2026-04-07T17:02:00Z\"}]}");
        Files.writeString(folder.resolve("big.json"), json);
        return Formats.registry().open(folder, new SourceOptions(Instant.parse("2026-04-07T17:30:00Z")), Cancellation.NONE);
    }

    @Test
    void aFiftyMegabyteValueIsReadAndShownCutToOneMarkedLine() throws Exception {
        UnitDetailViewModel vm = new UnitDetailViewModel(new InlineTaskRunner());
        MemorySource source = sessionWithALargeValue();
        vm.open(source);

        vm.show(source.find("big").orElseThrow());

        assertThat(vm.problemProperty().get()).isEmpty();
        assertThat(vm.placeholderProperty().get()).isNotEqualTo("comparing…");
        assertThat(vm.rightLines()).anySatisfy(line -> assertThat(line.text())
                .contains("more characters not shown: this line has 50,000,000, sha-256 "));
        assertThat(vm.rightLines()).allSatisfy(line -> assertThat(line.text().length()).isLessThan(70_000));
        assertThat(vm.diffSummaryProperty().get()).contains("+");
    }

    @Test
    void aComparisonThatFailsSaysSoInThePanesInsteadOfComparingForever() throws Exception {
        TaskRunner failingCompare = new TaskRunner() {
            private final InlineTaskRunner inline = new InlineTaskRunner();

            @Override
            public <T> Cancellation submit(String name, Work<T> work, Consumer<T> onSuccess,
                                           Consumer<Throwable> onFailure) {
                if (name.equals("compare states")) {
                    onFailure.accept(new OutOfMemoryError("Java heap space"));
                    return new Cancellation();
                }
                return inline.submit(name, work, onSuccess, onFailure);
            }

            @Override
            public void onUiThread(Runnable action) {
                action.run();
            }
        };
        UnitDetailViewModel vm = new UnitDetailViewModel(failingCompare);
        MemorySource source = sessionWithALargeValue();
        vm.open(source);

        vm.show(source.find("big").orElseThrow());

        assertThat(vm.placeholderProperty().get()).startsWith("could not compare: not enough memory (this window may use"
                + " at most ");
        assertThat(vm.leftLines()).isEmpty();
    }
}

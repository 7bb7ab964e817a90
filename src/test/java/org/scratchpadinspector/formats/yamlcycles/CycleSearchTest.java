package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;

class CycleSearchTest {
    private static final Path DEMO = Path.of("scratchpad-samples/demo");

    @Test
    void findsEscapedUnicodeInTheDecodedTextWithLineNumbers() throws IOException {
        Scratchpad pad = Scratchpad.open(DEMO);

        CycleSearch.Result result = CycleSearch.search(pad, "20260401_103637 FAILED", Cancellation.NONE, (d, t) -> { });

        // the crash note first, then every later cycle that carried the failure forward
        assertThat(result.cycles()).first().isEqualTo(CycleId.parse("20260401_103637"));
        assertThat(result.hits()).filteredOn(hit -> hit.cycle().equals(CycleId.parse("20260401_103637")))
                .singleElement().satisfies(hit -> {
            assertThat(hit.side()).isEqualTo(Side.AFTER);
            assertThat(hit.decoded()).isTrue();
            assertThat(hit.line()).isPositive();
            assertThat(hit.text()).startsWith("notes: ").contains("Cycle 20260401_103637 failed:");
        });
    }

    @Test
    void reportsProgressForEveryCycle() throws IOException {
        Scratchpad pad = Scratchpad.open(DEMO);
        List<Integer> done = new ArrayList<>();

        CycleSearch.search(pad, "日本語", Cancellation.NONE, (d, total) -> done.add(d));

        assertThat(done).hasSize(12).endsWith(12);
    }

    @Test
    void stopsWhenCancelled() throws IOException {
        Scratchpad pad = Scratchpad.open(DEMO);
        Cancellation cancel = new Cancellation();

        assertThatThrownBy(() -> CycleSearch.search(pad, "x", cancel, (d, t) -> cancel.cancel()))
                .isInstanceOf(CancellationException.class);
    }

    @Test
    void searchesTheRawTextOfAnUnreadableSnapshot(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("20260101_120000_before.yaml"), "goals: [unclosed\n  needle here\n");
        Scratchpad pad = Scratchpad.open(dir);

        CycleSearch.Result result = CycleSearch.search(pad, "NEEDLE", Cancellation.NONE, (d, t) -> { });

        assertThat(result.hits()).singleElement().satisfies(hit -> {
            assertThat(hit.decoded()).isFalse();
            assertThat(hit.line()).isEqualTo(2);
            assertThat(hit.text()).isEqualTo("needle here");
        });
    }
}

package org.scratchpadinspector.ui.units;

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
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.UnitSearch;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;

/** The window's search in one pass over a history of many units: decoded text, progress, cancelling, raw text. */
class UnitSearchJobTest {
    private static final Path DEMO = Path.of("scratchpad-samples/demo");

    private static MemorySource open(Path dir) throws Exception {
        return Formats.registry().open(dir, SourceOptions.NOW, Cancellation.NONE);
    }

    private static UnitSearch.Result search(MemorySource source, String query) {
        return UnitSearchJob.search(source, query, Cancellation.NONE, (d, t) -> { });
    }

    @Test
    void findsTheCrashNoteInTheDecodedTextWithItsLineNumber() throws Exception {
        UnitSearch.Result result = search(open(DEMO), "20260401_103637 FAILED");

        // the crash note first, then every later cycle that carried the failure forward
        assertThat(result.units()).first().extracting(id -> id.text()).isEqualTo("20260401_103637");
        assertThat(result.hits()).filteredOn(hit -> hit.unit().text().equals("20260401_103637"))
                .singleElement().satisfies(hit -> {
            assertThat(hit.state()).isEqualTo("after");
            assertThat(hit.line()).isPositive();
            assertThat(hit.text()).startsWith("notes: ").contains("Cycle 20260401_103637 failed:");
        });
    }

    @Test
    void findsUnicodeThatPyYamlEscapedByItsDecodedText() throws Exception {
        UnitSearch.Result result = search(open(DEMO), "日本語");

        assertThat(result.hits()).isNotEmpty().allSatisfy(hit -> assertThat(hit.text()).contains("日本語"));
    }

    @Test
    void reportsProgressUpToEveryState() throws Exception {
        List<Integer> done = new ArrayList<>();
        List<Integer> totals = new ArrayList<>();

        UnitSearchJob.search(open(DEMO), "日本語", Cancellation.NONE, (d, total) -> {
            done.add(d);
            totals.add(total);
        });

        assertThat(done).isNotEmpty().isSorted();
        assertThat(done.get(done.size() - 1)).isEqualTo(totals.get(totals.size() - 1));
    }

    @Test
    void stopsWhenCancelled() throws Exception {
        MemorySource source = open(DEMO);
        Cancellation cancel = new Cancellation();

        assertThatThrownBy(() -> UnitSearchJob.search(source, "x", cancel, (d, t) -> cancel.cancel()))
                .isInstanceOf(CancellationException.class);
    }

    @Test
    void searchesTheRawTextOfAnUnreadableState(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("20260101_120000_before.yaml"), "goals: [unclosed\n  needle here\n");

        UnitSearch.Result result = search(open(dir), "NEEDLE");

        assertThat(result.hits()).singleElement().satisfies(hit -> {
            assertThat(hit.line()).isEqualTo(2);
            assertThat(hit.text()).isEqualTo("needle here");
        });
    }
}

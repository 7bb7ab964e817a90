package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.scratchpadinspector.formats.yamlcycles.ScratchpadFixture.state;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;

class FieldHistoryTest {
    private static final String A = "20260401_100000";
    private static final String B = "20260401_100100";
    private static final String C = "20260401_100200";

    @TempDir
    Path tmp;

    @Test
    void marksTheFirstValueAndEachCycleWhoseValueDiffersFromThePrevious() {
        Scratchpad pad = new ScratchpadFixture(tmp)
                .cycle(A, state("Draft", "''"), state("Draft", "''"))
                .cycle(B, state("Draft", "''"), state("Review", "''"))
                .cycle(C, state("Review", "''"), state("Review", "''"))
                .open();

        List<FieldHistory.Row> rows = FieldHistory.of(pad, "current_task", Cancellation.NONE, n -> { });

        assertThat(rows).extracting(r -> r.cycle().toString()).containsExactly(A, B, C);
        assertThat(rows).extracting(FieldHistory.Row::value).containsExactly("Draft", "Review", "Review");
        assertThat(rows).extracting(FieldHistory.Row::changed).containsExactly(true, true, false);
    }

    @Test
    void usesTheBeforeWhenACycleHasNoAfter() {
        Scratchpad pad = new ScratchpadFixture(tmp)
                .cycle(A, state("Draft", "''"), state("Draft", "''"))
                .cycle(B, state("Hand edited", "''"), null)
                .open();

        List<FieldHistory.Row> rows = FieldHistory.of(pad, "current_task", Cancellation.NONE, n -> { });

        assertThat(rows.get(1).side()).isEqualTo(Side.BEFORE);
        assertThat(rows.get(1).value()).isEqualTo("Hand edited");
        assertThat(rows.get(1).changed()).isTrue();
    }

    @Test
    void anUnreadableSnapshotIsShownAndDoesNotCountAsAChange() {
        Scratchpad pad = new ScratchpadFixture(tmp)
                .cycle(A, state("Draft", "''"), state("Draft", "''"))
                .cycle(B, state("Draft", "''"), "current_task: [unclosed\n")
                .cycle(C, state("Draft", "''"), state("Draft", "''"))
                .open();

        List<FieldHistory.Row> rows = FieldHistory.of(pad, "current_task", Cancellation.NONE, n -> { });

        assertThat(rows.get(1).readable()).isFalse();
        assertThat(rows.get(1).value()).startsWith("(unreadable: ");
        assertThat(rows).extracting(FieldHistory.Row::changed).containsExactly(true, false, false);
    }

    @Test
    void aMissingFieldIsAbsentAndItsReturnIsAChange() {
        Scratchpad pad = new ScratchpadFixture(tmp)
                .cycle(A, "goals: []\n", "goals: []\n")
                .cycle(B, "goals: []\n", "goals: []\nextra: 1\n")
                .open();

        List<FieldHistory.Row> rows = FieldHistory.of(pad, "extra", Cancellation.NONE, n -> { });

        assertThat(rows).extracting(FieldHistory.Row::value).containsExactly("(absent)", "1");
        assertThat(rows).extracting(FieldHistory.Row::changed).containsExactly(true, true);
    }

    @Test
    void reportsProgressPerCycleAndStopsWhenCancelled() {
        Scratchpad pad = new ScratchpadFixture(tmp)
                .cycle(A, state("Draft", "''"), state("Draft", "''"))
                .cycle(B, state("Draft", "''"), state("Draft", "''"))
                .open();
        Cancellation cancel = new Cancellation();
        List<Integer> progress = new ArrayList<>();

        assertThatThrownBy(() -> FieldHistory.of(pad, "current_task", cancel, n -> {
            progress.add(n);
            cancel.cancel();
        })).isInstanceOf(CancellationException.class);
        assertThat(progress).containsExactly(1);
    }

    @Test
    void shortValueIsOneEllipsisedLine() {
        assertThat(FieldHistory.shortValue("one\ntwo")).isEqualTo("one ⏎ two");
        assertThat(FieldHistory.shortValue(List.of("a", Map.of("k", 1)))).isEqualTo("[a, {k: 1}]");
        assertThat(FieldHistory.shortValue(null)).isEqualTo("null");
        String longValue = FieldHistory.shortValue("x".repeat(500));
        assertThat(longValue).hasSize(FieldHistory.MAX_VALUE).endsWith("…");
    }

    @Test
    void demoCurrentTaskChangesWhereTheSampleSaysItDoes() throws IOException {
        Scratchpad pad = Scratchpad.open(Path.of("scratchpad-samples/demo"));

        List<FieldHistory.Row> rows = FieldHistory.of(pad, "current_task", Cancellation.NONE, n -> { });

        assertThat(rows).hasSize(12);
        assertThat(rows.stream().filter(FieldHistory.Row::changed).map(r -> r.cycle().toString()))
                .contains("20260401_100137", "20260401_105137")
                .doesNotContain("20260401_102637");
    }
}

package org.scratchpadinspector.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;

/** One field's value unit by unit, on cycle scratchpads written as PyYAML writes them. */
class FieldTrailTest {
    private static final String A = "20260401_100000";
    private static final String B = "20260401_100100";
    private static final String C = "20260401_100200";

    @TempDir
    Path tmp;

    private static String state(String currentTask) {
        return "goals:\n- Write the weekly status report\ncurrent_task: " + currentTask
                + "\npending_actions: []\ncompleted_tasks: []\nnotes: ''\nlast_updated: null\n";
    }

    private FieldTrailTest cycle(String id, String before, String after) throws IOException {
        Path dir = tmp.resolve("scratchpad");
        Files.createDirectories(dir);
        if (before != null) {
            Files.writeString(dir.resolve(id + "_before.yaml"), before);
        }
        if (after != null) {
            Files.writeString(dir.resolve(id + "_after.yaml"), after);
        }
        return this;
    }

    private static List<FieldTrail.Row> trail(Path dir, String field, Cancellation cancel,
                                              java.util.function.IntConsumer progress) throws Exception {
        History history = Formats.registry().open(dir, SourceOptions.NOW, Cancellation.NONE).facet(History.class)
                .orElseThrow();
        return FieldTrail.of(history, history.points(cancel), FieldPath.parse(field), cancel, progress);
    }

    private List<FieldTrail.Row> trail(String field) throws Exception {
        return trail(tmp.resolve("scratchpad"), field, Cancellation.NONE, n -> { });
    }

    @Test
    void marksTheFirstValueAndEachUnitWhoseValueDiffersFromThePrevious() throws Exception {
        cycle(A, state("Draft"), state("Draft")).cycle(B, state("Draft"), state("Review"))
                .cycle(C, state("Review"), state("Review"));

        List<FieldTrail.Row> rows = trail("current_task");

        assertThat(rows).extracting(r -> r.unit().text()).containsExactly(A, B, C);
        assertThat(rows).extracting(FieldTrail.Row::value).containsExactly("Draft", "Review", "Review");
        assertThat(rows).extracting(FieldTrail.Row::changed).containsExactly(true, true, false);
    }

    @Test
    void usesTheBeforeWhenACycleHasNoAfter() throws Exception {
        cycle(A, state("Draft"), state("Draft")).cycle(B, state("Hand edited"), null);

        List<FieldTrail.Row> rows = trail("current_task");

        assertThat(rows.get(1).state()).isEqualTo("before");
        assertThat(rows.get(1).value()).isEqualTo("Hand edited");
        assertThat(rows.get(1).changed()).isTrue();
    }

    @Test
    void anUnreadableStateIsShownAndDoesNotCountAsAChange() throws Exception {
        cycle(A, state("Draft"), state("Draft")).cycle(B, state("Draft"), "current_task: [unclosed\n")
                .cycle(C, state("Draft"), state("Draft"));

        List<FieldTrail.Row> rows = trail("current_task");

        assertThat(rows.get(1).readable()).isFalse();
        assertThat(rows.get(1).value()).startsWith("(unreadable: ");
        assertThat(rows).extracting(FieldTrail.Row::changed).containsExactly(true, false, false);
    }

    @Test
    void aMissingFieldIsAbsentAndItsReturnIsAChange() throws Exception {
        cycle(A, "goals: []\n", "goals: []\n").cycle(B, "goals: []\n", "goals: []\nextra: 1\n");

        List<FieldTrail.Row> rows = trail("extra");

        assertThat(rows).extracting(FieldTrail.Row::value).containsExactly("(absent)", "1");
        assertThat(rows).extracting(FieldTrail.Row::changed).containsExactly(true, true);
    }

    @Test
    void reportsProgressPerUnitAndStopsWhenCancelled() throws Exception {
        cycle(A, state("Draft"), state("Draft")).cycle(B, state("Draft"), state("Draft"));
        Cancellation cancel = new Cancellation();
        List<Integer> progress = new ArrayList<>();

        assertThatThrownBy(() -> trail(tmp.resolve("scratchpad"), "current_task", cancel, n -> {
            progress.add(n);
            cancel.cancel();
        })).isInstanceOf(CancellationException.class);
        assertThat(progress).containsExactly(1);
    }

    @Test
    void shortValueIsOneEllipsisedLine() {
        assertThat(FieldTrail.shortValue("one\ntwo")).isEqualTo("one ⏎ two");
        assertThat(FieldTrail.shortValue(List.of("a", Map.of("k", 1)))).isEqualTo("[a, {k: 1}]");
        assertThat(FieldTrail.shortValue(null)).isEqualTo("null");
        String longValue = FieldTrail.shortValue("x".repeat(500));
        assertThat(longValue).hasSize(FieldTrail.MAX_VALUE).endsWith("…");
    }

    @Test
    void demoCurrentTaskChangesWhereTheSampleSaysItDoes() throws Exception {
        List<FieldTrail.Row> rows = trail(Path.of("scratchpad-samples/demo"), "current_task", Cancellation.NONE, n -> { });

        assertThat(rows).hasSize(12);
        assertThat(rows.stream().filter(FieldTrail.Row::changed).map(r -> r.unit().text()))
                .contains("20260401_100137", "20260401_105137")
                .doesNotContain("20260401_102637");
    }
}

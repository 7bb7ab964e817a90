package org.scratchpadinspector.ui.cycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.core.scratchpad.CycleId;

class NewestFirstRowsTest {
    private final ObservableList<CycleRow> rows = FXCollections.observableArrayList();
    private final NewestFirstRows newest = new NewestFirstRows(rows);
    private final List<String> events = new ArrayList<>();

    NewestFirstRowsTest() {
        newest.addListener((ListChangeListener<CycleRow>) c -> {
            while (c.next()) {
                events.add((c.wasReplaced() ? "replaced " : c.wasAdded() ? "added " : "removed ")
                        + c.getFrom() + ".." + c.getTo() + " removing " + c.getRemovedSize());
            }
        });
    }

    private static List<CycleRow> cycles(int from, int to) {
        return IntStream.range(from, to).mapToObj(i -> new CycleRow(CycleId.parse(
                String.format("20260401_%02d%02d%02d", i / 3600, i / 60 % 60, i % 60))))
                .toList();
    }

    @Test
    void showsTheRowsNewestFirst() {
        rows.setAll(cycles(0, 5));

        assertThat(newest).containsExactlyElementsOf(reversed(rows));
        assertThat(newest.indexOf(rows.get(0))).isEqualTo(4);
        assertThat(events).containsExactly("added 0..5 removing 0");
    }

    @Test
    void aNewCycleIsOneInsertionAtTheTop() {
        rows.setAll(cycles(0, 1000));
        events.clear();

        rows.addAll(cycles(1000, 1002));

        assertThat(events).containsExactly("added 0..2 removing 0");
        assertThat(newest.get(0)).isSameAs(rows.get(1001));
        assertThat(newest).hasSize(1002);
    }

    @Test
    void aFilterFiresOnlyTheStretchThatChanged() {
        rows.setAll(cycles(0, 10));
        events.clear();

        newest.setFilter(r -> !r.id().equals(rows.get(5).id()));

        assertThat(events).containsExactly("removed 4..4 removing 1");
        assertThat(newest).hasSize(9).doesNotContain(rows.get(5));
        assertThat(newest.indexOf(rows.get(5))).isEqualTo(-1);
        assertThat(newest.indexOf(rows.get(4))).isEqualTo(4);

        events.clear();
        newest.setFilter(null);
        assertThat(events).containsExactly("added 4..5 removing 0");
        assertThat(newest).containsExactlyElementsOf(reversed(rows));
    }

    @Test
    void aReplacedDirectoryIsOneReplacement() {
        rows.setAll(cycles(0, 3));
        events.clear();

        rows.setAll(cycles(10, 20));

        assertThat(events).containsExactly("replaced 0..10 removing 3");
        assertThat(newest).containsExactlyElementsOf(reversed(rows));
    }

    private static List<CycleRow> reversed(List<CycleRow> list) {
        List<CycleRow> copy = new ArrayList<>(list);
        java.util.Collections.reverse(copy);
        return copy;
    }
}

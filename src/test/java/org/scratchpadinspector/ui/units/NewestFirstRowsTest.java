package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.junit.jupiter.api.Test;

class NewestFirstRowsTest {
    private final ObservableList<UnitRow> rows = FXCollections.observableArrayList();
    private final NewestFirstRows newest = new NewestFirstRows(rows);
    private final List<String> events = new ArrayList<>();

    NewestFirstRowsTest() {
        newest.addListener((ListChangeListener<UnitRow>) c -> {
            while (c.next()) {
                events.add((c.wasReplaced() ? "replaced " : c.wasAdded() ? "added " : "removed ")
                        + c.getFrom() + ".." + c.getTo() + " removing " + c.getRemovedSize());
            }
        });
    }

    private static List<UnitRow> cycles(int from, int to) {
        return IntStream.range(from, to).mapToObj(TestUnits::row).toList();
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

    @Test
    void anotherDirectoryHandsTheOldRowsOverAsRemovedNewestFirst() {
        TimeOrderedRows timeOrdered = new TimeOrderedRows();
        NewestFirstRows view = new NewestFirstRows(timeOrdered);
        List<UnitRow> first = cycles(0, 1000);
        timeOrdered.replaceAll(first);
        List<List<UnitRow>> removed = new ArrayList<>();
        List<String> steps = new ArrayList<>();
        view.addListener((ListChangeListener<UnitRow>) c -> {
            while (c.next()) {
                steps.add(c.getFrom() + ".." + c.getTo());
                removed.add(new ArrayList<>(c.getRemoved()));
            }
        });

        timeOrdered.replaceAll(cycles(2000, 2500));

        assertThat(steps).containsExactly("0..500");
        assertThat(removed.get(0)).containsExactlyElementsOf(reversed(first));
        assertThat(view).containsExactlyElementsOf(reversed(timeOrdered));
    }

    @Test
    void theRemovedRowsOfAReplacementStayAsTheyWereAfterLaterAppends() {
        TimeOrderedRows timeOrdered = new TimeOrderedRows();
        NewestFirstRows view = new NewestFirstRows(timeOrdered);
        timeOrdered.replaceAll(cycles(0, 10));
        List<List<UnitRow>> kept = new ArrayList<>();
        view.addListener((ListChangeListener<UnitRow>) c -> {
            while (c.next()) {
                kept.add(java.util.Collections.unmodifiableList(c.getRemoved()));
            }
        });
        List<UnitRow> second = cycles(100, 105);

        timeOrdered.replaceAll(second);
        List<UnitRow> removedThen = new ArrayList<>(kept.get(0));
        timeOrdered.append(cycles(200, 203));

        assertThat(kept.get(0)).containsExactlyElementsOf(removedThen).hasSize(10);
        assertThat(view).hasSize(8);
        assertThat(view.get(0).id()).isEqualTo(timeOrdered.get(7).id());
    }

    private static List<UnitRow> reversed(List<UnitRow> list) {
        List<UnitRow> copy = new ArrayList<>(list);
        java.util.Collections.reverse(copy);
        return copy;
    }
}

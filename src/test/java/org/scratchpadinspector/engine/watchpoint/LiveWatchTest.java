package org.scratchpadinspector.engine.watchpoint;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LiveWatchTest {

    private static LiveWatch watch(Object... conditions) throws InvalidCondition {
        return new LiveWatch(ConditionParser.parseSet(List.of(conditions)));
    }

    private static Map<String, Object> state(Object... keyValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            map.put((String) keyValues[i], keyValues[i + 1]);
        }
        return map;
    }

    @Test
    void changedRemembersTheFirstSafePointAndFiresOnceWhenTheValueDiffers() throws Exception {
        LiveWatch w = watch(Map.of("id", "t", "when", "changed", "path", "current_task"));
        Map<String, Object> s = state("current_task", null);
        assertThat(w.atSafePoint(s, 0, null)).isEmpty();
        assertThat(w.atSafePoint(s, 1, null)).isEmpty();
        s.put("current_task", "ship");
        Hit hit = w.atSafePoint(s, 2, null).orElseThrow();
        assertThat(hit.id()).isEqualTo("t");
        assertThat(hit.saw()).containsEntry("path", "current_task").containsEntry("old", null).containsEntry("new", "ship");
        assertThat(w.atSafePoint(s, 3, null)).isEmpty();
    }

    @Test
    void aListChangedInPlaceIsSeenBecauseTheOldValueIsACopyAndNumberWidthsDoNotCount() throws Exception {
        LiveWatch w = watch(Map.of("id", "g", "when", "changed", "path", "goals"));
        List<Object> goals = new ArrayList<>(List.of("a"));
        Map<String, Object> s = state("goals", goals, "n", 1);
        w.atSafePoint(s, 0, null);
        goals.add("b");
        assertThat(w.atSafePoint(s, 1, null)).isPresent();
        LiveWatch n = watch(Map.of("id", "n", "when", "changed", "path", "n"));
        n.atSafePoint(state("n", 1), 0, null);
        assertThat(n.atSafePoint(state("n", 1L), 1, null)).isEmpty();
    }

    @Test
    void sizeAndIterationFireWhenTheyBecomeTrueNotAtEverySafePointAfter() throws Exception {
        LiveWatch w = watch(Map.of("id", "n", "when", "size", "path", "notes", "over", 5),
                Map.of("id", "i", "when", "iteration", "over", 2));
        assertThat(w.atSafePoint(state("notes", "12345"), 1, null)).isEmpty();
        assertThat(w.atSafePoint(state("notes", "123456"), 2, null)).hasValueSatisfying(h -> {
            assertThat(h.id()).isEqualTo("n");
            assertThat(h.saw()).containsEntry("size", 6L).containsEntry("over", 5L);
        });
        assertThat(w.atSafePoint(state("notes", "1234567"), 3, null)).map(Hit::id).contains("i");
        assertThat(w.atSafePoint(state("notes", "1234567"), 3, "max_iterations")).isEmpty();
        assertThat(w.atSafePoint(state("notes", "1234567"), 0, null)).as("a new cycle starts at 0").isEmpty();
        assertThat(w.atSafePoint(state("notes", "1234567"), 3, null)).map(Hit::id).contains("i");
    }

    @Test
    void aToolCallFiresAtTheNextSafePointAndAStatusAtTheEndOfTheCycle() throws Exception {
        LiveWatch w = watch(Map.of("id", "rm", "when", "tool", "tool", "shell", "args_contains", "rm "),
                Map.of("id", "c", "when", "status", "status", "crashed"));
        w.toolCalled("shell", "{'command': 'ls'}");
        assertThat(w.atSafePoint(state(), 1, null)).isEmpty();
        w.toolCalled("shell", "{'command': 'rm -rf build'}");
        assertThat(w.atSafePoint(state(), 2, null)).hasValueSatisfying(h -> assertThat(h.saw())
                .containsEntry("tool", "shell").containsEntry("args", "{'command': 'rm -rf build'}"));
        assertThat(w.atSafePoint(state(), 2, "completed")).isEmpty();
        assertThat(w.atSafePoint(state(), 2, "crashed")).map(Hit::id).contains("c");
    }

    @Test
    void aToolHitRemembersTheCycleAndIterationOfTheCallEvenWhenItFiresBetweenCycles() throws Exception {
        LiveWatch w = watch(Map.of("id", "w1", "when", "tool", "tool", "write_file"));
        w.toolCalled("write_file", "{'path': 'x'}", "20261122_093012", 3);
        Hit hit = w.atSafePoint(state(), 3, "completed").orElseThrow().at(null, 0);
        assertThat(hit.cycleId()).isEqualTo("20261122_093012");
        assertThat(hit.iteration()).isEqualTo(3);
        assertThat(hit.describe()).isEqualTo("watchpoint w1 (tool=write_file) held in cycle 20261122_093012, iteration 3:"
                + " matched write_file({'path': 'x'})");
    }
}

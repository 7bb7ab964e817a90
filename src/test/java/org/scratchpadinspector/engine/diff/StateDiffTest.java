package org.scratchpadinspector.engine.diff;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StateDiffTest {

    private static Map<String, Object> state(Object... keysAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    private static FieldChange only(Map<String, Object> before, Map<String, Object> after) {
        List<FieldChange> changes = StateDiff.compare(before, after);
        assertThat(changes).hasSize(1);
        return changes.get(0);
    }

    @Test
    void unchangedStatesHaveNoChanges() {
        Map<String, Object> s = state("goals", List.of("a"), "notes", "x", "n", 3);
        assertThat(StateDiff.compare(s, state("goals", List.of("a"), "notes", "x", "n", 3L))).isEmpty();
    }

    @Test
    void scalarChangeShowsOldAndNewValue() {
        FieldChange c = only(state("current_task", "Run the echo tool"), state("current_task", "Write hello.txt"));
        assertThat(c.kind()).isEqualTo(ChangeKind.SCALAR_CHANGED);
        assertThat(c.describe()).isEqualTo("current_task: \"Run the echo tool\" → \"Write hello.txt\"");
    }

    @Test
    void taskBecomingNullIsAScalarChange() {
        FieldChange c = only(state("current_task", "Signal done"), state("current_task", null));
        assertThat(c.kind()).isEqualTo(ChangeKind.SCALAR_CHANGED);
        assertThat(c.describe()).isEqualTo("current_task: \"Signal done\" → null");
    }

    @Test
    void addedAndRemovedFieldsFollowKeyOrder() {
        List<FieldChange> changes = StateDiff.compare(state("a", 1, "b", true), state("b", true, "c", "new"));
        assertThat(changes).extracting(FieldChange::kind).containsExactly(ChangeKind.REMOVED, ChangeKind.ADDED);
        assertThat(changes).extracting(FieldChange::describe)
                .containsExactly("a: removed (was 1)", "c: added \"new\"");
    }

    @Test
    void listGrowingByARecordIsCountedWithoutPreview() {
        Map<String, Object> task = state("task", "Run the echo tool", "summary", "echoed");
        FieldChange c = only(state("completed_tasks", List.of()), state("completed_tasks", List.of(task)));
        assertThat(c.kind()).isEqualTo(ChangeKind.LIST_CHANGED);
        assertThat(c.added()).containsExactly(task);
        assertThat(c.describe()).isEqualTo("completed_tasks: +1 item");
    }

    @Test
    void listLosingAStringShowsTheItem() {
        FieldChange c = only(state("pending_actions", List.of("Write hello.txt", "Signal done")),
                state("pending_actions", List.of("Signal done")));
        assertThat(c.removed()).containsExactly("Write hello.txt");
        assertThat(c.describe()).isEqualTo("pending_actions: −1 item (\"Write hello.txt\")");
    }

    @Test
    void listItemsAddedAndRemovedKeepTheirOrder() {
        FieldChange c = only(state("goals", List.of("a", "b", "c")), state("goals", List.of("x", "a", "c", "y", "z")));
        assertThat(c.added()).containsExactly("x", "y", "z");
        assertThat(c.removed()).containsExactly("b");
        assertThat(c.describe()).isEqualTo("goals: +3 items (\"x\", \"y\", \"z\"), −1 item (\"b\")");
    }

    @Test
    void notesGrowingIsAnAppendCountingLines() {
        String old = "\n[TOOL] echo({'message': 'Hello!'}) → ECHO: Hello!";
        String added = "\n[TOOL] shell({'command': 'date -u'}) → Wed\n[TOOL] echo(x) → x\n[COMPLETED] done";
        FieldChange c = only(state("notes", old), state("notes", old + added));
        assertThat(c.kind()).isEqualTo(ChangeKind.STRING_APPENDED);
        assertThat(c.appended()).isEqualTo(added);
        assertThat(c.describe()).isEqualTo("notes: +3 lines appended");
    }

    @Test
    void notesStartingEmptyAreAnAppend() {
        FieldChange c = only(state("notes", ""), state("notes", "\n[COMPLETED] done"));
        assertThat(c.describe()).isEqualTo("notes: +1 line appended");
    }

    @Test
    void notesReplacedByACrashMessageAreRewritten() {
        StringBuilder log = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            log.append("\n[TOOL] echo(").append(i).append(')');
        }
        FieldChange c = only(state("notes", log.toString()), state("notes", "Cycle 20260401_100137 failed: boom"));
        assertThat(c.kind()).isEqualTo(ChangeKind.STRING_REWRITTEN);
        assertThat(c.describe()).isEqualTo("notes: rewritten (12 → 1 lines)");
    }

    @Test
    void nestedMapChangesAreSummarisedByKey() {
        FieldChange c = only(state("config", state("a", 1, "b", 2, "c", 3)),
                state("config", state("a", 1, "b", 20, "d", 4)));
        assertThat(c.kind()).isEqualTo(ChangeKind.MAP_CHANGED);
        assertThat(c.describe()).isEqualTo("config: 1 key added (d), 1 changed (b), 1 removed (c)");
    }

    @Test
    void changingTheTypeOfAValueIsATypeChange() {
        FieldChange c = only(state("goals", "one goal"), state("goals", List.of("one goal")));
        assertThat(c.kind()).isEqualTo(ChangeKind.TYPE_CHANGED);
        assertThat(c.describe()).isEqualTo("goals: string \"one goal\" → list [\"one goal\"]");
    }

    @Test
    void longValuesAreAbbreviatedWithAnEllipsis() {
        String longTask = "x".repeat(200);
        String text = only(state("current_task", "short"), state("current_task", longTask)).describe();
        assertThat(text).endsWith("…").hasSizeLessThan(110);
    }

    @Test
    void integersOfDifferentJavaTypesAreEqual() {
        assertThat(StateDiff.compare(state("n", 5), state("n", BigInteger.valueOf(5)))).isEmpty();
    }

    @Test
    void equalIgnoringSkipsTheIgnoredKeys() {
        Map<String, Object> before = state("notes", "x", "last_updated", null);
        Map<String, Object> after = state("notes", "x", "last_updated", "2026-04-01T15:01:54.203841");
        assertThat(StateDiff.equalIgnoring(before, after, "last_updated")).isTrue();
        assertThat(StateDiff.equalIgnoring(before, after)).isFalse();
        assertThat(StateDiff.equalIgnoring(before, state("notes", "y", "last_updated", null), "last_updated")).isFalse();
        assertThat(StateDiff.equalIgnoring(state("notes", "x"), after, "last_updated")).isTrue();
        Map<String, Object> extra = new LinkedHashMap<>(after);
        extra.put("goals", new ArrayList<>());
        assertThat(StateDiff.equalIgnoring(before, extra, "last_updated")).isFalse();
    }
}

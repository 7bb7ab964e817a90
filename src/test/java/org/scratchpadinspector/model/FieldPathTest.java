package org.scratchpadinspector.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FieldPathTest {
    private static Map<String, Object> map(Object... keysAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    @Test
    void aDottedPathWalksMappingsAndListsOfAYamlState() {
        Object state = map("goals", List.of(map("title", "ship"), map("title", "review")));

        assertThat(FieldPath.parse("goals[1].title").lookup(state)).isEqualTo("review");
        assertThat(FieldPath.parse("goals[1].title").steps(state)).containsExactly("goals", 1, "title");
        assertThat(FieldPath.parse("goals[2]").lookup(state)).isSameAs(FieldPath.ABSENT);
    }

    @Test
    void aKeyHoldingSeparatorsIsResolvedByTheLongestMatch() {
        Object memory = map("MEMORY.md#Release 1.2/Notes", "text", "MEMORY.md#Release 1.2", "other");

        assertThat(FieldPath.parse("MEMORY.md#Release 1.2/Notes").lookup(memory)).isEqualTo("text");
        assertThat(FieldPath.parse("MEMORY.md#Release 1.2").lookup(memory)).isEqualTo("other");
    }

    @Test
    void sectionPathsOfNestedHeadingsUseSlashes() {
        Object state = map("TRAJECTORY", map("Now", "step 3"));

        assertThat(FieldPath.parse("TRAJECTORY/Now").lookup(state)).isEqualTo("step 3");
        assertThat(FieldPath.parse("TRAJECTORY/Now").section(state)).isEqualTo("TRAJECTORY");
    }

    @Test
    void withoutATreeThePathSplitsAtEverySeparator() {
        assertThat(FieldPath.parse("MEMORY.md#§3").steps()).containsExactly("MEMORY", "md", "§3");
        assertThat(FieldPath.parse("a[0].b").steps()).containsExactly("a", 0, "b");
    }

    @Test
    void aPathBuiltFromStepsReadsBackTheSame() {
        FieldPath path = FieldPath.of(List.of("completed_tasks", 2, "summary"));

        assertThat(path.text()).isEqualTo("completed_tasks[2].summary");
        assertThat(path.contains(FieldPath.parse("completed_tasks[2].summary"))).isTrue();
        assertThat(FieldPath.parse("completed_tasks").contains(path)).isTrue();
        assertThat(FieldPath.parse("completed").contains(path)).isFalse();
    }

    @Test
    void malformedPathsAreRefusedWithTheColumn() {
        assertThatThrownBy(() -> FieldPath.parse("goals[x]")).hasMessageContaining("column 7");
        assertThatThrownBy(() -> FieldPath.parse("goals[0")).hasMessageContaining("unclosed [");
        assertThatThrownBy(() -> FieldPath.parse(".goals")).hasMessageContaining("empty key");
        assertThatThrownBy(() -> FieldPath.parse(" ")).hasMessageContaining("empty path");
    }
}

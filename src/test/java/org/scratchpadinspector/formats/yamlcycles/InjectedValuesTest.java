package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What counts as an injection still being in a snapshot: its own value, whatever came around it later. */
class InjectedValuesTest {
    private static Map<String, Object> state() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("notes", "[TOOL] echo → hi\noperator says mind the relay\n[TOOL] echo → again");
        s.put("goals", List.of("ship", "operator goal"));
        s.put("current_task", "Ship");
        s.put("pending_actions", List.of());
        s.put("completed_tasks", List.of("build", "tag"));
        return s;
    }

    @Test
    void appendedTextWithMoreNotesAroundItIsStillThere() {
        assertThat(InjectedValues.missing(SectionOperation.APPEND, "notes", "operator says mind the relay", state())).isEmpty();
    }

    @Test
    void aCrashPathThatReplacedTheNotesLosesAppendedText() {
        Map<String, Object> crashed = state();
        crashed.put("notes", "Cycle 20260401_100137 failed: unknown tool: fly");
        assertThat(InjectedValues.missing(SectionOperation.APPEND, "notes", "operator says mind the relay", crashed))
                .containsExactly("notes");
    }

    @Test
    void replaceNeedsTheSameValueAndAppendToAListNeedsItsItems() {
        assertThat(InjectedValues.missing(SectionOperation.REPLACE, "current_task", "Ship", state())).isEmpty();
        assertThat(InjectedValues.missing(SectionOperation.REPLACE, "current_task", "Other", state())).containsExactly("current_task");
        assertThat(InjectedValues.missing(SectionOperation.APPEND, "goals", "operator goal", state())).isEmpty();
        assertThat(InjectedValues.missing(SectionOperation.APPEND, "goals", List.of("ship", "gone"), state())).containsExactly("goals");
    }

    @Test
    void clearNeedsAnEmptySectionAndUpdateEveryField() {
        assertThat(InjectedValues.missing(SectionOperation.CLEAR, "pending_actions", null, state())).isEmpty();
        assertThat(InjectedValues.missing(SectionOperation.CLEAR, "goals", null, state())).containsExactly("goals");
        assertThat(InjectedValues.missing(SectionOperation.UPDATE, null,
                Map.of("current_task", "Ship", "completed_tasks", List.of("tag")), state())).isEmpty();
        assertThat(InjectedValues.missing(SectionOperation.UPDATE, null,
                Map.of("current_task", "Other", "completed_tasks", List.of("deploy")), state()))
                .containsExactly("completed_tasks", "current_task");
    }
}

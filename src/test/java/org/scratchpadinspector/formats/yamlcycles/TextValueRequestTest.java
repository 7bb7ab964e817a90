package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.engine.edit.EditRequest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Literal text values: never parsed as YAML, and what an append to a text section takes. */
class TextValueRequestTest {
    private static Map<String, Object> state() {
        Map<String, Object> state = new LinkedHashMap<>();
        state.put("goals", List.of("ship"));
        state.put("notes", "[TOOL] echo → ok");
        state.put("current_task", null);
        return state;
    }

    private static Object value(EditRequest.Section request) {
        return request.edit().value();
    }

    @Test
    void aTextValueKeepsLineBreaksColonsAndDashesAsTyped() {
        assertThat(value(EditRequest.text(SectionOperation.REPLACE, "notes", "a\nb"))).isEqualTo("a\nb");
        assertThat(value(EditRequest.text(SectionOperation.APPEND, "goals", "- x: [y]"))).isEqualTo("- x: [y]");
        assertThatThrownBy(() -> EditRequest.text(SectionOperation.CLEAR, "notes", "x"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anAppendToATextSectionTakesTheValueAsTextAndElsewhereAsYaml() throws Exception {
        assertThat(value(EditPlanner.section(state(), SectionOperation.APPEND, "notes", "operator: checked ✓ — ok")))
                .isEqualTo("operator: checked ✓ — ok");
        assertThat(value(EditPlanner.section(state(), SectionOperation.APPEND, "goals", "a: b"))).isEqualTo(Map.of("a", "b"));
        assertThat(value(EditPlanner.section(state(), SectionOperation.APPEND, "current_task", "a: b")))
                .isEqualTo(Map.of("a", "b"));
        assertThat(value(EditPlanner.section(state(), SectionOperation.REPLACE, "notes", "a: b"))).isEqualTo(Map.of("a", "b"));
        assertThat(value(EditPlanner.section(null, SectionOperation.APPEND, "notes", "a: b"))).isEqualTo(Map.of("a", "b"));
    }

    @Test
    void theTextAppendedToTheNotesIsOneNewLineOfTheResult() throws Exception {
        Map<String, Object> result = EditPlanner.section(state(), SectionOperation.APPEND, "notes", "x\n  y: z")
                .edit().applyTo(state());
        assertThat(result.get("notes")).isEqualTo("[TOOL] echo → ok\nx\n  y: z");
    }
}

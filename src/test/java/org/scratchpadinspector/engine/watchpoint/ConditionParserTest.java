package org.scratchpadinspector.engine.watchpoint;

import org.scratchpadinspector.model.FieldPath;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConditionParserTest {

    @Test
    void everyConditionFormIsReadAndWrittenBackAsTheSameJson() throws Exception {
        List<Map<String, Object>> json = List.of(
                Map.of("id", "c", "when", "status", "status", "crashed"),
                Map.of("id", "rm", "when", "tool", "tool", "shell", "args_contains", "rm "),
                Map.of("id", "t", "when", "changed", "path", "goals.0.title"),
                Map.of("id", "n", "when", "size", "path", "notes", "over", 4000L),
                Map.of("id", "i", "when", "iteration", "over", 3));
        List<Breakpoint> set = ConditionParser.parseSet(json);
        assertThat(set).extracting(Breakpoint::toJson).containsExactlyElementsOf(json);
        assertThat(((Condition.Changed) set.get(2).condition()).path().steps()).containsExactly("goals", "0", "title");
    }

    @Test
    void aBreakpointWithoutAnIdGetsBpAndItsPositionAvoidingGivenIds() throws Exception {
        List<Breakpoint> set = ConditionParser.parseSet(List.of(Map.of("when", "iteration", "over", 1),
                Map.of("id", "bp-1", "when", "iteration", "over", 2), Map.of("when", "iteration", "over", 3)));
        assertThat(set).extracting(Breakpoint::id).doesNotHaveDuplicates().contains("bp-1", "bp-3").hasSize(3);
        assertThat(set.get(1).id()).isEqualTo("bp-1");
    }

    @Test
    void badConditionsAreRefusedWithAMessageNamingTheProblem() {
        assertRefused(Map.of("when", "sometimes"), "unknown \"when\": \"sometimes\"");
        assertRefused(Map.of("status", "crashed"), "\"when\" is missing");
        assertRefused(Map.of("when", "status", "status", "exploded"), "unknown status \"exploded\"");
        assertRefused(Map.of("when", "tool"), "\"tool\" is missing");
        assertRefused(Map.of("when", "tool", "tool", 7), "\"tool\" must be a non-empty string");
        assertRefused(Map.of("when", "tool", "tool", "shell", "args_contains", 3), "\"args_contains\" must be a string");
        assertRefused(Map.of("when", "changed", "path", "goals..title"), "bad path \"goals..title\"");
        assertRefused(Map.of("when", "changed", "path", " "), "\"path\" must name a field");
        assertRefused(Map.of("when", "size", "path", "notes"), "\"over\" is missing");
        assertRefused(Map.of("when", "size", "path", "notes", "over", "4000"), "\"over\" must be a whole number");
        assertRefused(Map.of("when", "iteration", "over", 2.5), "\"over\" must be a whole number");
        assertRefused(Map.of("when", "iteration", "over", -1), "\"over\" must be a whole number");
        assertRefused(Map.of("when", "changed", "path", "notes", "over", 3), "unexpected field \"over\"");
    }

    @Test
    void aSetThatIsNoArrayHasAStrayItemOrRepeatsAnIdIsRefused() {
        assertThatThrownBy(() -> ConditionParser.parseSet(Map.of("when", "iteration", "over", 1)))
                .isInstanceOf(InvalidCondition.class).hasMessageContaining("JSON array");
        assertThatThrownBy(() -> ConditionParser.parseSet(List.of("status=crashed")))
                .hasMessageContaining("breakpoint 1 is not a JSON object");
        assertThatThrownBy(() -> ConditionParser.parseSet(List.of(Map.of("id", "a", "when", "iteration", "over", 1),
                Map.of("id", "a", "when", "iteration", "over", 2)))).hasMessageContaining("used twice");
    }

    @Test
    void theShortFormsOfTheCommandLineMeanTheSameConditions() throws Exception {
        assertThat(ConditionParser.parseText("status=crashed")).isEqualTo(new Condition.Status("crashed"));
        assertThat(ConditionParser.parseText("tool=shell")).isEqualTo(new Condition.Tool("shell", null));
        assertThat(ConditionParser.parseText("tool=shell:rm ")).isEqualTo(new Condition.Tool("shell", "rm "));
        assertThat(ConditionParser.parseText("changed=current_task"))
                .isEqualTo(new Condition.Changed(FieldPath.parse("current_task")));
        assertThat(ConditionParser.parseText("size:notes>4000")).isEqualTo(new Condition.Size(FieldPath.parse("notes"), 4000));
        assertThat(ConditionParser.parseText("iteration>3")).isEqualTo(new Condition.Iteration(3));
        assertThat(ConditionParser.parseText("{\"when\": \"iteration\", \"over\": 3}")).isEqualTo(new Condition.Iteration(3));
        assertThatThrownBy(() -> ConditionParser.parseText("status=exploded")).hasMessageContaining("exploded");
        assertThatThrownBy(() -> ConditionParser.parseText("whenever")).hasMessageContaining("use status=crashed");
        assertThatThrownBy(() -> ConditionParser.parseText("{\"when\": ")).hasMessageContaining("not valid JSON");
    }

    private static void assertRefused(Map<String, Object> condition, String message) {
        Map<String, Object> withId = new LinkedHashMap<>(condition);
        assertThatThrownBy(() -> ConditionParser.parseSet(List.of(withId)))
                .isInstanceOf(InvalidCondition.class).hasMessageContaining(message).hasMessageStartingWith("breakpoint 1 (bp-1): ");
    }

    @Test
    void aSourcesOwnStatusesAreTheOnesAStatusConditionTakes() throws Exception {
        assertThat(ConditionParser.parseText("status=incomplete", java.util.List.of("answered", "incomplete")))
                .isEqualTo(new Condition.Status("incomplete"));
        org.assertj.core.api.Assertions.assertThatThrownBy(
                        () -> ConditionParser.parseText("status=crashed", java.util.List.of("answered", "incomplete")))
                .hasMessage("unknown status \"crashed\": use one of answered, incomplete");
        assertThat(ConditionParser.parseText("status=failed", java.util.List.of()))
                .as("a source that lists no statuses takes any word").isEqualTo(new Condition.Status("failed"));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> ConditionParser.parseText("status=", java.util.List.of()))
                .isInstanceOf(InvalidCondition.class);
    }
}

package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.engine.edit.SectionEditException;
import org.scratchpadinspector.engine.edit.SectionEdit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SectionEditTest {

    private static Map<String, Object> seedState() {
        Map<String, Object> state = new LinkedHashMap<>();
        state.put("goals", new ArrayList<>(List.of("ship 1.4")));
        state.put("current_task", "tag");
        state.put("pending_actions", new ArrayList<>(List.of("build", "upload")));
        state.put("completed_tasks", new ArrayList<>());
        state.put("notes", "");
        state.put("last_updated", null);
        state.put("budget", Map.of("tokens", 10));
        state.put("attempts", 3);
        return state;
    }

    @Test
    void replaceSetsAnyValueAndAddsAnUnknownSectionAtTheEnd() throws Exception {
        Map<String, Object> after = SectionEdit.replace("current_task", Map.of("name", "build")).applyTo(seedState());
        assertThat(after.get("current_task")).isEqualTo(Map.of("name", "build"));

        Map<String, Object> added = SectionEdit.replace("owner", "kenji").applyTo(seedState());
        assertThat(List.copyOf(added.keySet())).last().isEqualTo("owner");
    }

    @Test
    void applyingNeverChangesTheStateItWasGiven() throws Exception {
        Map<String, Object> state = seedState();
        SectionEdit.append("goals", "more").applyTo(state);
        SectionEdit.clear("pending_actions").applyTo(state);
        assertThat(state).isEqualTo(seedState());
    }

    @Test
    void appendExtendsAListByAListAndAddsASingleItem() throws Exception {
        assertThat(SectionEdit.append("goals", List.of("a", "b")).applyTo(seedState()).get("goals"))
                .isEqualTo(List.of("ship 1.4", "a", "b"));
        assertThat(SectionEdit.append("goals", Map.of("k", 1)).applyTo(seedState()).get("goals"))
                .isEqualTo(List.of("ship 1.4", Map.of("k", 1)));
    }

    @Test
    void appendPutsTextOnANewLineAndStartsAnEmptyTextWithoutOne() throws Exception {
        Map<String, Object> once = SectionEdit.append("notes", "first").applyTo(seedState());
        assertThat(once.get("notes")).isEqualTo("first");
        assertThat(SectionEdit.append("notes", "second").applyTo(once).get("notes")).isEqualTo("first\nsecond");
    }

    @Test
    void appendToNullOrAMissingSectionSetsTheValue() throws Exception {
        assertThat(SectionEdit.append("last_updated", "x").applyTo(seedState()).get("last_updated")).isEqualTo("x");
        assertThat(SectionEdit.append("fresh", List.of(1)).applyTo(seedState()).get("fresh")).isEqualTo(List.of(1));
    }

    @Test
    void appendToAMappingANumberOrTextWithANonTextValueIsATypeClash() {
        for (SectionEdit edit : List.of(SectionEdit.append("budget", "x"), SectionEdit.append("attempts", 1),
                SectionEdit.append("notes", List.of("x")))) {
            assertThatThrownBy(() -> edit.applyTo(seedState()))
                    .isInstanceOfSatisfying(SectionEditException.class,
                            e -> assertThat(e.reason()).isEqualTo(SectionEditException.Reason.TYPE_CLASH));
        }
    }

    @Test
    void clearEmptiesEachTypeItsOwnWay() throws Exception {
        assertThat(SectionEdit.clear("goals").applyTo(seedState()).get("goals")).isEqualTo(List.of());
        assertThat(SectionEdit.clear("current_task").applyTo(seedState()).get("current_task")).isEqualTo("");
        assertThat(SectionEdit.clear("budget").applyTo(seedState()).get("budget")).isEqualTo(Map.of());
        Map<String, Object> cleared = SectionEdit.clear("attempts").applyTo(seedState());
        assertThat(cleared).containsKey("attempts");
        assertThat(cleared.get("attempts")).isNull();
    }

    @Test
    void clearOfASectionThatDoesNotExistIsRefusedAsInvalid() {
        assertThatThrownBy(() -> SectionEdit.clear("gaols").applyTo(seedState()))
                .isInstanceOfSatisfying(SectionEditException.class, e -> {
                    assertThat(e.reason()).isEqualTo(SectionEditException.Reason.INVALID);
                    assertThat(e.getMessage()).contains("gaols");
                });
    }

    @Test
    void updateFollowsTheSeedCompletedTasksExtendsPendingActionsAndOthersReplace() throws Exception {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("completed_tasks", List.of(Map.of("task", "tag", "summary", "done")));
        args.put("pending_actions", List.of("announce"));
        args.put("current_task", "build");
        Map<String, Object> after = SectionEdit.update(args).applyTo(seedState());
        assertThat(after.get("completed_tasks")).isEqualTo(List.of(Map.of("task", "tag", "summary", "done")));
        assertThat(after.get("pending_actions")).isEqualTo(List.of("announce"));
        assertThat(after.get("current_task")).isEqualTo("build");
    }

    @Test
    void updateExtendsCompletedTasksByTheCharactersOfAStringAsPythonDoes() throws Exception {
        Map<String, Object> after = SectionEdit.update(Map.of("completed_tasks", "ab")).applyTo(seedState());
        assertThat(after.get("completed_tasks")).isEqualTo(List.of("a", "b"));
    }

    @Test
    void updateWithANonMappingOrANonListCompletedTasksIsATypeClash() {
        assertThatThrownBy(() -> new SectionEdit(null, SectionOperation.UPDATE, List.of()).applyTo(seedState()))
                .isInstanceOf(SectionEditException.class);
        assertThatThrownBy(() -> SectionEdit.update(Map.of("completed_tasks", 5)).applyTo(seedState()))
                .isInstanceOf(SectionEditException.class).hasMessageContaining("completed_tasks");
    }

    @Test
    void describeNamesTheOperationAndTheSections() {
        assertThat(SectionEdit.append("notes", "x").describe()).isEqualTo("append notes");
        assertThat(SectionEdit.update(Map.of("goals", List.of())).describe()).isEqualTo("update goals");
        assertThat(SectionOperation.fromKey("clear")).contains(SectionOperation.CLEAR);
        assertThat(SectionOperation.fromKey("delete")).isEmpty();
    }
}

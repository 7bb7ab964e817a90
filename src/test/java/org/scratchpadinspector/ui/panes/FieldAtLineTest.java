package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class FieldAtLineTest {
    static final List<String> STATE = List.of(
            "goals:",
            "- Publish the report",
            "current_task: Build the wheel",
            "completed_tasks:",
            "- task: Collect",
            "  summary: 'Metrics: 924'",
            "'odd key': 1",
            "");

    @Test
    void aLineInsideASectionBelongsToTheNearestUnindentedKeyAbove() {
        assertThat(FieldAtLine.topLevelKey(STATE::get, 1)).contains("goals");
        assertThat(FieldAtLine.topLevelKey(STATE::get, 5)).contains("completed_tasks");
    }

    @Test
    void aKeyLineIsItsOwnFieldAndAQuotedKeyIsUnquoted() {
        assertThat(FieldAtLine.topLevelKey(STATE::get, 2)).contains("current_task");
        assertThat(FieldAtLine.topLevelKey(STATE::get, 6)).contains("odd key");
    }

    @Test
    void aListItemOrAnIndentedMappingIsNeverTakenForAKey() {
        assertThat(FieldAtLine.topLevelKey(List.of("- task: x", "  summary: y")::get, 1)).isEmpty();
    }

    @Test
    void onlyALineThatStartsAKeyHasOneOfItsOwn() {
        assertThat(FieldAtLine.keyOn("notes: |-")).contains("notes");
        assertThat(FieldAtLine.keyOn("  [TOOL] read_file(x) → y")).isEmpty();
        assertThat(FieldAtLine.keyOn("")).isEmpty();
    }
}

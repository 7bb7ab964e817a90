package org.scratchpadinspector.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class EditorTextsTest {
    @Test
    void theAgentsStateBeforeItsFirstCycleIsSaidSoNotAsCycleNull() {
        EditBase base = new EditBase(null, Map.of(), "hash", null, null);

        assertThat(EditorTexts.editing(base)).startsWith("Editing the agent's state before its first cycle.")
                .doesNotContain("null");
    }

    @Test
    void theAgentsStateNamesTheCycleItIsAsOf() {
        EditBase base = new EditBase(null, Map.of(), "hash", "20260401_100137", null);

        assertThat(EditorTexts.editing(base)).startsWith("Editing the agent's state as of cycle 20260401_100137.");
    }
}

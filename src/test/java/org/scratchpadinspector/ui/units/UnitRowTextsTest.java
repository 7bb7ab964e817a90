package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitStatus;

/** A row's texts in the window escape what the agent's files hold, as the command line does. */
class UnitRowTextsTest {
    private static final String HOSTILE = "evil\u001b[31m\u0007\u202egnp.exe\nsecond line";

    @Test
    void aRowAndItsTooltipNeverCarryAControlCharacterABidiOverrideOrALineOfTheName() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("session", HOSTILE);
        Unit unit = new Unit("mempalace", "session", UnitId.of(HOSTILE),
                new UnitStatus("unreadable", Severity.FAILURE, HOSTILE), List.of(HOSTILE), List.of(HOSTILE), fields,
                List.of("current"));

        String tooltip = UnitRow.tooltipText(unit);

        // a short text is shown as it is, escaped; this one is longer than a row shows, and left to the tooltip
        assertThat(UnitFieldsText.value(HOSTILE)).isEqualTo("evil\\x1b[31m\\x07\\u202egnp.exe\\nsecond line");
        assertThat(UnitFieldsText.of(unit)).doesNotContain("\u001b").doesNotContain("\n").doesNotContain("\u202e");
        assertThat(tooltip).doesNotContain("\u001b").doesNotContain("\u0007").doesNotContain("\u202e");
        assertThat(tooltip.lines()).noneMatch(line -> line.startsWith("second line"));
    }
}

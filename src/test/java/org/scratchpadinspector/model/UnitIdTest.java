package org.scratchpadinspector.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class UnitIdTest {
    @Test
    void anIdTypedByTheOperatorIsTheSameUnitAsTheNumberedIdItsFormatGave() {
        UnitId typed = UnitId.of("flaky-ci#1");
        UnitId numbered = UnitId.numbered("flaky-ci", 1);

        assertThat(typed).isEqualTo(numbered);
        assertThat(typed.hashCode()).isEqualTo(numbered.hashCode());
        assertThat(Map.of(numbered, "turn 1").get(typed)).isEqualTo("turn 1");
    }

    @Test
    void numberedIdsSortByTheirNumberNotTheirText() {
        assertThat(UnitId.numbered("run", 10)).isGreaterThan(UnitId.numbered("run", 9));
        assertThat(UnitId.numbered("run", 10)).isNotEqualTo(UnitId.numbered("run", 9));
    }
}

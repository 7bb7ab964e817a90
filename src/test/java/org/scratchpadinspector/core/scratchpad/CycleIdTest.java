package org.scratchpadinspector.core.scratchpad;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class CycleIdTest {

    @Test
    void validIdRoundTripsAndGivesItsTime() {
        CycleId id = CycleId.parse("20260401_100137");
        assertThat(id).isNotNull();
        assertThat(id.toString()).isEqualTo("20260401_100137");
        assertThat(id.time()).isEqualTo(LocalDateTime.of(2026, 4, 1, 10, 1, 37));
    }

    @ParameterizedTest
    @ValueSource(strings = {"20261399_999999", "20260431_100000", "20250229_000000", "20260401-100137", "2026040_1001377",
            "20260401_10013x", "20260401_240000"})
    void impossibleDatesAndMalformedIdsAreRejected(String text) {
        assertThat(CycleId.parse(text)).isNull();
    }

    @Test
    void leapDayIsAccepted() {
        assertThat(CycleId.parse("20240229_235959")).isNotNull();
    }

    @Test
    void idsOrderByTime() {
        assertThat(CycleId.parse("20260401_100137")).isLessThan(CycleId.parse("20260401_100138"));
        assertThat(CycleId.parse("20251231_235959")).isLessThan(CycleId.parse("20260101_000000"));
    }
}

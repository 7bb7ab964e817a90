package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
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

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "20261399_999999 | month 13",
            "20260001_100000 | month 0",
            "20260132_100000 | day 32",
            "20260431_100000 | day 31: April has 30 days",
            "20250229_000000 | day 29: February 2025 has 28 days",
            "20260401_250000 | hour 25",
            "20260401_106000 | minute 60",
            "20260401_100061 | second 61",
            "00000401_100000 | year 0",
            "2026040_1001377 | '_' at character 8 is not a digit (YYYYMMDD_HHMMSS)",
            "20260401-100137 | '-' where YYYYMMDD_HHMMSS has '_' (YYYYMMDD_HHMMSS)",
            "20260401_1001 | wrong length: 13 characters, not 15 (YYYYMMDD_HHMMSS)",
            "20260401_10013x | 'x' at character 15 is not a digit (YYYYMMDD_HHMMSS)"})
    void whyAnIdIsInvalidNamesTheFieldThatIsWrong(String text, String reason) {
        assertThat(CycleId.whyInvalid(text)).isEqualTo(reason);
        assertThat(CycleId.parse(text)).isNull();
    }

    @Test
    void aValidIdHasNoReason() {
        assertThat(CycleId.whyInvalid("20240229_235959")).isNull();
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

    @ParameterizedTest
    @ValueSource(strings = {"20260401_100137", "20260401_100100", "20260401_000000", "00010101_000001", "99991231_235959",
            "20240229_120059", "20261215_090100"})
    void theIdAndTheTimeAreWrittenAsTheDateTimeTypesWriteThem(String text) {
        CycleId id = CycleId.parse(text);
        assertThat(id.toString()).isEqualTo(text);
        assertThat(id.isoTime()).isEqualTo(id.time().toString());
    }
}

package org.scratchpadinspector.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** The agents' JSON read as Python's json reads it, and what it refuses said in our words. */
class AgentJsonTest {
    private static String problem(String json) {
        JsonProcessingException e = catchThrowableOfType(() -> AgentJson.mapper().readTree(json),
                JsonProcessingException.class);
        assertThat(e).as("refused: %s", json.length() > 80 ? json.substring(0, 80) : json).isNotNull();
        return JsonProblems.describe("f.json", e);
    }

    @Test
    void nanAndTheInfinitiesReadAsPythonWritesThem() throws Exception {
        JsonNode v = AgentJson.mapper().readTree("[NaN, Infinity, -Infinity]");

        assertThat(Double.isNaN(v.get(0).doubleValue())).isTrue();
        assertThat(v.get(1).doubleValue()).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(v.get(2).doubleValue()).isEqualTo(Double.NEGATIVE_INFINITY);
    }

    @Test
    void aStringLongerThanTheParsersDefaultOfTwentyMillionCharactersReads() throws Exception {
        String value = "x".repeat(25_000_000);

        assertThat(AgentJson.mapper().readTree("{\"v\": \"" + value + "\"}").get("v").textValue()).hasSize(25_000_000);
    }

    @Test
    void aNumberOfMoreDigitsThanPythonsIntReadsIsRefusedInOurWords() {
        assertThat(problem("[" + "7".repeat(5000) + "]"))
                .isEqualTo("f.json: a number of 5,000 digits, over the 4,300 that Python's int() reads: not read")
                .doesNotContain("StreamReadConstraints");
    }

    @Test
    void nestingDeeperThanPythonsJsonReadsIsRefusedInOurWords() {
        assertThat(problem("[".repeat(1001) + "]".repeat(1001)))
                .contains("values nested 1,001 deep, over the 1,000 levels Python's json reads: not read")
                .doesNotContain("getMaxNestingDepth");
    }

    @Test
    void theParsersHintsAboutItsOwnSettingsAreLeftOut() {
        assertThat(problem("{\"a\": 1} // note")).doesNotContain("Feature").doesNotContain("`");
        assertThat(problem("{\"a\": 1} {\"b\": 2}")).contains("Trailing token").doesNotContain("DeserializationFeature");
        assertThat(problem("{'a': 1}")).doesNotContain("Feature").doesNotContain("`");
    }

    @Test
    void aBoundsMessageIsSaidAsWhatItIs() {
        assertThat(JsonProblems.overBound("String value length (60000000) exceeds the maximum allowed (50331648, from"
                + " `StreamReadConstraints.getMaxStringLength()`)"))
                .isEqualTo("a string of 60,000,000 characters, over the bound of 50,331,648: not read");
    }
}

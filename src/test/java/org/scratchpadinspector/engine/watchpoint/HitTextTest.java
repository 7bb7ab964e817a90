package org.scratchpadinspector.engine.watchpoint;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HitTextTest {
    @Test
    void eachKindOfConditionIsWrittenInTheShortFormTheTabTakes() throws InvalidCondition {
        for (String text : new String[] {"changed=current_task", "status=crashed", "tool=shell:rm ", "tool=write_file",
                "size:notes>4000", "iteration>3"}) {
            assertThat(HitText.condition(ConditionParser.parseText(text))).isEqualTo(text);
        }
        assertThat(HitText.condition((Map<String, ?>) null)).isEqualTo("?");
    }

    @Test
    void aToolHitSaysTheCallAsTheNotesShowItWithWhereItHeld() {
        Map<String, Object> condition = Map.of("when", "tool", "tool", "write_file");
        Map<String, Object> saw = Map.of("tool", "write_file", "args", "{'path': 'x'}");
        assertThat(HitText.sentence("w1", condition, saw, "20261122_093012", 2))
                .isEqualTo("watchpoint w1 (tool=write_file) held in cycle 20261122_093012, iteration 2:"
                        + " matched write_file({'path': 'x'})");
    }

    @Test
    void everyOtherKindSaysWhatItSaw() {
        Map<String, Object> changed = new LinkedHashMap<>();
        changed.put("path", "current_task");
        changed.put("old", null);
        changed.put("new", "Ship \"1.4\"");
        assertThat(HitText.saw(changed)).isEqualTo("current_task changed: null → \"Ship \\\"1.4\\\"\"");
        assertThat(HitText.saw(Map.of("path", "notes", "size", 4120, "over", 4000))).isEqualTo("notes has size 4120, over 4000");
        assertThat(HitText.saw(Map.of("iterations", 4))).isEqualTo("4 iterations finished");
        assertThat(HitText.saw(Map.of("iterations", 1))).isEqualTo("1 iteration finished");
        assertThat(HitText.saw(Map.of("status", "crashed"))).isEqualTo("the cycle ended crashed");
        assertThat(HitText.saw(Map.of())).isEqualTo("nothing said");
    }

    @Test
    void whereSaysAtWakeForIterationZeroAndNothingWhenNoCycleIsKnown() {
        assertThat(HitText.where("20261122_093012", 0)).isEqualTo("cycle 20261122_093012 at wake");
        assertThat(HitText.where("20261122_093012", null)).isEqualTo("cycle 20261122_093012");
        assertThat(HitText.where(null, 3)).isEmpty();
        assertThat(HitText.sentence("w2", null, Map.of("status", "crashed"), null, null))
                .isEqualTo("watchpoint w2: the cycle ended crashed");
    }

    @Test
    void controlCharactersAndBidiOverridesFromTheAgentAreShownEscaped() {
        Map<String, Object> saw = Map.of("tool", "shell", "args", "{'command': 'echo \u001b[31mred\u202egnp.exe'}");
        assertThat(HitText.sentence("w1", Map.of("when", "tool", "tool", "shell"), saw, "20261122_093012", 1))
                .endsWith("matched shell({'command': 'echo \\x1b[31mred\\u202egnp.exe'})")
                .doesNotContain("\u001b").doesNotContain("\u202e");
    }

    @Test
    void aHitFromTheFilesIsPlacedAtItsCycleWithoutAnIteration() {
        Hit hit = new Hit(new Breakpoint("w1", new Condition.Status("crashed")), Map.of("status", "crashed"));
        assertThat(hit.at("20261122_093012", null).describe())
                .isEqualTo("watchpoint w1 (status=crashed) held in cycle 20261122_093012: the cycle ended crashed");
        Hit placed = hit.at("20261122_093012", 3);
        assertThat(placed.at("20261122_100000", 1)).as("a hit keeps where it was seen").isEqualTo(placed);
    }
}

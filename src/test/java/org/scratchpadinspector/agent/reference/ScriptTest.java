package org.scratchpadinspector.agent.reference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScriptTest {
    @Test
    void readsSampleAgentsJsonFormatWithPerCycleLimits() throws Exception {
        Script script = Script.parse("{\"max_iterations\": 4, \"cycles\": [[\"a\", \"b\"], {\"responses\": [\"c\"], \"max_iterations\": 1}]}", "s");
        assertThat(script.cycle(0)).isEqualTo(new Script.Cycle(List.of("a", "b"), -1));
        assertThat(script.cycle(1)).isEqualTo(new Script.Cycle(List.of("c"), 1));
        assertThat(script.maxIterations()).isEqualTo(4);
        assertThatThrownBy(() -> script.cycle(2)).isInstanceOf(Model.ScriptExhausted.class)
                .hasMessage("the script has 2 cycles; cycle 3 requested");
    }

    @Test
    void readsYamlAndTurnsMappingsIntoPythonJsonDumps() throws Exception {
        Script script = Script.parse("repeat: true\ncycles:\n  - - {tool: echo, args: {message: \"é\\n\"}}\n", "s");
        assertThat(script.cycle(0).responses()).containsExactly("{\"tool\": \"echo\", \"args\": {\"message\": \"é\\n\"}}");
        assertThat(script.maxIterations()).isEqualTo(Script.DEFAULT_MAX_ITERATIONS);
    }

    @Test
    void aCycleMayNameTheModelCallAtWhichTheProcessIsKilled() throws Exception {
        Script script = Script.parse("{\"cycles\": [{\"responses\": [\"a\", \"b\"], \"kill_at\": 2}, [\"c\"]]}", "s");
        assertThat(script.cycle(0)).isEqualTo(new Script.Cycle(List.of("a", "b"), -1, 2));
        assertThat(script.cycle(1).killAt()).isEqualTo(-1);
    }

    @Test
    void theScriptedModelCallsItsKillAtKillAtInsteadOfAnswering() throws Exception {
        Script script = Script.parse("{\"cycles\": [{\"responses\": [\"a\", \"b\"], \"kill_at\": 2}]}", "s");
        List<String> kills = new java.util.ArrayList<>();
        ScriptedModel model = new ScriptedModel(script, new SimulatedClock(SimulatedClock.DEFAULT_START, 1, 0), reason -> {
            kills.add(reason);
            throw new IllegalStateException("killed");
        });
        model.prepareCycle(0);
        assertThat(model.complete("rules", "prompt")).isEqualTo("a");
        assertThatThrownBy(() -> model.complete("rules", "prompt")).hasMessage("killed");
        assertThat(kills).containsExactly("agent process killed during model call 2");
    }

    @Test
    void repeatWrapsAround() throws Exception {
        Script script = Script.parse("{\"repeat\": true, \"cycles\": [[\"a\"], [\"b\"]]}", "s");
        assertThat(script.cycle(5).responses()).containsExactly("b");
    }

    @Test
    void refusesAScriptWithoutCycles() {
        assertThatThrownBy(() -> Script.parse("{\"max_iterations\": 2}", "s")).hasMessageContaining("cycles");
    }

    @Test
    void theBundledDemoWrapsAround() {
        Script demo = Script.demo();
        assertThat(demo.repeat()).isTrue();
        assertThat(demo.cycles()).hasSizeGreaterThanOrEqualTo(6);
    }
}

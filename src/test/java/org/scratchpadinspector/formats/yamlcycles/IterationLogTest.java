package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The real agent's log lines read into iterations: what runs over several lines, and what ends it. */
class IterationLogTest {
    private static final CycleId ID = CycleId.parse("20260401_100137");

    private static CycleLogSection section(String... lines) {
        return LogReader.of("=== AGENT WAKING ===\nCurrent task: x\n" + String.join("\n", lines) + "\n", ID, 0);
    }

    @Test
    void aResponseRunsOverItsLinesUpToTheDispatchersLineEvenWhenALineLooksLikeAnAgentLine() {
        List<LoggedIteration> its = section("--- Iteration 1/5 ---", "HTTP Request: POST http://x \"HTTP/1.1 200 OK\"",
                "Model response: Thinking.", "Model response: not a new one", "", "{\"tool\": \"echo\"}",
                "Dispatching tool: echo with args: {}", "Tool result: ECHO: ").steps();

        assertThat(its).singleElement().satisfies(it -> {
            assertThat(it.response()).isEqualTo("Thinking.\nModel response: not a new one\n\n{\"tool\": \"echo\"}");
            assertThat(it.tool()).isEqualTo("echo");
            assertThat(it.args()).isEqualTo("{}");
            assertThat(it.result()).isEqualTo("ECHO: ");
        });
    }

    @Test
    void aResultKeepsItsCarriageReturnsAndItsLastEmptyLine() {
        LoggedIteration it = section("--- Iteration 1/5 ---", "Model response: {}",
                "Dispatching tool: shell with args: {'command': 'curl'}", "Tool result: HTTP/1.1 200 OK\r",
                "Content-Type: text/plain\r", "", "--- Iteration 2/5 ---").steps().get(0);

        assertThat(it.result()).isEqualTo("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n");
    }

    @Test
    void aToolsFailureMessageRunsOverItsLinesAndTheNextIterationEndsIt() {
        List<LoggedIteration> its = section("--- Iteration 1/5 ---", "Model response: {}",
                "Dispatching tool: read_file with args: {'path': 'x'}", "Tool read_file failed: two",
                "lines", "--- Iteration 2/5 ---", "Model response: {}",
                "Dispatching tool: lookup with args: {}", "Unknown tool: lookup", "=== AGENT SLEEPING ===",
                "Cycle 20260401_100137 complete.").steps();

        assertThat(its).hasSize(2);
        assertThat(its.get(0).failure()).isEqualTo("two\nlines");
        assertThat(its.get(1).unknown()).isTrue();
        assertThat(its.get(1).n()).isEqualTo(2);
        assertThat(its.get(1).of()).isEqualTo(5);
    }

    @Test
    void aCrashEndsTheIterationItHappenedInWithItsMessageAndNotItsTraceback() {
        CycleLogSection s = section("--- Iteration 1/5 ---", "Model response: [1, 2]",
                "Agent cycle failed: 'list' object has no attribute 'get'", "Traceback (most recent call last):",
                "  File \"msa/dispatcher.py\", line 78, in dispatch", "AttributeError: 'list' object has no attribute 'get'",
                "=== AGENT SLEEPING ===", "Cycle 20260401_100137 complete.");

        LoggedIteration it = s.steps().get(0);
        assertThat(it.response()).isEqualTo("[1, 2]");
        assertThat(it.dispatched()).isFalse();
        assertThat(it.crash()).isEqualTo("'list' object has no attribute 'get'");
        assertThat(s.ended()).isTrue();
        assertThat(s.earlyCrash()).isNull();
    }

    @Test
    void aLogThatStopsMidIterationKeepsWhatItHasAndHasNotEnded() {
        CycleLogSection s = section("--- Iteration 1/5 ---", "Model response: {\"tool\": \"shell\"",
                "Dispatching tool: shell with args: {'command': 'date -u'}");

        assertThat(s.steps()).singleElement().satisfies(it -> {
            assertThat(it.tool()).isEqualTo("shell");
            assertThat(it.result()).isNull();
        });
        assertThat(s.ended()).isFalse();
    }

    @Test
    void linesOfTheAgentsOwnLogThatAToolReadAreTextNotANewIterationOrCycle() {
        String log = String.join("\n", "=== AGENT WAKING ===", "Current task: read the log",
                "--- Iteration 1/5 ---", "Model response: {}",
                "Dispatching tool: read_file with args: {'path': 'logs/old.log'}",
                "Tool result: === AGENT WAKING ===", "--- Iteration 4/5 ---", "Cycle 20260401_090000 complete.",
                "--- Iteration 2/5 ---", "Model response: {}", "Dispatching tool: done with args: {}",
                "Agent signaled completion.", "=== AGENT SLEEPING ===", "Cycle 20260401_100137 complete.", "");

        CycleLogSection s = LogReader.of(log, ID, 1 << 20);

        assertThat(s.iterations()).isEqualTo(2);
        assertThat(s.steps()).hasSize(2);
        assertThat(s.steps().get(0).result())
                .isEqualTo("=== AGENT WAKING ===\n--- Iteration 4/5 ---\nCycle 20260401_090000 complete.");
        assertThat(s.steps().get(1).completion()).isTrue();
        assertThat(s.text()).endsWith("Cycle 20260401_100137 complete.\n");
        assertThat(s.moreAfter()).isFalse();
    }
}

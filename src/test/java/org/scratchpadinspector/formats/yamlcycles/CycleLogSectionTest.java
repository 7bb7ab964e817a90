package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.formats.yamlcycles.NoteEntry;

/** A cycle's own lines of the real agent's logs, where one process appends every later cycle to earlier logs. */
class CycleLogSectionTest {
    static final CycleId FIRST = CycleId.parse("20260401_100137");
    static final CycleId SECOND = CycleId.parse("20260401_100644");

    /** cycle_<FIRST>.log of a process that ran two cycles: the second crashed with a chained traceback. */
    static final String ACCUMULATED = """
            === AGENT WAKING ===
            Current task: Check the node
            --- Iteration 1/5 ---
            HTTP Request: POST http://127.0.0.1:8000/v1/chat/completions "HTTP/1.1 200 OK"
            Model response: {"tool": "echo", "args": {"message": "hi"}}
            Dispatching tool: echo with args: {'message': 'hi'}
            Tool result: ECHO: hi
            --- Iteration 2/5 ---
            Model response: {"tool": "done", "args": {"summary": "ok"}}
            Dispatching tool: done with args: {'summary': 'ok'}
            Agent signaled completion.
            === AGENT SLEEPING ===
            Cycle 20260401_100137 complete.
            Sleeping 300 seconds...
            Scheduler firing at 2026-04-01T10:06:44.104233
            === AGENT WAKING ===
            Current task: Read the calibration
            --- Iteration 1/5 ---
            Model response: Let me think.
            No JSON here.
            Could not parse action from response. Logging and continuing.
            --- Iteration 2/5 ---
            Model response: {"tool": "shell", "args": ["date"]}
            Dispatching tool: shell with args: ['date']
            Tool shell failed: ShellTool.run() argument after ** must be a mapping, not list
            --- Iteration 3/5 ---
            Model response: {"tool": "lookup", "args": {}}
            Dispatching tool: lookup with args: {}
            Unknown tool: lookup
            --- Iteration 4/5 ---
            Model response: {"tool": "read_file", "args": {"path": "a.csv"}}
            Dispatching tool: read_file with args: {'path': 'a.csv'}
            Tool result: a,b
            1,2
            --- Iteration 5/5 ---
            OpenAI-compat API error: Connection error.
            Agent cycle failed: Connection error.
            Traceback (most recent call last):
              File "msa/model.py", line 9, in _connect
                sock.connect()
            ConnectionRefusedError: [Errno 111] Connection refused

            During handling of the above exception, another exception occurred:

            Traceback (most recent call last):
              File "msa/model.py", line 12, in _send
                self._connect()
            httpx.ConnectError: [Errno 111] Connection refused

            The above exception was the direct cause of the following exception:

            Traceback (most recent call last):
              File "msa/agent.py", line 160, in run_once
                state_after = self.run_cycle(state_before)
            openai.APIConnectionError: Connection error.
            === AGENT SLEEPING ===
            Cycle 20260401_100644 complete.
            Sleeping 300 seconds...
            """;

    @Test
    void aCyclesSectionRunsFromItsWakingToItsCompleteLine() {
        CycleLogSection first = LogReader.of(ACCUMULATED, FIRST, 1 << 20);

        assertThat(first.whole()).isFalse();
        assertThat(first.firstLine()).isEqualTo(1);
        assertThat(first.text()).startsWith("=== AGENT WAKING ===\n").endsWith("Cycle 20260401_100137 complete.\n")
                .doesNotContain("Traceback");
        assertThat(first.moreAfter()).isTrue();
        assertThat(first.iterations()).isEqualTo(2);
        assertThat(PythonTraceback.locate(first.text())).isNull();
    }

    @Test
    void theIterationsAndTracebackOfALaterCycleComeFromItsOwnSection() {
        CycleLogSection second = LogReader.of(ACCUMULATED.substring(ACCUMULATED.indexOf("=== AGENT WAKING ===", 10)),
                SECOND, 1 << 20);

        assertThat(second.iterations()).isEqualTo(5);
        assertThat(second.moreAfter()).isTrue();
        PythonTraceback traceback = PythonTraceback.locate(second.text());
        String chain = second.text().substring(traceback.start(), traceback.end());
        assertThat(chain).startsWith("Traceback (most recent call last):\n  File \"msa/model.py\", line 9")
                .contains("During handling of the above exception", "The above exception was the direct cause")
                .endsWith("openai.APIConnectionError: Connection error.");
        assertThat(traceback.exception()).isEqualTo("openai.APIConnectionError: Connection error.");
    }

    @Test
    void aCrashedCyclesCallsAreRebuiltFromItsLogLines() {
        String own = ACCUMULATED.substring(ACCUMULATED.indexOf("=== AGENT WAKING ===", 10));
        CycleLogSection second = LogReader.of(own, SECOND, 0);

        assertThat(second.calls()).extracting(NoteEntry::kind).containsExactly(NoteEntry.Kind.PARSE_ERROR,
                NoteEntry.Kind.TOOL_ERROR, NoteEntry.Kind.UNKNOWN_TOOL, NoteEntry.Kind.TOOL);
        assertThat(second.calls()).allMatch(NoteEntry::fromLog);
        assertThat(second.calls().get(0).text()).isEqualTo("Could not parse: Let me think.\nNo JSON here.");
        assertThat(second.calls().get(1).result()).isEqualTo("ShellTool.run() argument after ** must be a mapping, not list");
        assertThat(second.calls().get(3).display()).isEqualTo("[TOOL] read_file({'path': 'a.csv'}) → a,b\n1,2");
        assertThat(second.toolCalls()).isEqualTo(2);
        assertThat(second.parseErrors()).isEqualTo(1);
        assertThat(second.text()).isEmpty();
    }

    @Test
    void aKilledCyclesSectionRunsToTheEndOfItsFile() {
        String killed = "=== AGENT WAKING ===\nCurrent task: x\n--- Iteration 1/5 ---\n--- Iteration 2/5 ---\n";

        CycleLogSection section = LogReader.of(killed, FIRST, 1 << 20);

        assertThat(section.iterations()).isEqualTo(2);
        assertThat(section.moreAfter()).isFalse();
        assertThat(section.text()).isEqualTo(killed);
    }

    @Test
    void aLogWithoutWakingLinesIsOneSectionWithTheSampleIterationLines() {
        String sample = "2026-04-01 10:01:44,000 INFO iteration 1 response: {}\n"
                + "2026-04-01 10:01:51,000 INFO iteration 2 response: {}\n";

        CycleLogSection section = LogReader.of(sample, FIRST, 1 << 20);

        assertThat(section.whole()).isTrue();
        assertThat(section.iterations()).isEqualTo(2);
        assertThat(section.text()).isEqualTo(sample);
    }

    @Test
    void theCommittedRealAgentSampleGivesEachCycleItsOwnTraceback() throws IOException {
        Path logs = Path.of("scratchpad-samples/msa-real/logs");
        CycleId completed = CycleId.parse("20260401_100644");
        CycleId chained = CycleId.parse("20260401_101704");
        CycleId attribute = CycleId.parse("20260401_102717");
        String wholeFile = Files.readString(logs.resolve("cycle_" + completed + ".log"));
        assertThat(wholeFile).contains("openai.APIConnectionError", "AttributeError");

        assertThat(PythonTraceback.locate(LogReader.read(logs.resolve("cycle_" + completed + ".log"), completed,
                1 << 20).text())).isNull();
        assertThat(PythonTraceback.locate(LogReader.read(logs.resolve("cycle_" + chained + ".log"), chained,
                1 << 20).text()).exception()).isEqualTo("openai.APIConnectionError: Connection error.");
        assertThat(PythonTraceback.locate(LogReader.read(logs.resolve("cycle_" + attribute + ".log"), attribute,
                1 << 20).text()).exception()).isEqualTo("AttributeError: 'list' object has no attribute 'get'");
    }
}

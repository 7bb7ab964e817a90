package org.scratchpadinspector.agent.reference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DispatcherTest {
    @TempDir
    Path sandbox;

    private Dispatcher dispatcher() {
        return new Dispatcher(new Tools(new SimulatedClock(SimulatedClock.DEFAULT_START, 1, 0), sandbox, false));
    }

    @Test
    void aToolCallAppendsThePythonReprOfItsArgumentsAndTheResult() throws Exception {
        Files.createDirectories(sandbox.resolve("docs"));
        Files.writeString(sandbox.resolve("docs/x.md"), "hello");
        Map<String, Object> state = ScratchpadFiles.defaults();
        Dispatcher.Outcome outcome = dispatcher().dispatch("{\"tool\": \"read_file\", \"args\": {\"path\": \"docs/x.md\"}}", state);
        assertThat(state.get("notes")).isEqualTo("\n[TOOL] read_file({'path': 'docs/x.md'}) → hello");
        assertThat(outcome).isEqualTo(new Dispatcher.Outcome("read_file", "hello", false));
    }

    @Test
    void aToolResultIsCutAt300CodePoints() throws Exception {
        Map<String, Object> state = ScratchpadFiles.defaults();
        Dispatcher.Outcome outcome = dispatcher().dispatch("{\"tool\": \"echo\", \"args\": {\"message\": \"" + "🚀".repeat(400) + "\"}}", state);
        assertThat(outcome.toolResult().codePointCount(0, outcome.toolResult().length())).isEqualTo(300);
    }

    @Test
    void aParseErrorIsNotedWithPythonsMessageAndTheResponsesFirst200Characters() throws Exception {
        Map<String, Object> state = ScratchpadFiles.defaults();
        String response = "not json " + "x".repeat(300);
        Dispatcher.Outcome outcome = dispatcher().dispatch(response, state);
        assertThat(state.get("notes")).isEqualTo("\n[PARSE ERROR] Expecting value: line 1 column 1 (char 0): " + response.substring(0, 200));
        assertThat(outcome).isEqualTo(new Dispatcher.Outcome("parse_error", null, false));
        dispatcher().dispatch("[1]", state);
        assertThat((String) state.get("notes")).endsWith("\n[PARSE ERROR] expected an object with a \"tool\" name: [1]");
    }

    @Test
    void updateScratchpadExtendsCompletedTasksReplacesPendingActionsAndSetsAnythingElse() throws Exception {
        Map<String, Object> state = ScratchpadFiles.defaults();
        state.put("completed_tasks", new java.util.ArrayList<>(List.of("old")));
        dispatcher().dispatch("{\"tool\": \"update_scratchpad\", \"args\": {\"completed_tasks\": [\"a\"],"
                + " \"pending_actions\": [\"p\"], \"current_task\": \"t\", \"new\": 1}}", state);
        assertThat(state.get("completed_tasks")).isEqualTo(List.of("old", "a"));
        assertThat(state.get("pending_actions")).isEqualTo(List.of("p"));
        assertThat(state.get("current_task")).isEqualTo("t");
        assertThat(state.get("new")).isEqualTo(1);
    }

    @Test
    void doneMovesTheTaskToCompletedAndAdvancesToTheNextPendingAction() throws Exception {
        Map<String, Object> state = ScratchpadFiles.defaults();
        state.put("current_task", "T1");
        state.put("pending_actions", new java.util.ArrayList<>(List.of("T2", "T3")));
        Dispatcher.Outcome outcome = dispatcher().dispatch("{\"tool\": \"done\", \"args\": {\"summary\": \"did it\"}}", state);
        assertThat(outcome.done()).isTrue();
        assertThat(state.get("completed_tasks")).isEqualTo(List.of(Map.of("task", "T1", "summary", "did it")));
        assertThat(state.get("current_task")).isEqualTo("T2");
        assertThat(state.get("pending_actions")).isEqualTo(List.of("T3"));
        assertThat(state.get("notes")).isEqualTo("\n[COMPLETED] did it");
    }

    @Test
    void anUnknownToolRaisesAKeyErrorThatEndsTheCycle() {
        assertThatThrownBy(() -> dispatcher().dispatch("{\"tool\": \"fly\"}", ScratchpadFiles.defaults()))
                .isInstanceOf(ToolFailure.class).hasMessage("'unknown tool: fly'");
    }

    @Test
    void writeFileRefusesPathsThatLeaveTheSandbox() {
        assertThatThrownBy(() -> dispatcher().dispatch(
                "{\"tool\": \"write_file\", \"args\": {\"path\": \"../x\", \"content\": \"c\"}}", ScratchpadFiles.defaults()))
                .isInstanceOf(ToolFailure.class).hasMessageContaining("escapes the sandbox");
        assertThatThrownBy(() -> dispatcher().dispatch(
                "{\"tool\": \"write_file\", \"args\": {\"path\": \"/etc/x\", \"content\": \"c\"}}", ScratchpadFiles.defaults()))
                .isInstanceOf(ToolFailure.class).hasMessageContaining("escapes the sandbox");
    }

    @Test
    void theShellToolIsRefusedUnlessAllowed() {
        assertThatThrownBy(() -> dispatcher().dispatch("{\"tool\": \"shell\", \"args\": {\"command\": \"true\"}}",
                ScratchpadFiles.defaults())).isInstanceOf(ToolFailure.class).hasMessageContaining("--allow-shell");
    }

    @Test
    void missingArgumentsFailAsPythonsCallWould() {
        assertThatThrownBy(() -> dispatcher().dispatch("{\"tool\": \"echo\"}", ScratchpadFiles.defaults()))
                .hasMessage("Tools.tool_echo() missing 1 required positional argument: 'message'");
    }
}

package org.scratchpadinspector.ui.timetravel;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.scratchpadinspector.testsupport.SampleCopy;

/**
 * The demo's crashed cycle (publish_report by email raises) and what its re-run needs: a copy of the demo, and
 * the command of the real Python sample agent playing a script whose next cycle publishes on the wiki instead,
 * so that the failing call is gone from the re-run. The scripted model does not read the scratchpad, so the
 * script stands for the model's different answer after the operator's edit.
 */
final class CrashedCycleRerun {
    static final String CRASHED = "20260401_103637";
    static final String REPORT = "reports/2026-W14.md";
    private static final Path SAMPLE_AGENT = Path.of("scratchpad-samples", "generator", "sample_agent.py").toAbsolutePath();
    private static final ObjectMapper JSON = new ObjectMapper();

    final Path demo;
    final Path script;

    CrashedCycleRerun(Path tmp) throws IOException {
        demo = SampleCopy.copy(Path.of("scratchpad-samples", "demo"), tmp.resolve("demo"));
        // the sample agent plays script cycle N+1 when N cycles exist: the fork holds 7, so the 8th is played
        ArrayNode cycles = JSON.createArrayNode();
        for (int i = 0; i < 7; i++) {
            cycles.addArray().add(response("done", Map.of("summary", "not played")));
        }
        cycles.addArray().add(response("read_file", Map.of("path", REPORT)))
                .add(response("publish_report", Map.of("path", REPORT, "channel", "wiki")))
                .add(response("done", Map.of("summary", "Published on the wiki")));
        script = tmp.resolve("wiki.json");
        Files.writeString(script, JSON.createObjectNode().put("max_iterations", 4).set("cycles", cycles).toString(),
                StandardCharsets.UTF_8);
    }

    /** The command that runs one cycle of the real Python sample agent in the directory it is started in. */
    String command() {
        return "python3 '" + SAMPLE_AGENT + "' --once . --fake-clock --script '" + script + "'";
    }

    private static String response(String tool, Map<String, String> args) {
        return JSON.createObjectNode().put("tool", tool).set("args", JSON.valueToTree(args)).toString();
    }
}

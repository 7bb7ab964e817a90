package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.scratchpadinspector.pyyaml.PyYamlWriter;

/**
 * The prompt of one iteration, rebuilt as the real agent's {@code Agent._build_prompt} builds it: the state as
 * {@code scratchpad.format} renders it ({@code yaml.dump(state, default_flow_style=False, sort_keys=False)}), the
 * tool descriptions of the agent's tool registry ({@code ToolRegistry.describe()}) and the fixed instructions; and
 * the system turn, the root's rules file ({@code rules_path} of its config, else {@code config/rules.md}) as it is
 * now. Rebuilt, not recorded: tools an operator registered beyond the agent's six, or rules edited since, are not
 * what the model saw.
 *
 * @param system     the system turn
 * @param systemNote where the system turn comes from, in a few words
 * @param user       the user turn
 */
public record IterationPrompt(String system, String systemNote, String user) {

    /** {@code ToolRegistry.describe()} of the agent's registry: its six tools, in registration order. */
    static final String TOOLS = String.join("\n",
            "- echo: Echo a message back. Useful for testing.",
            "- shell: Run a shell command and return stdout. Use carefully.",
            "- read_file: Read a file from disk and return its contents.",
            "- write_file: Write content to a file on disk.",
            "- http_get: Make an HTTP GET request and return the response body. Only http/https URLs are accepted;"
                    + " internal/private addresses are blocked.",
            "- yolo_detect: Run YOLO object detection on an image file. Returns a JSON array of detections, each"
                    + " with 'class', 'confidence', and 'box' (x1,y1,x2,y2). Args: path (str) \u2014 path to image"
                    + " file within the project directory.");

    static final String INSTRUCTIONS = String.join("\n",
            "- Review your current_task and pending_actions",
            "- Take the next appropriate action using an available tool, OR update your scratchpad",
            "- To call a tool, respond with JSON: {\"tool\": \"tool_name\", \"args\": {...}}",
            "- To update scratchpad only, respond with JSON: {\"tool\": \"update_scratchpad\", \"args\": {...}}",
            "- To signal you are done, respond with JSON: {\"tool\": \"done\", \"args\": {\"summary\": \"...\"}}");

    /** The agent's own words when it finds no rules file. */
    static final String NO_RULES = "You are a helpful agent. Complete tasks listed in your scratchpad.";

    private static final long MAX_RULES_BYTES = 1024 * 1024;

    /** The user turn for an iteration that starts from {@code state}. */
    public static String user(Map<?, ?> state) {
        return "\nCurrent scratchpad state:\n" + PyYamlWriter.dump(state) + "\n\nAvailable tools:\n" + TOOLS
                + "\n\nInstructions:\n" + INSTRUCTIONS + "\n";
    }

    /** The prompt of an iteration that starts from {@code state}, with the system turn of the agent at {@code root}. */
    public static IterationPrompt of(Path root, Map<?, ?> state) {
        Path rules = AgentRoot.rules(root);
        String system;
        String note;
        try {
            if (Files.isRegularFile(rules) && Files.size(rules) <= MAX_RULES_BYTES) {
                system = Files.readString(rules, StandardCharsets.UTF_8);
                note = rules + " as it is now";
                if (system.contains("{{HOSTNAME}}") || system.contains("{{WORKING_DIR}}")) {
                    note += "; the agent fills in {{HOSTNAME}} and {{WORKING_DIR}} when it starts";
                }
            } else if (Files.exists(rules)) {
                system = "";
                note = rules + " is not a plain file under 1 MB: not shown";
            } else {
                system = NO_RULES;
                note = "no " + rules + ": the agent's own default";
            }
        } catch (IOException | RuntimeException e) {
            system = "";
            note = rules + " cannot be read: " + e.getMessage();
        }
        return new IterationPrompt(system, note, user(state));
    }
}

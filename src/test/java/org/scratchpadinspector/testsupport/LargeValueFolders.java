package org.scratchpadinspector.testsupport;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Copies of the committed samples of formats 001 to 004 in which one value is a string of {@code length}
 * characters and one is NaN or Infinity, as Python's {@code json.dump} writes them (the agents' own reader reads
 * both). Generated in a test's temporary folder: no large file is committed.
 */
public final class LargeValueFolders {
    private static final Path SAMPLES = Path.of("scratchpad-samples");
    /** What ls, show and diff are run with for each folder: the folder, a unit holding the large value, options. */
    public record Folder(String format, Path dir, String unit, String[] options) {
    }

    /** A string as the JSON writer writes a placeholder's text: {@code PLACEHOLDER} is replaced while streaming. */
    private static final String PLACEHOLDER = "@@LARGE@@";
    private static final ObjectMapper JSON = new ObjectMapper().configure(JsonGenerator.Feature.QUOTE_NON_NUMERIC_NUMBERS, false);

    private LargeValueFolders() {
    }

    public static Folder mempalace(Path into, int length) throws IOException {
        Path demo = SampleCopy.copy(SAMPLES.resolve("mempalace/demo"), into.resolve("mempalace"));
        Path file = demo.resolve("session_scratchpad/c870-longrun.json");
        ObjectNode session = (ObjectNode) JSON.readTree(file.toFile());
        ArrayNode entries = (ArrayNode) session.get("entries");
        ObjectNode last = (ObjectNode) entries.get(entries.size() - 1);
        entries.add(last.deepCopy().put("key", "nan").put("value", Double.NaN));
        entries.add(last.deepCopy().put("key", "blob").put("value", PLACEHOLDER));
        write(file, session, length);
        return new Folder("mempalace", demo, "c870-longrun", new String[] {"--at", "2026-04-07T18:00:00Z"});
    }

    public static Folder forgenotes(Path into, int length) throws IOException {
        Path sessions = SampleCopy.copy(SAMPLES.resolve("forge-notes/sessions"), into.resolve("forge/sessions"));
        Path file = sessions.resolve("flaky-ci/conversation.json");
        ArrayNode messages = (ArrayNode) JSON.readTree(file.toFile());
        for (JsonNode m : messages) {
            if (m.get("Role").asText().equals("tool")) {
                String first = m.get("Content").asText().split("\n", 2)[0];
                ((ObjectNode) m).put("Content", first + "\n" + PLACEHOLDER);
                break;
            }
        }
        write(file, messages, length);
        return new Folder("forgenotes", sessions, "flaky-ci#1", new String[0]);
    }

    public static Folder miniagent(Path into, int length) throws IOException {
        Path experiment = SampleCopy.copy(SAMPLES.resolve("miniagent/32-tutor-demo"), into.resolve("miniagent"));
        Path file = experiment.resolve("traces/20260407T090000Z_3ceb3ffd.json");
        ObjectNode trace = (ObjectNode) JSON.readTree(file.toFile());
        ObjectNode observation = (ObjectNode) trace.get("scratchpad").get("steps").get(0).get("observation");
        observation.put("output", PLACEHOLDER);
        ((ObjectNode) trace.get("final_answer")).put("confidence", Double.POSITIVE_INFINITY);
        write(file, trace, length);
        return new Folder("miniagent", experiment, "3ceb3ffd", new String[0]);
    }

    public static Folder recursivecontext(Path into, int length) throws IOException {
        Path runs = SampleCopy.copy(SAMPLES.resolve("recursive-context/runs"), into.resolve("recursive/runs"));
        Path file = runs.resolve("trip-notes/debug.json");
        ArrayNode trace = (ArrayNode) JSON.readTree(file.toFile());
        ObjectNode last = (ObjectNode) trace.get(trace.size() - 1);
        last.put("scratchpad_after", last.get("scratchpad_after").asText() + "\n" + PLACEHOLDER + "\n");
        write(file, trace, length);
        Path state = runs.resolve("python-help/agent_state.json");
        ObjectNode saved = (ObjectNode) JSON.readTree(state.toFile());
        saved.put("temperature", Double.NaN);
        Files.writeString(state, JSON.writeValueAsString(saved));
        return new Folder("recursivecontext", runs, "trip-notes#" + last.get("turn").asText(), new String[0]);
    }

    /** The document with its placeholder replaced by {@code length} characters, written without a second copy. */
    private static void write(Path file, JsonNode document, int length) throws IOException {
        String text = JSON.writerWithDefaultPrettyPrinter().writeValueAsString(document);
        int at = text.indexOf(PLACEHOLDER);
        try (var out = Files.newBufferedWriter(file)) {
            out.write(text, 0, at);
            char[] chunk = new char[1 << 16];
            for (int i = 0; i < chunk.length; i++) {
                chunk[i] = (char) ('a' + i % 26);
            }
            for (int left = length; left > 0; left -= Math.min(left, chunk.length)) {
                out.write(chunk, 0, Math.min(left, chunk.length));
            }
            out.write(text, at + PLACEHOLDER.length(), text.length() - at - PLACEHOLDER.length());
        }
    }
}

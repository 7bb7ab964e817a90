package org.scratchpadinspector.formats.recursivecontext;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.format.AgentJson;
import org.scratchpadinspector.format.JsonProblems;

/**
 * Reads {@code debug.json} ({@code export_trace}: {@code json.dump(trace, indent=2)}, a list of
 * {@code {turn, input, response, scratchpad_before, scratchpad_after}}) entry by entry, so that a file cut short
 * (still being written, or truncated) keeps every entry before the cut.
 */
final class TraceReader {
    static final String FILE = "debug.json";
    /** Read entry by entry: the entries after the one read are no trailing tokens. */
    private static final ObjectMapper MAPPER = AgentJson.builder()
            .disable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();

    /** The entries read and the lines about the file itself (it does not parse, is not a list ...). */
    record TraceFile(List<TraceEntry> entries, List<String> problems) {
        TraceFile {
            entries = List.copyOf(entries);
            problems = List.copyOf(problems);
        }
    }

    private TraceReader() {
    }

    static TraceFile read(Path file, Path root) {
        BoundedFile content = BoundedFile.read(file, root);
        if (content.missing()) {
            return new TraceFile(List.of(), List.of());
        }
        if (!content.readable()) {
            return new TraceFile(List.of(), List.of(content.problem()));
        }
        return parse(content.bytes());
    }

    static TraceFile parse(byte[] bytes) {
        List<TraceEntry> entries = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        try (JsonParser parser = MAPPER.createParser(bytes)) {
            JsonToken first = parser.nextToken();
            if (first != JsonToken.START_ARRAY) {
                problems.add(FILE + ": the top level is " + JsonShapes.describe(first)
                        + ", not a list of turns: not the trace export_trace writes");
                return new TraceFile(entries, problems);
            }
            JsonToken token;
            while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
                if (token == null) {
                    problems.add(FILE + ": the file ends before its list does (being written, or truncated)");
                    break;
                }
                JsonNode node = MAPPER.readTree(parser);
                entries.add(entry(entries.size() + 1, node));
            }
            if (token == JsonToken.END_ARRAY && parser.nextToken() != null) {
                problems.add(FILE + ": line " + parser.currentLocation().getLineNr()
                        + ": more content after the list of turns (ignored)");
            }
        } catch (JsonProcessingException e) {
            problems.add(JsonProblems.describe(FILE, e)
                    + (entries.isEmpty() ? "" : " (the " + entries.size() + " entries before it are shown)"));
        } catch (IOException e) {
            problems.add(FILE + ": cannot be read: " + e.getMessage());
        }
        return new TraceFile(entries, problems);
    }

    private static TraceEntry entry(int position, JsonNode node) {
        String where = "entry " + position + " of " + FILE;
        List<String> problems = new ArrayList<>();
        if (!node.isObject()) {
            problems.add(where + " is " + JsonShapes.describe(node) + ", not an object with turn, input, response"
                    + " and the two scratchpads");
            return new TraceEntry(position, null, null, null, null, null, problems);
        }
        Long turn = null;
        JsonNode t = node.get("turn");
        if (t == null) {
            problems.add(where + ": turn is missing");
        } else if (t.isIntegralNumber() && t.canConvertToLong()) {
            turn = t.longValue();
        } else {
            problems.add(where + ": turn is " + JsonShapes.describe(t) + ", not a whole number");
        }
        return new TraceEntry(position, turn, text(node, "input", where, problems),
                text(node, "response", where, problems), text(node, "scratchpad_before", where, problems),
                text(node, "scratchpad_after", where, problems), problems);
    }

    private static String text(JsonNode entry, String field, String where, List<String> problems) {
        JsonNode value = entry.get(field);
        if (value == null) {
            problems.add(where + ": " + field + " is missing");
            return null;
        }
        if (!value.isTextual()) {
            problems.add(where + ": " + field + " is " + JsonShapes.describe(value) + ", not text");
            return null;
        }
        return value.textValue();
    }
}

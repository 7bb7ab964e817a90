package org.scratchpadinspector.formats.yamlcycles;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A crashed cycle's calls from a log in the seed sample agent's layout (one file per cycle, Python logging's
 * {@code %(asctime)s %(levelname)s %(message)s}): {@code iteration k response: …} (the whole response, over
 * several lines when it has line breaks), {@code iteration k action: NAME} ({@code parse_error}, {@code done},
 * {@code update_scratchpad} or a tool), and {@code cycle <id> failed: …}. A tool is called with the {@code args} of
 * the response's JSON; a failure right after a tool's action is that call raising (this agent does not catch a
 * tool's error, so it ends the cycle).
 */
final class SampleLogCalls {
    private static final Pattern RECORD = Pattern.compile("^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},\\d{3} [A-Z]+ (.*)$");
    private static final Pattern RESPONSE = Pattern.compile("^iteration (\\d+) response: (.*)$", Pattern.DOTALL);
    private static final Pattern ACTION = Pattern.compile("^iteration (\\d+) action: (.*)$");
    private static final Pattern FAILED = Pattern.compile("^cycle \\d{8}_\\d{6} failed: (.*)$", Pattern.DOTALL);
    private static final Set<String> NOT_TOOLS = Set.of("done", "update_scratchpad");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int PARSE_ERROR_CHARS = 200;

    private final List<NoteEntry> entries = new ArrayList<>();
    private StringBuilder message;
    private String response;
    private NoteEntry lastCall;

    void accept(String line) {
        Matcher record = RECORD.matcher(line);
        if (record.matches()) {
            flush();
            message = new StringBuilder(record.group(1));
        } else if (message != null) {
            message.append('\n').append(line);
        }
    }

    List<NoteEntry> entries() {
        flush();
        return List.copyOf(entries);
    }

    private void flush() {
        if (message == null) {
            return;
        }
        String text = message.toString();
        message = null;
        Matcher m;
        if ((m = RESPONSE.matcher(text)).matches()) {
            response = m.group(2);
            lastCall = null;
        } else if ((m = ACTION.matcher(text)).matches()) {
            action(m.group(2).strip());
        } else if ((m = FAILED.matcher(text)).matches() && lastCall != null) {
            String failure = m.group(1).lines().findFirst().orElse("");
            entries.set(entries.size() - 1, new NoteEntry(NoteEntry.Kind.TOOL_ERROR,
                    "[TOOL ERROR] " + lastCall.tool() + ": " + failure, lastCall.tool(), lastCall.args(), failure, true));
            lastCall = null;
        }
    }

    private void action(String name) {
        String said = response == null ? "" : response;
        response = null;
        lastCall = null;
        if (name.equals("parse_error")) {
            int end = said.offsetByCodePoints(0, Math.min(PARSE_ERROR_CHARS, said.codePointCount(0, said.length())));
            entries.add(new NoteEntry(NoteEntry.Kind.PARSE_ERROR, "Could not parse: " + said.substring(0, end),
                    "", "", "", true));
        } else if (!NOT_TOOLS.contains(name)) {
            lastCall = new NoteEntry(NoteEntry.Kind.TOOL, "[TOOL] " + name + "(" + args(said) + ") → "
                    + LoggedCalls.NO_RESULT, name, args(said), LoggedCalls.NO_RESULT, true);
            entries.add(lastCall);
        }
    }

    /** {@code str(args)} of the response's JSON, as the agent's notes would write it; "" when it has none. */
    private static String args(String response) {
        try {
            JsonNode args = JSON.readTree(response).path("args");
            return args.isMissingNode() || args.isNull() ? "{}" : PythonRepr.repr(value(args));
        } catch (java.io.IOException | RuntimeException e) {
            return "";
        }
    }

    private static Object value(JsonNode node) {
        if (node.isObject()) {
            Map<Object, Object> map = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                map.put(e.getKey(), value(e.getValue()));
            }
            return map;
        }
        if (node.isArray()) {
            List<Object> list = new ArrayList<>();
            node.forEach(item -> list.add(value(item)));
            return list;
        }
        if (node.isTextual()) {
            return node.textValue();
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        if (node.isIntegralNumber()) {
            return node.bigIntegerValue();
        }
        if (node.isNumber()) {
            return node.doubleValue();
        }
        return null;
    }
}

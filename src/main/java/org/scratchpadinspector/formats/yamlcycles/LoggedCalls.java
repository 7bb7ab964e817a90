package org.scratchpadinspector.formats.yamlcycles;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.scratchpadinspector.formats.yamlcycles.NoteEntry;

/**
 * Rebuilds a cycle's tool calls from the real agent's log lines, for a cycle whose notes were replaced by a
 * crash: {@code Dispatching tool: NAME with args: ARGS}, then {@code Tool result: …}, {@code Tool NAME failed: …}
 * or {@code Unknown tool: NAME}; and a parse failure's {@code Model response: …} followed by
 * {@code Could not parse action from response.}. {@code done} and {@code update_scratchpad} are dispatched too
 * but are no tool calls.
 */
final class LoggedCalls {
    private static final Pattern DISPATCH = Pattern.compile("^Dispatching tool: (.*?) with args: (.*)$");
    private static final Pattern FAILED = Pattern.compile("^Tool (.+?) failed: (.*)$");
    private static final String RESULT = "Tool result: ";
    private static final String UNKNOWN = "Unknown tool: ";
    private static final String RESPONSE = "Model response: ";
    private static final String PARSE_FAILURE = "Could not parse action from response.";
    private static final Set<String> NOT_TOOLS = Set.of("done", "update_scratchpad");
    private static final Pattern OTHER_AGENT_LINE = Pattern.compile(
            "^(--- Iteration \\d+/\\d+ ---|=== AGENT \\w+ ===|Agent signaled completion\\.|Agent cycle failed: .*"
                    + "|Cycle \\d{8}_\\d{6} complete\\.|Traceback \\(most recent call last\\):)$");

    private final List<NoteEntry> entries = new ArrayList<>();
    private String tool;
    private String args;
    private StringBuilder result;
    private StringBuilder response;

    void accept(String line) {
        Matcher dispatch = DISPATCH.matcher(line);
        Matcher failed = FAILED.matcher(line);
        if (dispatch.matches()) {
            flush();
            response = null;
            if (!NOT_TOOLS.contains(dispatch.group(1))) {
                tool = dispatch.group(1);
                args = dispatch.group(2);
            }
        } else if (line.startsWith(RESULT) && tool != null) {
            result = new StringBuilder(line.substring(RESULT.length()));
        } else if (failed.matches() && tool != null && failed.group(1).equals(tool)) {
            entries.add(new NoteEntry(NoteEntry.Kind.TOOL_ERROR, "[TOOL ERROR] " + tool + ": " + failed.group(2),
                    tool, args, failed.group(2), true));
            tool = null;
        } else if (line.startsWith(UNKNOWN)) {
            String name = line.substring(UNKNOWN.length());
            entries.add(new NoteEntry(NoteEntry.Kind.UNKNOWN_TOOL, "[UNKNOWN TOOL] " + name, name, args == null ? "" : args,
                    "", true));
            tool = null;
        } else if (line.startsWith(RESPONSE)) {
            flush();
            response = new StringBuilder(line.substring(RESPONSE.length()));
        } else if (line.startsWith(PARSE_FAILURE)) {
            flush();
            String text = "Could not parse: " + (response == null ? "" : response);
            entries.add(new NoteEntry(NoteEntry.Kind.PARSE_ERROR, text, "", "", "", true));
            response = null;
        } else if (OTHER_AGENT_LINE.matcher(line).matches()) {
            flush();
            response = null;
        } else if (result != null) {
            result.append('\n').append(line);
        } else if (response != null) {
            response.append('\n').append(line);
        }
    }

    List<NoteEntry> entries() {
        flush();
        return List.copyOf(entries);
    }

    private void flush() {
        if (tool != null) {
            String text = result != null ? result.toString() : "(no result in the log)";
            entries.add(new NoteEntry(NoteEntry.Kind.TOOL, "[TOOL] " + tool + "(" + args + ") → " + text,
                    tool, args, text, true));
        }
        tool = null;
        args = null;
        result = null;
    }
}

package org.scratchpadinspector.formats.yamlcycles;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A cycle's tool calls and parse errors as its log names them, for a cycle whose notes were replaced by a crash.
 * From the real agent's iterations ({@link IterationLog}): {@code Dispatching tool: NAME with args: ARGS}, then its
 * {@code Tool result: …}, {@code Tool NAME failed: …} or {@code Unknown tool: NAME}; and a parse failure's response.
 * {@code done} and {@code update_scratchpad} are dispatched too but are no tool calls.
 */
final class LoggedCalls {
    static final String NO_RESULT = "(no result in the log)";
    private static final Set<String> NOT_TOOLS = Set.of("done", "update_scratchpad");

    private LoggedCalls() {
    }

    static List<NoteEntry> of(List<LoggedIteration> iterations) {
        List<NoteEntry> entries = new ArrayList<>();
        for (LoggedIteration it : iterations) {
            if (it.parseError()) {
                entries.add(new NoteEntry(NoteEntry.Kind.PARSE_ERROR,
                        "Could not parse: " + (it.response() == null ? "" : it.response()), "", "", "", true));
            } else if (it.dispatched() && !NOT_TOOLS.contains(it.tool())) {
                entries.add(call(it));
            }
        }
        return List.copyOf(entries);
    }

    private static NoteEntry call(LoggedIteration it) {
        String tool = it.tool();
        String args = it.args();
        if (it.unknown()) {
            return new NoteEntry(NoteEntry.Kind.UNKNOWN_TOOL, "[UNKNOWN TOOL] " + tool, tool, args, "", true);
        }
        if (it.failure() != null) {
            return new NoteEntry(NoteEntry.Kind.TOOL_ERROR, "[TOOL ERROR] " + tool + ": " + it.failure(), tool, args,
                    it.failure(), true);
        }
        String result = it.result() != null ? it.result() : NO_RESULT;
        return new NoteEntry(NoteEntry.Kind.TOOL, "[TOOL] " + tool + "(" + args + ") → " + result, tool, args, result,
                true);
    }
}

package org.scratchpadinspector.agent.reference;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The seed's dispatcher: parses one model response and mutates the state in place, by the three branches
 * (update_scratchpad, done, a tool call) plus the parse failure note. Formatting follows sample_agent.py
 * exactly: {@code \n[TOOL] name({'path': 'x'}) → result[:300]}, {@code \n[COMPLETED] summary},
 * {@code \n[PARSE ERROR] error: response[:200]}. Anything the Python code would raise (a failing tool, a
 * TypeError on a strange state) is thrown as a {@link ToolFailure} and ends the cycle on the crash path.
 */
public final class Dispatcher {
    public static final String PARSE_ERROR = "parse_error";

    /** What one dispatch did: the action (tool name or parse_error), the tool's result (≤ 300 chars), done. */
    public record Outcome(String action, String toolResult, boolean done) {
    }

    /** A response the seed's parser refuses. */
    static final class ParseError extends Exception {
        ParseError(String message) {
            super(message);
        }
    }

    record Call(String tool, Map<String, Object> args) {
    }

    private final Tools tools;

    public Dispatcher(Tools tools) {
        this.tools = tools;
    }

    @SuppressWarnings("unchecked")
    static Call parse(String response) throws ParseError {
        Object message;
        try {
            message = PythonJson.loads(response);
        } catch (PythonJson.DecodeError e) {
            throw new ParseError(e.getMessage());
        }
        if (!(message instanceof Map<?, ?> map) || !(map.get("tool") instanceof String tool)) {
            throw new ParseError("expected an object with a \"tool\" name");
        }
        Object args = map.get("args");
        if (!PythonText.truthy(args)) {
            args = new LinkedHashMap<String, Object>();
        }
        if (!(args instanceof Map<?, ?>)) {
            throw new ParseError("\"args\" must be an object");
        }
        return new Call(tool, (Map<String, Object>) args);
    }

    /** What {@link #dispatch} will do with this response, for the log. */
    public static String actionName(String response) {
        try {
            return parse(response).tool();
        } catch (ParseError e) {
            return PARSE_ERROR;
        }
    }

    public Outcome dispatch(String response, Map<String, Object> state) throws ToolFailure {
        Call call;
        try {
            call = parse(response);
        } catch (ParseError error) {
            appendNotes(state, "\n[PARSE ERROR] " + error.getMessage() + ": " + PythonText.head(response, 200));
            return new Outcome(PARSE_ERROR, null, false);
        }
        Map<String, Object> args = call.args();
        if (call.tool().equals("update_scratchpad")) {
            for (Map.Entry<String, Object> entry : args.entrySet()) {
                if (entry.getKey().equals("completed_tasks")) {
                    extend(item(state, "completed_tasks"), entry.getValue());
                } else {
                    state.put(entry.getKey(), entry.getValue());
                }
            }
            return new Outcome(call.tool(), null, false);
        }
        if (call.tool().equals("done")) {
            Object summary = args.containsKey("summary") ? args.get("summary") : "";
            if (PythonText.truthy(state.get("current_task"))) {
                Map<String, Object> completed = new LinkedHashMap<>();
                completed.put("task", state.get("current_task"));
                completed.put("summary", summary);
                list(item(state, "completed_tasks"), "append").add(completed);
            }
            state.put("current_task", PythonText.truthy(state.get("pending_actions"))
                    ? popFirst(state.get("pending_actions")) : null);
            appendNotes(state, "\n[COMPLETED] " + PythonText.str(summary));
            return new Outcome(call.tool(), null, true);
        }
        Object result = tools.call(call.tool(), args);
        String preview = PythonText.head(PythonText.str(result), 300);
        appendNotes(state, "\n[TOOL] " + call.tool() + "(" + PythonText.repr(args) + ") → " + preview);
        return new Outcome(call.tool(), preview, false);
    }

    private static Object item(Map<String, Object> state, String key) throws ToolFailure {
        if (!state.containsKey(key)) {
            throw ToolFailure.keyError(key);
        }
        return state.get(key);
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Object target, String method) throws ToolFailure {
        if (target instanceof List<?> items) {
            return (List<Object>) items;
        }
        throw ToolFailure.attributeError(target, method);
    }

    /** Python's {@code list.extend(value)}. */
    private static void extend(Object target, Object value) throws ToolFailure {
        List<Object> items = list(target, "extend");
        if (value instanceof List<?> more) {
            items.addAll(new ArrayList<>(more));
        } else if (value instanceof String text) {
            text.codePoints().forEach(cp -> items.add(new String(Character.toChars(cp))));
        } else if (value instanceof Map<?, ?> map) {
            items.addAll(map.keySet());
        } else {
            throw ToolFailure.typeError("'" + PythonText.typeName(value) + "' object is not iterable");
        }
    }

    private static Object popFirst(Object pending) throws ToolFailure {
        if (pending instanceof List<?> items) {
            return items.remove(0);
        }
        if (pending instanceof Map<?, ?> map) {
            if (!map.containsKey(0)) {
                throw new ToolFailure("KeyError", "0");
            }
            return map.remove(0);
        }
        throw ToolFailure.attributeError(pending, "pop");
    }

    /** {@code state["notes"] += text}. */
    @SuppressWarnings("unchecked")
    private static void appendNotes(Map<String, Object> state, String text) throws ToolFailure {
        Object notes = item(state, "notes");
        if (notes instanceof String current) {
            state.put("notes", current + text);
        } else if (notes instanceof List<?> items) {
            text.codePoints().forEach(cp -> ((List<Object>) items).add(new String(Character.toChars(cp))));
        } else {
            throw ToolFailure.typeError("unsupported operand type(s) for +=: '" + PythonText.typeName(notes)
                    + "' and 'str'");
        }
    }
}

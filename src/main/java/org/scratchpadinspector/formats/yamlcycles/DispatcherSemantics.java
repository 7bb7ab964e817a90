package org.scratchpadinspector.formats.yamlcycles;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * What the real agent's dispatcher does to the state dict, step for step, with Python's rules: where its code
 * raises (a field of the wrong type, arguments that are not a dict), this raises {@link PythonError} at the same
 * point, after the same earlier mutations, because a crashed cycle's {@code _after} keeps them.
 *
 * <p>{@code msa/dispatcher.py}: {@code _mark_complete} appends {@code {"task", "summary"}} to
 * {@code completed_tasks} when {@code current_task} is truthy, moves {@code pending_actions.pop(0)} (or None) into
 * {@code current_task} and appends {@code [COMPLETED] summary} to the notes; {@code _apply_scratchpad_update} extends
 * {@code completed_tasks} and replaces {@code pending_actions} when given a list, and assigns every other key.
 */
final class DispatcherSemantics {
    static final String NOTES = "notes";

    private DispatcherSemantics() {
    }

    /** Python raised here; {@code field} is the state's field involved. */
    static final class PythonError extends Exception {
        private static final long serialVersionUID = 1L;
        final String field;

        PythonError(String field, String message) {
            super(message);
            this.field = field;
        }
    }

    /** {@code state["notes"] += text}: a str grows, a list is extended by the text's characters. */
    @SuppressWarnings("unchecked")
    static void appendNotes(Map<Object, Object> state, String text) throws PythonError {
        Object notes = item(state, NOTES);
        if (notes instanceof String s) {
            state.put(NOTES, s + text);
        } else if (notes instanceof List<?> list) {
            text.codePoints().forEach(cp -> ((List<Object>) list).add(new String(Character.toChars(cp))));
        } else {
            throw new PythonError(NOTES, "TypeError: unsupported operand type(s) for +=: '" + typeName(notes)
                    + "' and 'str'");
        }
    }

    /** {@code _mark_complete(state, summary)}. */
    @SuppressWarnings("unchecked")
    static void markComplete(Map<Object, Object> state, Object summary) throws PythonError {
        Object task = state.get("current_task");
        if (truthy(task)) {
            Object completed = item(state, "completed_tasks");
            if (!(completed instanceof List<?>)) {
                throw noAttribute("completed_tasks", completed, "append");
            }
            Map<Object, Object> record = new java.util.LinkedHashMap<>();
            record.put("task", task);
            record.put("summary", summary);
            ((List<Object>) completed).add(record);
        }
        Object pending = state.get("pending_actions");
        Object next = null;
        if (truthy(pending)) {
            if (pending instanceof List<?> list) {
                next = list.remove(0);
            } else if (pending instanceof Map<?, ?> map) {
                Object key = map.keySet().stream().filter(DispatcherSemantics::isZero).findFirst()
                        .orElseThrow(() -> new PythonError("pending_actions", "KeyError: 0"));
                next = map.remove(key);
            } else {
                throw noAttribute("pending_actions", pending, "pop");
            }
        }
        state.put("current_task", next);
        appendNotes(state, "\n[COMPLETED] " + PythonRepr.str(summary));
    }

    /** {@code _apply_scratchpad_update(state, args)}. */
    @SuppressWarnings("unchecked")
    static void applyUpdate(Map<Object, Object> state, Object args) throws PythonError {
        if (!(args instanceof Map<?, ?> update)) {
            throw noAttribute("", args, "items");
        }
        for (Map.Entry<?, ?> e : update.entrySet()) {
            Object key = e.getKey();
            Object value = e.getValue();
            if ("completed_tasks".equals(key) && value instanceof List<?> items) {
                Object completed = item(state, "completed_tasks");
                if (!(completed instanceof List<?>)) {
                    throw noAttribute("completed_tasks", completed, "extend");
                }
                ((List<Object>) completed).addAll(items);
            } else {
                state.put(key, value); // pending_actions given a list is replaced, as any other key
            }
        }
    }

    /** {@code args.get("summary", "Task complete.")}. */
    static Object summaryOf(Object args) throws PythonError {
        if (!(args instanceof Map<?, ?> map)) {
            throw noAttribute("", args, "get");
        }
        return map.containsKey("summary") ? map.get("summary") : "Task complete.";
    }

    private static Object item(Map<Object, Object> state, String key) throws PythonError {
        if (!state.containsKey(key)) {
            throw new PythonError(key, "KeyError: '" + key + "'");
        }
        return state.get(key);
    }

    private static PythonError noAttribute(String field, Object value, String attribute) {
        return new PythonError(field, "AttributeError: '" + typeName(value) + "' object has no attribute '"
                + attribute + "'");
    }

    /** Python's {@code bool(value)}. */
    static boolean truthy(Object value) {
        if (value == null) {
            return false;
        }
        if (value instanceof Boolean b) {
            return b;
        }
        if (value instanceof String s) {
            return !s.isEmpty();
        }
        if (value instanceof Double d) {
            return d != 0.0;
        }
        if (value instanceof Number n) {
            return !isZero(n);
        }
        if (value instanceof java.util.Collection<?> c) {
            return !c.isEmpty();
        }
        if (value instanceof Map<?, ?> m) {
            return !m.isEmpty();
        }
        if (value instanceof byte[] bytes) {
            return bytes.length > 0;
        }
        return true;
    }

    /** A dict key equal to Python's 0 ({@code 0}, {@code 0.0} or {@code False}). */
    private static boolean isZero(Object key) {
        if (key instanceof Boolean b) {
            return !b;
        }
        if (key instanceof Double d) {
            return d == 0.0;
        }
        if (key instanceof BigInteger big) {
            return big.signum() == 0;
        }
        return key instanceof Number n && !(key instanceof Double) && n.longValue() == 0;
    }

    static String typeName(Object value) {
        if (value == null) {
            return "NoneType";
        }
        if (value instanceof String) {
            return "str";
        }
        if (value instanceof Boolean) {
            return "bool";
        }
        if (value instanceof Double) {
            return "float";
        }
        if (value instanceof Number) {
            return "int";
        }
        if (value instanceof List<?>) {
            return "list";
        }
        if (value instanceof Map<?, ?>) {
            return "dict";
        }
        if (value instanceof byte[]) {
            return "bytes";
        }
        return "datetime.datetime";
    }
}

package org.scratchpadinspector.engine.edit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One section operation with its value, applied to a state mapping as the README's "Editing memory" says; the
 * operation of the agent control protocol's inject, whose {@code update} is the reference agent's
 * {@code update_scratchpad(**value)} (a {@code completed_tasks} list extends, every other key replaces).
 * {@link #applyTo} never changes its argument: it returns a new top-level mapping (values it does not touch
 * are shared).
 */
public record SectionEdit(String section, SectionOperation op, Object value) {

    public SectionEdit {
        Objects.requireNonNull(op, "op");
    }

    public static SectionEdit replace(String section, Object value) {
        return new SectionEdit(section, SectionOperation.REPLACE, value);
    }

    public static SectionEdit append(String section, Object value) {
        return new SectionEdit(section, SectionOperation.APPEND, value);
    }

    public static SectionEdit clear(String section) {
        return new SectionEdit(section, SectionOperation.CLEAR, null);
    }

    public static SectionEdit update(Map<String, Object> args) {
        return new SectionEdit(null, SectionOperation.UPDATE, args);
    }

    /** What the edit does, for journals and status lines, e.g. {@code append notes}. */
    public String describe() {
        return op == SectionOperation.UPDATE ? "update " + String.join(", ", updateKeys()) : op.key() + " " + section;
    }

    /** The top-level keys this edit changes. */
    public List<String> touchedSections() {
        return op == SectionOperation.UPDATE ? updateKeys() : List.of(section);
    }

    private List<String> updateKeys() {
        return value instanceof Map<?, ?> map ? map.keySet().stream().map(String::valueOf).toList() : List.of();
    }

    public Map<String, Object> applyTo(Map<String, Object> state) throws SectionEditException {
        if (op.needsSection() && (section == null || section.isEmpty())) {
            throw new SectionEditException(SectionEditException.Reason.INVALID, op.key() + " needs a section");
        }
        Map<String, Object> result = new LinkedHashMap<>(state);
        switch (op) {
            case REPLACE -> result.put(section, value);
            case APPEND -> result.put(section, appended(state.get(section)));
            case CLEAR -> result.put(section, cleared(state));
            case UPDATE -> applyUpdate(result);
        }
        return result;
    }

    private Object appended(Object current) throws SectionEditException {
        if (current == null) {
            return value;
        }
        if (current instanceof List<?> list) {
            List<Object> extended = new ArrayList<>(list);
            if (value instanceof List<?> items) {
                extended.addAll(items);
            } else {
                extended.add(value);
            }
            return extended;
        }
        if (current instanceof String text) {
            if (!(value instanceof String addition)) {
                throw clash("cannot append " + describeType(value) + " to the string section '" + section + "'");
            }
            return text.isEmpty() ? addition : text + "\n" + addition;
        }
        throw clash("cannot append to '" + section + "': it is " + describeType(current) + ", not a list or text");
    }

    private Object cleared(Map<String, Object> state) throws SectionEditException {
        if (!state.containsKey(section)) {
            throw new SectionEditException(SectionEditException.Reason.INVALID, "no section '" + section + "' to clear");
        }
        Object current = state.get(section);
        if (current instanceof List<?>) {
            return new ArrayList<>();
        }
        if (current instanceof String) {
            return "";
        }
        if (current instanceof Map<?, ?>) {
            return new LinkedHashMap<>();
        }
        return null;
    }

    /** The seed's dispatcher: completed_tasks extends, pending_actions replaces, anything else replaces. */
    private void applyUpdate(Map<String, Object> result) throws SectionEditException {
        if (!(value instanceof Map<?, ?> args)) {
            throw clash("update needs a mapping of sections to values, not " + describeType(value));
        }
        for (Map.Entry<?, ?> entry : args.entrySet()) {
            String key = String.valueOf(entry.getKey());
            if (key.equals("completed_tasks")) {
                result.put(key, extendedLikePython(result.get(key), entry.getValue()));
            } else {
                result.put(key, entry.getValue());
            }
        }
    }

    /** Python's list.extend: a list adds its items, a string its characters; anything else is a TypeError. */
    private Object extendedLikePython(Object current, Object items) throws SectionEditException {
        if (!(current instanceof List<?> list)) {
            throw clash("completed_tasks is " + describeType(current) + ", not a list: the seed's update would fail");
        }
        List<Object> extended = new ArrayList<>(list);
        if (items instanceof List<?> more) {
            extended.addAll(more);
        } else if (items instanceof String text) {
            text.codePoints().forEach(cp -> extended.add(new String(Character.toChars(cp))));
        } else {
            throw clash("completed_tasks can only be extended by a list, not " + describeType(items));
        }
        return extended;
    }

    private static SectionEditException clash(String message) {
        return new SectionEditException(SectionEditException.Reason.TYPE_CLASH, message);
    }

    /** A value's type in an operator's words, e.g. {@code a mapping}. */
    public static String describeType(Object value) {
        return org.scratchpadinspector.model.ValueTypes.describe(value);
    }
}

package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.TypeChange;
import org.scratchpadinspector.engine.edit.TypeChange.Kind;

import org.scratchpadinspector.engine.edit.Hashes;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.scratchpadinspector.pyyaml.YamlTimestamp;

/**
 * What the seed's agent expects of its state: the DEFAULT_SCHEMA sections and their types, the seed's
 * {@code load()} (missing sections take their defaults), and the type-change check of rule 2.
 */
public final class StateSchema {
    public static final String LAST_UPDATED = "last_updated";

    /** The kind of a value, as the type-change check compares them. */
    public static Kind kindOf(Object value) {
        if (value == null) {
            return Kind.NULL;
        }
        if (value instanceof String) {
            return Kind.TEXT;
        }
        if (value instanceof Boolean) {
            return Kind.BOOLEAN;
        }
        if (value instanceof Number) {
            return Kind.NUMBER;
        }
        if (value instanceof List<?>) {
            return Kind.LIST;
        }
        if (value instanceof Map<?, ?>) {
            return Kind.MAPPING;
        }
        if (value instanceof YamlTimestamp) {
            return Kind.TIMESTAMP;
        }
        if (value instanceof byte[]) {
            return Kind.BINARY;
        }
        if (value instanceof Set<?>) {
            return Kind.SET;
        }
        return Kind.OTHER;
    }

    private static final Map<String, Kind> DEFAULT_KINDS;

    static {
        Map<String, Kind> kinds = new LinkedHashMap<>();
        kinds.put("goals", Kind.LIST);
        kinds.put("current_task", Kind.NULL);
        kinds.put("pending_actions", Kind.LIST);
        kinds.put("completed_tasks", Kind.LIST);
        kinds.put("notes", Kind.TEXT);
        kinds.put(LAST_UPDATED, Kind.NULL);
        DEFAULT_KINDS = Collections.unmodifiableMap(kinds);
    }

    private StateSchema() {
    }

    /** The seed's DEFAULT_SCHEMA, a fresh mutable copy in its order. */
    public static Map<String, Object> defaults() {
        Map<String, Object> state = new LinkedHashMap<>();
        state.put("goals", new ArrayList<>());
        state.put("current_task", null);
        state.put("pending_actions", new ArrayList<>());
        state.put("completed_tasks", new ArrayList<>());
        state.put("notes", "");
        state.put(LAST_UPDATED, null);
        return state;
    }

    public static Set<String> defaultSections() {
        return DEFAULT_KINDS.keySet();
    }

    /** The seed's {@code load()}: {@code state} (null for an empty file) with missing defaults added at the end. */
    public static Map<String, Object> loadLikeSeed(Map<String, Object> state) {
        Map<String, Object> result = new LinkedHashMap<>(state == null ? Map.of() : state);
        defaults().forEach(result::putIfAbsent);
        return result;
    }

    /**
     * The type changes {@code result} makes to the known sections of {@code base}, among {@code sections}.
     * A known section is one present in {@code base} or in DEFAULT_SCHEMA. Null is never a change for
     * current_task, last_updated and sections outside the schema (the seed sets them to None itself); for
     * goals, pending_actions, completed_tasks and notes it is (the seed's code would fail on it).
     */
    public static List<TypeChange> typeChanges(Map<String, Object> base, Map<String, Object> result,
                                               Iterable<String> sections) {
        List<TypeChange> changes = new ArrayList<>();
        for (String section : sections) {
            if (!result.containsKey(section)) {
                continue; // removed: the seed's load() restores a default section, anything else is gone
            }
            Kind expected = expectedKind(base, section);
            if (expected == null) {
                continue;
            }
            Kind now = kindOf(result.get(section));
            if (now == expected) {
                continue;
            }
            boolean nullable = DEFAULT_KINDS.get(section) == null || DEFAULT_KINDS.get(section) == Kind.NULL;
            if (now == Kind.NULL && nullable) {
                continue;
            }
            changes.add(new TypeChange(section, expected, now));
        }
        return List.copyOf(changes);
    }

    /** Every section of either state, base order first. */
    public static Set<String> allSections(Map<String, Object> base, Map<String, Object> result) {
        Set<String> all = new LinkedHashSet<>(base.keySet());
        all.addAll(result.keySet());
        return all;
    }

    /** The kind {@code section} has now, or the schema's kind; null when anything goes. */
    private static Kind expectedKind(Map<String, Object> base, String section) {
        Object current = base.get(section);
        if (current != null) {
            return kindOf(current);
        }
        Kind schema = DEFAULT_KINDS.get(section);
        return schema == null || schema == Kind.NULL ? null : schema;
    }

    /** The sections whose parsed values differ between the two states as the seed loads them. */
    public static List<String> changedSections(Map<String, Object> base, Map<String, Object> result) {
        Map<String, Object> b = loadLikeSeed(base);
        Map<String, Object> r = loadLikeSeed(result);
        List<String> changed = new ArrayList<>();
        for (String section : allSections(b, r)) {
            if (b.containsKey(section) != r.containsKey(section)
                    || !Objects.equals(Hashes.fingerprint(b.get(section)), Hashes.fingerprint(r.get(section)))) {
                changed.add(section);
            }
        }
        return List.copyOf(changed);
    }
}

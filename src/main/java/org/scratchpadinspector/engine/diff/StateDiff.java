package org.scratchpadinspector.engine.diff;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Per-field changes between two parsed states (top-level YAML mappings). Fields come in the
 * before-state's key order, then keys only the after-state has; unchanged fields are omitted.
 * Two single-line strings (or a string and null) are a SCALAR_CHANGED; once either string spans
 * lines it is a text log, reported as STRING_APPENDED when the new text extends the old.
 */
public final class StateDiff {

    private StateDiff() {
    }

    public static List<FieldChange> compare(Map<?, ?> before, Map<?, ?> after) {
        List<FieldChange> changes = new ArrayList<>();
        for (Map.Entry<?, ?> e : before.entrySet()) {
            String field = String.valueOf(e.getKey());
            if (!after.containsKey(e.getKey())) {
                changes.add(FieldChange.simple(field, ChangeKind.REMOVED, e.getValue(), null));
            } else if (!StateValues.same(e.getValue(), after.get(e.getKey()))) {
                changes.add(changeOf(field, e.getValue(), after.get(e.getKey())));
            }
        }
        for (Map.Entry<?, ?> e : after.entrySet()) {
            if (!before.containsKey(e.getKey())) {
                changes.add(FieldChange.simple(String.valueOf(e.getKey()), ChangeKind.ADDED, null, e.getValue()));
            }
        }
        return changes;
    }

    /** True when both states have the same fields and values once the ignored keys are left out. */
    public static boolean equalIgnoring(Map<?, ?> a, Map<?, ?> b, String... ignoredKeys) {
        Set<String> ignored = Set.of(ignoredKeys);
        for (Map.Entry<?, ?> e : a.entrySet()) {
            if (ignored.contains(String.valueOf(e.getKey()))) {
                continue;
            }
            if (!b.containsKey(e.getKey()) || !StateValues.same(e.getValue(), b.get(e.getKey()))) {
                return false;
            }
        }
        return b.keySet().stream().allMatch(k -> ignored.contains(String.valueOf(k)) || a.containsKey(k));
    }

    private static FieldChange changeOf(String field, Object old, Object now) {
        if (old instanceof String s && now instanceof String t && (s.contains("\n") || t.contains("\n"))) {
            return t.startsWith(s)
                    ? new FieldChange(field, ChangeKind.STRING_APPENDED, old, now, List.of(), List.of(), List.of(),
                            t.substring(s.length()))
                    : FieldChange.simple(field, ChangeKind.STRING_REWRITTEN, old, now);
        }
        if (old instanceof List<?> x && now instanceof List<?> y) {
            return listChange(field, x, y);
        }
        if (old instanceof Map<?, ?> x && now instanceof Map<?, ?> y) {
            return mapChange(field, x, y);
        }
        boolean sameType = StateValues.typeName(old).equals(StateValues.typeName(now));
        boolean scalars = StateValues.isScalar(old) && StateValues.isScalar(now);
        if (scalars && (sameType || old == null || now == null)) {
            return FieldChange.simple(field, ChangeKind.SCALAR_CHANGED, old, now);
        }
        return FieldChange.simple(field, ChangeKind.TYPE_CHANGED, old, now);
    }

    @SuppressWarnings("unchecked")
    private static FieldChange listChange(String field, List<?> old, List<?> now) {
        List<Object> added = new ArrayList<>();
        List<Object> removed = new ArrayList<>();
        for (AbstractDelta<Object> delta : DiffUtils.diff((List<Object>) old, (List<Object>) now,
                StateValues::same).getDeltas()) {
            removed.addAll(delta.getSource().getLines());
            added.addAll(delta.getTarget().getLines());
        }
        return new FieldChange(field, ChangeKind.LIST_CHANGED, old, now, added, removed, List.of(), null);
    }

    private static FieldChange mapChange(String field, Map<?, ?> old, Map<?, ?> now) {
        List<Object> added = new ArrayList<>();
        List<Object> removed = new ArrayList<>();
        List<Object> changed = new ArrayList<>();
        for (Map.Entry<?, ?> e : old.entrySet()) {
            if (!now.containsKey(e.getKey())) {
                removed.add(e.getKey());
            } else if (!StateValues.same(e.getValue(), now.get(e.getKey()))) {
                changed.add(e.getKey());
            }
        }
        now.keySet().stream().filter(k -> !old.containsKey(k)).forEach(added::add);
        return new FieldChange(field, ChangeKind.MAP_CHANGED, old, now, added, removed, changed, null);
    }
}

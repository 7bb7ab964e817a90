package org.scratchpadinspector.engine.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The change of one top-level field. {@code added}/{@code removed}/{@code changed} hold list items
 * (LIST_CHANGED) or nested key names (MAP_CHANGED); {@code appended} is the text STRING_APPENDED added.
 */
public record FieldChange(String field, ChangeKind kind, Object before, Object after,
        List<Object> added, List<Object> removed, List<Object> changed, String appended) {

    public FieldChange {
        added = List.copyOf(added);
        removed = List.copyOf(removed);
        changed = List.copyOf(changed);
    }

    static FieldChange simple(String field, ChangeKind kind, Object before, Object after) {
        return new FieldChange(field, kind, before, after, List.of(), List.of(), List.of(), null);
    }

    /** One short line for people, e.g. {@code pending_actions: −1 item ("Write hello.txt")}. */
    public String describe() {
        return field + ": " + switch (kind) {
            case ADDED -> "added " + StateValues.display(after);
            case REMOVED -> "removed (was " + StateValues.display(before) + ")";
            case SCALAR_CHANGED -> StateValues.display(before) + " → " + StateValues.display(after);
            case TYPE_CHANGED -> StateValues.typeName(before) + " " + StateValues.display(before)
                    + " → " + StateValues.typeName(after) + " " + StateValues.display(after);
            case LIST_CHANGED -> StateValues.abbreviate(describeItems());
            case STRING_APPENDED -> describeAppended();
            case STRING_REWRITTEN -> "rewritten (" + StateValues.lineCount((String) before) + " → "
                    + StateValues.lineCount((String) after) + " lines)";
            case MAP_CHANGED -> StateValues.abbreviate(describeKeys());
        };
    }

    private String describeItems() {
        List<String> parts = new ArrayList<>();
        if (!added.isEmpty()) {
            parts.add("+" + count(added.size(), "item") + preview(added));
        }
        if (!removed.isEmpty()) {
            parts.add("−" + count(removed.size(), "item") + preview(removed));
        }
        return String.join(", ", parts);
    }

    /** Scalar items are shown; maps and lists (e.g. completed task records) only counted. */
    private static String preview(List<Object> items) {
        if (!items.stream().allMatch(StateValues::isScalar)) {
            return "";
        }
        return items.stream().map(StateValues::display).collect(Collectors.joining(", ", " (", ")"));
    }

    private String describeAppended() {
        int lines = StateValues.lineCount(appended);
        if (appended.indexOf('\n') < 0) {
            return "appended " + StateValues.display(appended);
        }
        return "+" + count(lines, "line") + " appended";
    }

    private String describeKeys() {
        List<String> parts = new ArrayList<>();
        if (!added.isEmpty()) {
            parts.add(count(added.size(), "key") + " added " + names(added));
        }
        if (!changed.isEmpty()) {
            parts.add((parts.isEmpty() ? count(changed.size(), "key") : changed.size()) + " changed " + names(changed));
        }
        if (!removed.isEmpty()) {
            parts.add((parts.isEmpty() ? count(removed.size(), "key") : removed.size()) + " removed " + names(removed));
        }
        return String.join(", ", parts);
    }

    private static String names(List<Object> keys) {
        return keys.stream().map(String::valueOf).collect(Collectors.joining(", ", "(", ")"));
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}

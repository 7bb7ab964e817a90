package org.scratchpadinspector.formats.miniagent;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The long-term store as {@code longterm.json} holds it, in the file's key order: tuple keys stay joined with
 * {@code |} as the file writes them.
 */
record Store(Map<String, Long> mistakeCounts, Map<String, List<String>> verbOverrides,
             Map<String, Accuracy> accuracyStats, List<String> problems) {
    static final List<String> TABLES = List.of("mistake_counts", "verb_overrides", "accuracy_stats");

    record Accuracy(long correct, long total) {
        @Override
        public String toString() {
            return correct + "/" + total + " correct";
        }
    }

    static Store empty() {
        return new Store(new LinkedHashMap<>(), new LinkedHashMap<>(), new LinkedHashMap<>(), new ArrayList<>());
    }

    Store copy() {
        Map<String, List<String>> overrides = new LinkedHashMap<>();
        verbOverrides.forEach((k, v) -> overrides.put(k, new ArrayList<>(v)));
        return new Store(new LinkedHashMap<>(mistakeCounts), overrides, new LinkedHashMap<>(accuracyStats),
                new ArrayList<>(problems));
    }

    /**
     * The store in {@code value}, or null when the tables themselves are missing or are not objects (then
     * {@code fatal} says why). A value of the wrong type inside a table is a problem line and is left out.
     */
    static Store of(String name, JsonNode value, List<String> fatal) {
        List<String> missing = TABLES.stream().filter(t -> !value.path(t).isObject()).toList();
        if (!missing.isEmpty()) {
            missing.forEach(t -> fatal.add(name + ": " + t + " is " + JsonShapes.describe(value.path(t))
                    + ", not an object of " + (t.equals("verb_overrides") ? "verbs" : "joined keys")));
            return null;
        }
        Store store = empty();
        value.fieldNames().forEachRemaining(k -> {
            if (!TABLES.contains(k)) {
                store.problems.add(name + ": '" + k + "' is not one of the store's tables (the agent drops it when"
                        + " it saves)");
            }
        });
        value.get("mistake_counts").fields().forEachRemaining(e -> {
            if (e.getValue().canConvertToExactIntegral()) {
                store.mistakeCounts.put(e.getKey(), e.getValue().asLong());
            } else {
                store.problems.add(name + ": mistake_counts '" + e.getKey() + "' is "
                        + JsonShapes.describe(e.getValue()) + ", not a whole number");
            }
        });
        value.get("verb_overrides").fields().forEachRemaining(e -> {
            List<String> forms = new ArrayList<>();
            if (e.getValue().isArray()) {
                e.getValue().forEach(f -> forms.add(f.isTextual() ? f.asText() : f.toString()));
                store.verbOverrides.put(e.getKey(), forms);
            } else {
                store.problems.add(name + ": verb_overrides '" + e.getKey() + "' is "
                        + JsonShapes.describe(e.getValue()) + ", not a list of forms");
            }
        });
        value.get("accuracy_stats").fields().forEachRemaining(e -> {
            JsonNode c = e.getValue().path("correct");
            JsonNode t = e.getValue().path("total");
            if (c.canConvertToExactIntegral() && t.canConvertToExactIntegral()) {
                store.accuracyStats.put(e.getKey(), new Accuracy(c.asLong(), t.asLong()));
            } else {
                store.problems.add(name + ": accuracy_stats '" + e.getKey() + "' is not {correct, total} numbers");
            }
        });
        return store;
    }

    /** One line per counter, override and accuracy entry, tables in the file's order. */
    String render() {
        StringBuilder out = new StringBuilder("mistake_counts:\n");
        mistakeCounts.forEach((k, v) -> out.append("  ").append(k).append(": ").append(v).append('\n'));
        out.append("verb_overrides:\n");
        verbOverrides.forEach((k, v) -> out.append("  ").append(k).append(": ").append(String.join(", ", v))
                .append('\n'));
        out.append("accuracy_stats:\n");
        accuracyStats.forEach((k, v) -> out.append("  ").append(k).append(": ").append(v).append('\n'));
        return out.toString();
    }

    /** Counter by counter, what changed from {@code earlier} to this store. */
    List<String> changesSince(Store earlier) {
        List<String> out = new ArrayList<>();
        compare("mistake", earlier.mistakeCounts, mistakeCounts, out);
        compare("override", earlier.verbOverrides, verbOverrides, out);
        compare("accuracy", earlier.accuracyStats, accuracyStats, out);
        return out;
    }

    private static <V> void compare(String what, Map<String, V> before, Map<String, V> after, List<String> out) {
        after.forEach((k, v) -> {
            V old = before.get(k);
            if (old == null) {
                out.add(what + " " + k + ": new, " + show(v));
            } else if (!old.equals(v)) {
                out.add(what + " " + k + ": " + show(old) + " → " + show(v));
            }
        });
        before.forEach((k, v) -> {
            if (!after.containsKey(k)) {
                out.add(what + " " + k + ": removed (was " + show(v) + ")");
            }
        });
    }

    private static String show(Object v) {
        return v instanceof List<?> list ? String.join(", ", list.stream().map(String::valueOf).toList())
                : String.valueOf(v);
    }
}

package org.scratchpadinspector.formats.miniagent;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.model.EditPreview;

/**
 * One edit of the store's tables, as the agent's own code would make it on the loaded store: assigning a key
 * keeps its place, a new key goes last, clearing removes the verb's entry. Values are checked first; a refusal
 * is one line.
 */
final class StoreChange {
    private StoreChange() {
    }

    static String table(String action) {
        return switch (action) {
            case "set-counter" -> "mistake_counts";
            case "set-accuracy" -> "accuracy_stats";
            case "set-override", "clear-override" -> "verb_overrides";
            default -> throw new IllegalArgumentException("unknown edit '" + action
                    + "': set-counter, set-accuracy, set-override or clear-override");
        };
    }

    static void apply(ObjectNode saved, String action, Map<String, String> args) {
        ObjectNode table = (ObjectNode) saved.get(table(action));
        switch (action) {
            case "set-counter" -> table.put(key(arg(args, "key"), 3, "learner|verb|error_type"),
                    count(args, "value"));
            case "set-accuracy" -> {
                long correct = count(args, "correct");
                long total = count(args, "total");
                if (correct > total) {
                    throw new IllegalArgumentException("correct (" + correct + ") is more than total (" + total + ")");
                }
                ObjectNode stats = table.objectNode();
                stats.put("correct", correct);
                stats.put("total", total);
                table.set(key(arg(args, "key"), 2, "learner|tense"), stats);
            }
            case "set-override" -> {
                List<String> forms = Arrays.stream(arg(args, "forms").split(",")).map(String::strip)
                        .filter(f -> !f.isEmpty()).toList();
                if (forms.isEmpty() || new LinkedHashSet<>(forms).size() != forms.size()) {
                    throw new IllegalArgumentException("forms: give one or more different forms, comma separated"
                            + " (spelt, spelled)");
                }
                ArrayNode list = table.arrayNode();
                forms.forEach(list::add);
                table.set(word(arg(args, "verb")), list);
            }
            case "clear-override" -> {
                String verb = arg(args, "verb");
                if (table.remove(verb) == null) {
                    throw new IllegalArgumentException("verb_overrides has no '" + verb + "'");
                }
            }
            default -> throw new IllegalArgumentException("unknown edit '" + action + "'");
        }
    }

    static List<String> argsInOrder(EditPreview preview) {
        return switch (preview.action()) {
            case "set-counter" -> List.of(preview.args().get("key"), preview.args().get("value"));
            case "set-accuracy" -> List.of(preview.args().get("key"), preview.args().get("correct") + "/"
                    + preview.args().get("total"));
            case "set-override" -> List.of(preview.args().get("verb"), preview.args().get("forms"));
            default -> List.of(preview.args().getOrDefault("verb", ""));
        };
    }

    private static String arg(Map<String, String> args, String name) {
        String v = args.get(name);
        if (v == null || v.isBlank()) {
            throw new IllegalArgumentException("missing value: " + name);
        }
        return v;
    }

    private static String key(String key, int parts, String shape) {
        String[] split = key.split("\\|", -1);
        if (split.length != parts || Arrays.stream(split).anyMatch(String::isBlank)) {
            throw new IllegalArgumentException("key '" + key + "' is not " + shape + " (" + parts
                    + " parts joined with |)");
        }
        return key;
    }

    private static String word(String verb) {
        if (verb.contains("|")) {
            throw new IllegalArgumentException("verb '" + verb + "' contains |");
        }
        return verb;
    }

    private static long count(Map<String, String> args, String name) {
        String v = arg(args, name).strip();
        try {
            long n = Long.parseLong(v);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // said below
        }
        throw new IllegalArgumentException(name + " '" + v + "' is not a whole number of 0 or more");
    }
}

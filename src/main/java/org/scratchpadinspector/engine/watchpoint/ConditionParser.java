package org.scratchpadinspector.engine.watchpoint;

import org.scratchpadinspector.model.FieldPath;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads conditions from their JSON form ({@code {"when": "changed", "path": "current_task"}}, with an optional
 * {@code id}) or the command line's short form ({@code changed=current_task}); every refusal names the problem.
 */
public final class ConditionParser {
    public static final int MAX_BREAKPOINTS = 1000;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern SIZE = Pattern.compile("size:(.+)>(\\d+)");
    private static final Pattern ITERATION = Pattern.compile("iteration>(\\d+)");

    private ConditionParser() {
    }

    /**
     * A whole set, as {@code PUT /v1/breakpoints} receives it. A breakpoint without an {@code id} gets
     * {@code bp-N}, N its position in the array from 1 (skipping ids the array already uses).
     */
    public static List<Breakpoint> parseSet(Object json) throws InvalidCondition {
        if (!(json instanceof List<?> items)) {
            throw new InvalidCondition("the body must be a JSON array of breakpoints, e.g. [{\"when\": \"changed\", \"path\": \"current_task\"}]");
        }
        if (items.size() > MAX_BREAKPOINTS) {
            throw new InvalidCondition("at most " + MAX_BREAKPOINTS + " breakpoints, not " + items.size());
        }
        Set<String> given = new HashSet<>();
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i) instanceof Map<?, ?> map && map.get("id") != null) {
                String id = id(map.get("id"), i);
                if (!given.add(id)) {
                    throw new InvalidCondition("breakpoint " + (i + 1) + ": the id \"" + id + "\" is used twice");
                }
            }
        }
        List<Breakpoint> set = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            if (!(items.get(i) instanceof Map<?, ?> map)) {
                throw new InvalidCondition("breakpoint " + (i + 1) + " is not a JSON object");
            }
            String id = map.get("id") == null ? freeId(i + 1, given) : id(map.get("id"), i);
            try {
                set.add(new Breakpoint(id, condition(map)));
            } catch (InvalidCondition e) {
                throw new InvalidCondition("breakpoint " + (i + 1) + " (" + id + "): " + e.getMessage());
            }
        }
        return List.copyOf(set);
    }

    /** One condition from its JSON object; an {@code id} key is allowed and ignored here. */
    public static Condition condition(Map<?, ?> json) throws InvalidCondition {
        Object when = json.get("when");
        if (!(when instanceof String kind)) {
            throw new InvalidCondition("\"when\" is missing or not a string: use status, tool, changed, size or iteration");
        }
        Condition condition = switch (kind) {
            case "status" -> {
                String status = text(json, "status");
                if (!Condition.STATUSES.contains(status)) {
                    throw new InvalidCondition("unknown status \"" + status + "\": use one of " + String.join(", ", Condition.STATUSES));
                }
                yield new Condition.Status(status);
            }
            case "tool" -> {
                Object contains = json.get("args_contains");
                if (contains != null && !(contains instanceof String)) {
                    throw new InvalidCondition("\"args_contains\" must be a string");
                }
                yield new Condition.Tool(text(json, "tool"), (String) contains);
            }
            case "changed" -> new Condition.Changed(path(text(json, "path")));
            case "size" -> new Condition.Size(path(text(json, "path")), count(json, Long.MAX_VALUE));
            case "iteration" -> new Condition.Iteration((int) count(json, Integer.MAX_VALUE));
            default -> throw new InvalidCondition("unknown \"when\": \"" + kind + "\": use status, tool, changed, size or iteration");
        };
        Set<String> allowed = new HashSet<>(condition.toJson().keySet());
        allowed.add("id");
        allowed.add("args_contains");
        for (Object key : json.keySet()) {
            if (!allowed.contains(String.valueOf(key))) {
                throw new InvalidCondition("unexpected field \"" + key + "\" for \"when\": \"" + kind + "\"");
            }
        }
        if (!(condition instanceof Condition.Tool) && json.containsKey("args_contains")) {
            throw new InvalidCondition("unexpected field \"args_contains\" for \"when\": \"" + kind + "\"");
        }
        return condition;
    }

    /**
     * The command line's form: the JSON object itself, or {@code status=crashed}, {@code tool=shell},
     * {@code tool=shell:rm } (a tool whose arguments contain the text after the first colon),
     * {@code changed=current_task}, {@code size:notes>4000}, {@code iteration>3}.
     */
    public static Condition parseText(String text) throws InvalidCondition {
        return parseText(text, Condition.STATUSES);
    }

    /**
     * The same for a source whose units have {@code statuses} (ls's STATUS column); where the source does not list
     * them (empty), {@code status=} takes any status word.
     */
    public static Condition parseText(String text, java.util.List<String> statuses) throws InvalidCondition {
        String t = text == null ? "" : text.strip();
        if (t.startsWith("status=") && !statuses.equals(Condition.STATUSES)) {
            String status = t.substring(7).strip();
            if (status.isEmpty() || (!statuses.isEmpty() && !statuses.contains(status))) {
                throw new InvalidCondition("unknown status \"" + status + "\""
                        + (statuses.isEmpty() ? ": name one, e.g. status=failed" : ": use one of " + String.join(", ", statuses)));
            }
            return new Condition.Status(status);
        }
        if (t.startsWith("{")) {
            try {
                Object json = JSON.readValue(t, Object.class);
                if (json instanceof Map<?, ?> map) {
                    return condition(map);
                }
            } catch (JsonProcessingException e) {
                throw new InvalidCondition("not valid JSON: " + e.getOriginalMessage());
            }
        }
        Matcher size = SIZE.matcher(t);
        Matcher iteration = ITERATION.matcher(t);
        if (size.matches()) {
            return new Condition.Size(path(size.group(1).strip()), bounded(size.group(2), Long.MAX_VALUE));
        }
        if (iteration.matches()) {
            return new Condition.Iteration((int) bounded(iteration.group(1), Integer.MAX_VALUE));
        }
        if (t.startsWith("status=")) {
            return condition(Map.of("when", "status", "status", t.substring(7)));
        }
        if (t.startsWith("changed=")) {
            return new Condition.Changed(path(t.substring(8)));
        }
        if (t.startsWith("tool=") && t.length() > 5) {
            String rest = text.stripLeading().substring(5); // trailing spaces belong to the searched text
            int colon = rest.indexOf(':');
            String tool = (colon < 0 ? rest : rest.substring(0, colon)).strip();
            String contains = colon < 0 ? null : rest.substring(colon + 1);
            if (tool.isBlank()) {
                throw new InvalidCondition("tool= needs a tool name, e.g. tool=shell");
            }
            return new Condition.Tool(tool, contains);
        }
        throw new InvalidCondition("cannot read \"" + text + "\": use status=crashed, tool=shell, tool=shell:rm , changed=current_task, "
                + "size:notes>4000, iteration>3 or the JSON form {\"when\": ...}");
    }

    /** A field path as conditions take it; a refusal says which path and why. */
    static FieldPath path(String text) throws InvalidCondition {
        if (text == null || text.isBlank()) {
            throw new InvalidCondition("\"path\" must name a field, e.g. \"current_task\" or \"goals.0\"");
        }
        try {
            return FieldPath.parse(text);
        } catch (IllegalArgumentException e) {
            throw new InvalidCondition("bad path \"" + text + "\": " + e.getMessage());
        }
    }

    private static String id(Object id, int index) throws InvalidCondition {
        if (!(id instanceof String text) || text.isBlank() || text.length() > 200) {
            throw new InvalidCondition("breakpoint " + (index + 1) + ": \"id\" must be a non-empty string of at most 200 characters");
        }
        return text;
    }

    private static String freeId(int position, Set<String> given) {
        String id = "bp-" + position;
        for (int n = position; given.contains(id); n += 1000) {
            id = "bp-" + position + "-" + n;
        }
        return id;
    }

    private static String text(Map<?, ?> json, String key) throws InvalidCondition {
        Object value = json.get(key);
        if (value == null) {
            throw new InvalidCondition("\"" + key + "\" is missing");
        }
        if (!(value instanceof String text) || text.isEmpty()) {
            throw new InvalidCondition("\"" + key + "\" must be a non-empty string");
        }
        return text;
    }

    private static long count(Map<?, ?> json, long max) throws InvalidCondition {
        Object value = json.get("over");
        if (value == null) {
            throw new InvalidCondition("\"over\" is missing");
        }
        boolean whole = value instanceof Integer || value instanceof Long
                || value instanceof java.math.BigInteger big && big.bitLength() < 63;
        if (!whole || ((Number) value).longValue() < 0 || ((Number) value).longValue() > max) {
            throw new InvalidCondition("\"over\" must be a whole number from 0 to " + max);
        }
        return ((Number) value).longValue();
    }

    private static long bounded(String digits, long max) throws InvalidCondition {
        try {
            long n = Long.parseLong(digits);
            if (n <= max) {
                return n;
            }
        } catch (NumberFormatException tooLong) {
            // falls through
        }
        throw new InvalidCondition("the bound " + digits + " is too large");
    }
}

package org.scratchpadinspector.engine.watchpoint;

import java.util.List;
import java.util.Map;

/**
 * A field of the state: a top-level key, or a path into it with dots ({@code goals.0.title}): a segment picks
 * a mapping's key (compared as text) or, in a list, the item at that index counted from 0.
 */
public record FieldPath(List<String> segments) {
    public FieldPath {
        segments = List.copyOf(segments);
    }

    public static FieldPath parse(String text) throws InvalidCondition {
        if (text == null || text.isBlank()) {
            throw new InvalidCondition("\"path\" must name a field, e.g. \"current_task\" or \"goals.0\"");
        }
        List<String> segments = List.of(text.split("\\.", -1));
        if (segments.stream().anyMatch(String::isEmpty)) {
            throw new InvalidCondition("bad path \"" + text + "\": an empty part between dots");
        }
        return new FieldPath(segments);
    }

    /** The value at this path (null for a YAML null), or {@link #MISSING} when a key or index on the way is missing. */
    public Object resolve(Map<?, ?> state) {
        Object here = state;
        for (String segment : segments) {
            if (here instanceof Map<?, ?> map) {
                Object next = null;
                boolean found = false;
                for (Map.Entry<?, ?> entry : map.entrySet()) {
                    if (String.valueOf(entry.getKey()).equals(segment)) {
                        next = entry.getValue();
                        found = true;
                        break;
                    }
                }
                if (!found) {
                    return MISSING;
                }
                here = next;
            } else if (here instanceof List<?> list && segment.matches("\\d{1,9}") && Integer.parseInt(segment) < list.size()) {
                here = list.get(Integer.parseInt(segment));
            } else {
                return MISSING;
            }
        }
        return here;
    }

    /** Nothing at the path (as opposed to a null found there). */
    public static final Object MISSING = new Object() {
        @Override
        public String toString() {
            return "(missing)";
        }
    };

    /** The value for JSON output: null for {@link #MISSING}. */
    public static Object shown(Object value) {
        return value == MISSING ? null : value;
    }

    @Override
    public String toString() {
        return String.join(".", segments);
    }
}

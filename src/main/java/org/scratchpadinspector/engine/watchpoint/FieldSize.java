package org.scratchpadinspector.engine.watchpoint;

import java.util.Collection;
import java.util.Map;

/** The size a size condition compares: characters of a string, items of a list, keys of a mapping. */
public final class FieldSize {
    private FieldSize() {
    }

    /** The size, or -1 for a value that has none (a number, a boolean, null, nothing at the path). */
    public static long of(Object value) {
        if (value instanceof CharSequence text) {
            return text.toString().codePointCount(0, text.length());
        }
        if (value instanceof Collection<?> items) {
            return items.size();
        }
        if (value instanceof Map<?, ?> map) {
            return map.size();
        }
        return -1;
    }
}

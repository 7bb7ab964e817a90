package org.scratchpadinspector.ui.panes;

import java.util.function.ToDoubleFunction;

/**
 * A snapshot's file name cut to a width without losing what tells the files apart: the side and extension
 * ({@code _before.yaml}) and both ends of the cycle id stay, the middle of the id gives way
 * ({@code 20260401_1…637_before.yaml}). A name without an underscore is cut in its middle, keeping its extension.
 */
final class FileNameElision {
    static final String ELLIPSIS = "…";

    private FileNameElision() {
    }

    /**
     * The longest form of {@code name} that {@code width} of it fits in {@code room}: the whole name when it does,
     * else the id cut in its middle, down to the kept suffix alone behind an ellipsis.
     */
    static String fit(String name, double room, ToDoubleFunction<String> width) {
        if (name == null || name.isEmpty() || width.applyAsDouble(name) <= room) {
            return name;
        }
        int keep = suffixStart(name);
        String head = name.substring(0, keep);
        String tail = name.substring(keep);
        // drop one character of the id at a time, alternately from its end and its start, so both ends stay
        for (int kept = head.length() - 1; kept > 0; kept--) {
            int front = (kept + 1) / 2;
            int back = kept - front;
            String candidate = head.substring(0, front) + ELLIPSIS + head.substring(head.length() - back) + tail;
            if (width.applyAsDouble(candidate) <= room) {
                return candidate;
            }
        }
        return ELLIPSIS + tail;
    }

    /** Where the part that always shows starts: the last {@code _}, else the extension's dot, else the end. */
    static int suffixStart(String name) {
        int underscore = name.lastIndexOf('_');
        if (underscore > 0) {
            return underscore;
        }
        int dot = name.lastIndexOf('.');
        return dot > 0 ? dot : name.length();
    }
}

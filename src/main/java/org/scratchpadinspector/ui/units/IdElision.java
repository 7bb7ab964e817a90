package org.scratchpadinspector.ui.units;

/**
 * An id cut to the characters its column has, in its middle, so that both ends stay: the run or date it starts with
 * and the number it ends with ({@code pr-rev…tored#4}). The row's tooltip has the whole id.
 */
final class IdElision {
    static final String ELLIPSIS = "…";

    private IdElision() {
    }

    /** {@code id} when it has at most {@code chars} characters, else its two ends around an ellipsis, {@code chars} in all. */
    static String fit(String id, int chars) {
        if (id.length() <= chars) {
            return id;
        }
        int kept = Math.max(0, chars - 1);
        int front = kept / 2;
        int back = kept - front;
        // never split a character outside the Basic Multilingual Plane in two
        if (front > 0 && Character.isHighSurrogate(id.charAt(front - 1))) {
            front--;
        }
        if (back > 0 && Character.isLowSurrogate(id.charAt(id.length() - back))) {
            back--;
        }
        return id.substring(0, front) + ELLIPSIS + id.substring(id.length() - back);
    }
}

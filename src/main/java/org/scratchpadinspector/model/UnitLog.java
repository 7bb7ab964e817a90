package org.scratchpadinspector.model;

/**
 * A unit's log as shown: its own lines (a note says what was left out or cut), and where a traceback is in them, so
 * that a view can highlight it.
 *
 * @param note           what was left out or cut, or null
 * @param tracebackStart character offset of the traceback, or -1 when there is none
 * @param tracebackEnd   end (exclusive) of the traceback: the end of its exception line(s)
 * @param exception      the exception line, e.g. {@code ConnectionError: [Errno 111] …}, or null
 */
public record UnitLog(String text, String note, int tracebackStart, int tracebackEnd, String exception) {
    public static final int DEFAULT_MAX_BYTES = 4 * 1024 * 1024;

    public boolean hasTraceback() {
        return tracebackStart >= 0;
    }
}

package org.scratchpadinspector.ui.common;

import org.scratchpadinspector.format.Untrusted;

/** A failure of background work in one line, in the operator's words, safe to show (escaped, never a stack trace). */
public final class Failures {
    private Failures() {
    }

    /** The first line of the failure's message; running out of memory says so with the window's limit. */
    public static String oneLine(Throwable error) {
        if (error instanceof OutOfMemoryError) {
            return "not enough memory (this window may use at most " + (Runtime.getRuntime().maxMemory() >> 20)
                    + " MiB)";
        }
        String m = error.getMessage() == null ? error.toString() : error.getMessage();
        int cut = m.indexOf('\n');
        return Untrusted.line(cut < 0 ? m : m.substring(0, cut));
    }
}

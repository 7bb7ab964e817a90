package org.scratchpadinspector.formats.recursivecontext;

import java.util.List;

/**
 * One entry of {@code debug.json} as {@code _log_turn} wrote it. A field that is missing or of another type is
 * null here and named in {@code problems}.
 *
 * @param position its place in the list, from 1
 * @param turn     the recorded turn number
 * @param input    the user's input
 * @param response the agent's response
 * @param before   {@code scratchpad_before}
 * @param after    {@code scratchpad_after}
 * @param problems one line per field that could not be used
 */
record TraceEntry(int position, Long turn, String input, String response, String before, String after,
                  List<String> problems) {
    TraceEntry {
        problems = List.copyOf(problems);
    }

    /** Both scratchpads and the turn number were read, so a status can be judged. */
    boolean judgeable() {
        return turn != null && before != null && after != null;
    }

    boolean changed() {
        return judgeable() && !before.equals(after);
    }
}

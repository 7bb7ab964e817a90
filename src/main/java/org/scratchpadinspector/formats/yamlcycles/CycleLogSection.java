package org.scratchpadinspector.formats.yamlcycles;

import java.util.List;
import org.scratchpadinspector.formats.yamlcycles.NoteEntry;

/**
 * The part of a log file that belongs to one cycle, and what it says.
 *
 * <p>The real agent adds a log file per cycle to the root logger and never removes it, so a process that runs
 * several cycles appends every later cycle's lines to each earlier cycle's file. A cycle's own lines run from
 * its {@code === AGENT WAKING ===} to its {@code Cycle <id> complete.} (or to the next waking, or the end of the
 * file when the process died). A log without waking lines (one file per cycle, as the seed's sample agent
 * writes) is the cycle's section as a whole.
 *
 * @param text       the section's text, at most the limit it was read with (empty when read without text)
 * @param firstLine  1-based line of the file where the section starts
 * @param lineCount  lines in the section
 * @param whole      true when the file has no waking lines and the section is the whole file
 * @param moreAfter  the file goes on after the section: later cycles' lines
 * @param truncated  the text was cut at the limit
 * @param iterations the highest iteration the section names, or -1 when it names none
 * @param calls      the tool calls and parse errors the section records, in order (real agent logs only)
 */
public record CycleLogSection(String text, int firstLine, int lineCount, boolean whole, boolean moreAfter,
                              boolean truncated, int iterations, List<NoteEntry> calls) {

    static final String WAKING = "=== AGENT WAKING ===";

    static String completeLine(CycleId id) {
        return "Cycle " + id + " complete.";
    }

    /** The tool calls, counting failed ones ({@code [TOOL ERROR]}) and leaving out unknown tools. */
    public int toolCalls() {
        return (int) calls.stream().filter(e -> e.kind() == NoteEntry.Kind.TOOL
                || e.kind() == NoteEntry.Kind.TOOL_ERROR).count();
    }

    public int parseErrors() {
        return (int) calls.stream().filter(e -> e.kind() == NoteEntry.Kind.PARSE_ERROR).count();
    }
}

package org.scratchpadinspector.formats.yamlcycles;

import java.util.List;

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
 * @param calls      the tool calls and parse errors the section records, in order: from the real agent's lines, or
 *                   from the sample agent's {@code iteration k action: …} lines in a whole-file log
 * @param steps      the real agent's iterations as its lines describe them (empty for a whole-file log)
 * @param ended      the section reached {@code === AGENT SLEEPING ===}: the cycle's iterations are all in it
 * @param earlyCrash a crash's message logged before the first iteration line, or null
 */
public record CycleLogSection(String text, int firstLine, int lineCount, boolean whole, boolean moreAfter,
                              boolean truncated, int iterations, List<NoteEntry> calls, List<LoggedIteration> steps,
                              boolean ended, String earlyCrash) {

    public CycleLogSection(String text, int firstLine, int lineCount, boolean whole, boolean moreAfter,
                           boolean truncated, int iterations, List<NoteEntry> calls) {
        this(text, firstLine, lineCount, whole, moreAfter, truncated, iterations, calls, List.of(), false, null);
    }

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

package org.scratchpadinspector.formats.yamlcycles;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses the seed agent's notes string into entries.
 *
 * <p>The dispatcher appends {@code "\n[TOOL] name(args) → result"}, {@code "\n[COMPLETED] summary"} and
 * {@code "\n[PARSE ERROR] ..."}, and the real agent's also {@code "\n[TOOL ERROR] name: message"} (a tool that
 * raised) and {@code "\n[UNKNOWN TOOL] name"}; the crash path replaces the whole string with
 * {@code "Cycle <id> failed: <error>"}. Tool results may span several lines, so a line that starts no
 * new entry continues the previous one.
 */
public final class NotesLog {
    private static final String TOOL = "[TOOL] ";
    private static final String COMPLETED = "[COMPLETED]";
    private static final String PARSE_ERROR = "[PARSE ERROR]";
    private static final String TOOL_ERROR = "[TOOL ERROR] ";
    private static final String UNKNOWN_TOOL = "[UNKNOWN TOOL]";
    private static final String ARROW = " → ";
    private static final Pattern FAILURE = Pattern.compile("^Cycle (\\d{8}_\\d{6}) failed: ");

    private NotesLog() {
    }

    public static List<NoteEntry> parse(String notes) {
        List<NoteEntry> entries = new ArrayList<>();
        if (notes == null || notes.isEmpty()) {
            return entries;
        }
        // an entry is a run of whole lines, so it is cut out of the notes once (notes reach megabytes)
        int entryStart = -1;
        int entryEnd = -1;
        int lineStart = 0;
        while (true) {
            int newline = notes.indexOf('\n', lineStart);
            int lineEnd = newline < 0 ? notes.length() : newline;
            if (startsEntry(notes, lineStart, lineEnd)) {
                flush(notes, entryStart, entryEnd, entries);
                entryStart = lineStart;
                entryEnd = lineEnd;
            } else if (entryStart >= 0) {
                entryEnd = lineEnd; // a continuation line
            } else if (lineEnd > lineStart) {
                entryStart = lineStart; // text before any entry
                entryEnd = lineEnd;
            }
            if (newline < 0) {
                break;
            }
            lineStart = newline + 1;
        }
        flush(notes, entryStart, entryEnd, entries);
        return entries;
    }

    /**
     * The entries a cycle added: the parsed suffix when {@code after} extends {@code before} (the normal
     * append-only case), otherwise the entries of {@code after} that {@code before} did not hold.
     */
    public static List<NoteEntry> added(String before, String after) {
        String b = before == null ? "" : before;
        String a = after == null ? "" : after;
        if (a.startsWith(b)) {
            return parse(a.substring(b.length()));
        }
        Map<NoteEntry, Integer> remaining = new HashMap<>();
        for (NoteEntry e : parse(b)) {
            remaining.merge(e, 1, Integer::sum);
        }
        List<NoteEntry> result = new ArrayList<>();
        for (NoteEntry e : parse(a)) {
            Integer left = remaining.get(e);
            if (left != null && left > 0) {
                remaining.put(e, left - 1);
            } else {
                result.add(e);
            }
        }
        return result;
    }

    /** True when the notes are the crash path's replacement for cycle {@code cycleId}. */
    public static boolean isFailureOf(String notes, String cycleId) {
        return notes != null && notes.startsWith("Cycle " + cycleId + " failed: ");
    }

    private static boolean startsEntry(String notes, int from, int to) {
        return notes.startsWith(TOOL, from) || notes.startsWith(COMPLETED, from) || notes.startsWith(PARSE_ERROR, from)
                || notes.startsWith(TOOL_ERROR, from) || notes.startsWith(UNKNOWN_TOOL, from)
                || notes.startsWith("Cycle ", from) && FAILURE.matcher(notes).region(from, to).lookingAt();
    }

    private static void flush(String notes, int start, int end, List<NoteEntry> entries) {
        if (start >= 0) {
            entries.add(toEntry(notes.substring(start, end)));
        }
    }

    private static NoteEntry toEntry(String text) {
        if (text.startsWith(TOOL)) {
            return toolEntry(text);
        }
        if (text.startsWith(COMPLETED)) {
            return NoteEntry.of(NoteEntry.Kind.COMPLETED, text.substring(COMPLETED.length()).strip());
        }
        if (text.startsWith(TOOL_ERROR)) {
            String body = text.substring(TOOL_ERROR.length());
            int colon = body.indexOf(": ");
            return colon < 0 ? new NoteEntry(NoteEntry.Kind.TOOL_ERROR, text, body.strip(), "", "")
                    : new NoteEntry(NoteEntry.Kind.TOOL_ERROR, text, body.substring(0, colon), "",
                            body.substring(colon + 2));
        }
        if (text.startsWith(UNKNOWN_TOOL)) {
            return new NoteEntry(NoteEntry.Kind.UNKNOWN_TOOL, text, text.substring(UNKNOWN_TOOL.length()).strip(), "", "");
        }
        if (text.startsWith(PARSE_ERROR)) {
            return NoteEntry.of(NoteEntry.Kind.PARSE_ERROR, text.substring(PARSE_ERROR.length()).strip());
        }
        Matcher failure = FAILURE.matcher(text);
        if (failure.find()) {
            return NoteEntry.of(NoteEntry.Kind.FAILURE, text);
        }
        return NoteEntry.of(NoteEntry.Kind.TEXT, text);
    }

    private static NoteEntry toolEntry(String text) {
        String body = text.substring(TOOL.length());
        int open = body.indexOf('(');
        if (open < 0) {
            return new NoteEntry(NoteEntry.Kind.TOOL, text, body.strip(), "", "");
        }
        int close = PythonRepr.matchingParen(body, open);
        if (close < 0) {
            return new NoteEntry(NoteEntry.Kind.TOOL, text, body.substring(0, open), body.substring(open + 1), "");
        }
        String rest = body.substring(close + 1);
        String result = rest.startsWith(ARROW) ? rest.substring(ARROW.length()) : rest.strip();
        return new NoteEntry(NoteEntry.Kind.TOOL, text, body.substring(0, open), body.substring(open + 1, close), result);
    }
}

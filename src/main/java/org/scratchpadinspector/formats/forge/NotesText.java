package org.scratchpadinspector.formats.forge;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The notes as text: a tool's listing exactly as the real tools print it, and a state for the panes, one note
 * header per line with its content indented under it (in creation order, so a diff shows only the notes that
 * changed). Control characters, bidirectional marks and line separators inside a note are shown escaped, so one
 * note can never break the lines of another nor reverse what follows it.
 */
final class NotesText {
    static final String UNKNOWN = "(not in the snapshots: written in a part of the conversation they do not hold)";

    private NotesText() {
    }

    /** {@code list_notes} and {@code search_notes}'s message. */
    static String listing(List<Note> shown, String none) {
        if (shown.isEmpty()) {
            return none;
        }
        StringBuilder out = new StringBuilder("Found " + shown.size() + " note(s):\n\n");
        for (int i = 0; i < shown.size(); i++) {
            Note note = shown.get(i);
            out.append(i + 1).append(". [").append(note.id()).append("] (tags: ")
                    .append(String.join(", ", note.tagsOrEmpty())).append(")\n");
            out.append("   ").append(note.known() ? note.content() : UNKNOWN).append('\n');
            if (note.scratched()) {
                out.append("   [SCRATCHED]\n");
            }
            out.append('\n');
        }
        return out.toString();
    }

    /**
     * The notes a listing shows, read back: {@code N. [id] (tags: a, b)}, the content indented by three spaces
     * (its own line breaks kept), an optional {@code [SCRATCHED]} line, a blank line. Empty when the text is not a
     * listing.
     */
    static List<Note> parseListing(String text) {
        java.util.regex.Matcher head = java.util.regex.Pattern.compile("^Found (\\d+) note\\(s\\):\n\n").matcher(text);
        if (!head.find()) {
            return List.of();
        }
        int count = Integer.parseInt(head.group(1));
        List<Note> out = new java.util.ArrayList<>();
        int at = head.end();
        for (int k = 1; k <= count; k++) {
            String prefix = k + ". [";
            if (!text.startsWith(prefix, at)) {
                return out;
            }
            int close = text.indexOf("] (tags: ", at);
            int eol = close < 0 ? -1 : text.indexOf(")\n   ", close);
            if (eol < 0) {
                return out;
            }
            String id = text.substring(at + prefix.length(), close);
            String tags = text.substring(close + "] (tags: ".length(), eol);
            int bodyStart = eol + ")\n   ".length();
            String next = "\n\n" + (k + 1) + ". [";
            int end = k < count ? text.indexOf(next, bodyStart) : text.length();
            if (end < 0) {
                return out;
            }
            String body = text.substring(bodyStart, k < count ? end + 1 : end);
            body = body.endsWith("\n\n") ? body.substring(0, body.length() - 1) : body;
            boolean scratched = body.endsWith("\n   [SCRATCHED]\n");
            if (scratched) {
                body = body.substring(0, body.length() - "   [SCRATCHED]\n".length());
            }
            String content = body.endsWith("\n") ? body.substring(0, body.length() - 1) : body;
            out.add(new Note(id, content, tags.isEmpty() ? List.of() : List.of(tags.split(", ", -1)), scratched, 0));
            at = k < count ? end + 2 : text.length();
        }
        return out;
    }

    static String state(Map<String, Note> notes) {
        if (notes.isEmpty()) {
            return "(no notes)\n";
        }
        StringBuilder out = new StringBuilder();
        for (Note note : notes.values()) {
            if (out.length() > 0) {
                out.append('\n');
            }
            out.append(note.id()).append("  tags: ").append(note.tags() == null ? "(unknown)"
                    : String.join(", ", note.tags()));
            if (note.scratched()) {
                out.append("  [SCRATCHED]");
            }
            out.append('\n');
            for (String line : visible(note.known() ? note.content() : UNKNOWN).split("\n", -1)) {
                out.append("  ").append(line).append('\n');
            }
        }
        return out.toString();
    }

    /** The state's tree: each note by id, {@code {content, tags, scratched}}. */
    static Map<String, Object> value(Map<String, Note> notes) {
        Map<String, Object> value = new LinkedHashMap<>();
        notes.forEach((id, note) -> {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("content", note.content());
            one.put("tags", note.tags());
            one.put("scratched", note.scratched());
            value.put(id, one);
        });
        return value;
    }

    /** Text for a pane: line feeds and tabs kept, control characters, bidi marks and line separators escaped. */
    static String visible(String text) {
        return org.scratchpadinspector.format.Untrusted.text(text);
    }

    /** One line of at most {@code max} characters, for titles. */
    static String oneLine(String text, int max) {
        String line = visible(text).replace("\n", " ⏎ ");
        return line.length() <= max ? line : line.substring(0, max - 1) + "…";
    }
}

package org.scratchpadinspector.formats.forgenotes;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A search typed by the operator, read with the seed's rules: {@code tag:NAME} words are tag filters, all of which a
 * note must carry (ignoring case); the rest of the text, as typed, must occur in the note's content (ignoring case).
 * A call matches when a note it added, updated or deleted matches, before or after it; with no tag filter, also
 * when its own call or reply holds the text (so {@code read_file} calls and errors are found too).
 *
 * @param text the substring, possibly empty
 * @param tags the tag filters, possibly none
 */
record NotesQuery(String text, List<String> tags) {
    private static final Pattern TAG = Pattern.compile("(?i)(?<=^|\\s)tag:(\\S+)");

    NotesQuery {
        tags = List.copyOf(tags);
    }

    static NotesQuery parse(String typed) {
        List<String> tags = new ArrayList<>();
        Matcher m = TAG.matcher(Objects.requireNonNullElse(typed, ""));
        StringBuilder rest = new StringBuilder();
        while (m.find()) {
            tags.add(m.group(1));
            m.appendReplacement(rest, "");
        }
        m.appendTail(rest);
        return new NotesQuery(rest.toString().strip(), tags);
    }

    boolean matches(NotesReplay.Step step) {
        if (text.isEmpty() && tags.isEmpty()) {
            return true;
        }
        for (NotesReplay.NoteChange change : step.changes()) {
            for (Note version : new Note[] {change.before(), change.after()}) {
                if (version != null && NotesRules.matches(version, text, tags)) {
                    return true;
                }
            }
        }
        Call call = step.call();
        return tags.isEmpty() && matchesText(call.message().content() + "\n"
                + (call.reply() == null ? "" : call.reply().content()));
    }

    /** The substring rule on any text: ignoring case, Go's way; with a tag filter no free text matches. */
    boolean matchesText(String haystack) {
        return tags.isEmpty() && !text.isEmpty() && NotesRules.goLower(haystack).contains(NotesRules.goLower(text));
    }
}

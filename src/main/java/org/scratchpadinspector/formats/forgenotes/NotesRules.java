package org.scratchpadinspector.formats.forgenotes;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The notes manager's rules as the seed fixes them, with Go's semantics: limits counted in UTF-8 bytes, the two
 * limit messages word for word, tag filters ANDed and compared ignoring case, substring search ignoring case,
 * results by match position then recency.
 */
final class NotesRules {
    static final int MAX_CONTENT_BYTES = 4000;
    static final int MAX_TAGS = 10;

    private NotesRules() {
    }

    /** Go's {@code len(s)}: the UTF-8 bytes. */
    static int goLen(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }

    /** Go's {@code strings.ToLower}: each code point mapped on its own, never one to two. */
    static String goLower(String s) {
        StringBuilder out = new StringBuilder(s.length());
        s.codePoints().forEach(cp -> out.appendCodePoint(Character.toLowerCase(cp)));
        return out.toString();
    }

    /** The seed's validation error for this content and these tags (either may be absent), or null. */
    static String validate(String content, List<String> tags) {
        if (content != null && goLen(content) > MAX_CONTENT_BYTES) {
            return String.format("note content exceeds maximum length of %d characters (got %d). "
                    + "Please shorten the content or split into multiple notes", MAX_CONTENT_BYTES, goLen(content));
        }
        if (tags != null && tags.size() > MAX_TAGS) {
            return String.format("note has too many tags (max %d, got %d). "
                    + "Please reduce the number of tags to focus on the most relevant categories", MAX_TAGS, tags.size());
        }
        return null;
    }

    /** Every filter equals one of the note's tags, ignoring case (AND); no filter matches every note. */
    static boolean matchesTags(Note note, List<String> filters) {
        Set<String> have = note.tagsOrEmpty().stream().map(NotesRules::goLower).collect(Collectors.toSet());
        return filters == null || filters.stream().allMatch(f -> have.contains(goLower(f)));
    }

    /** The seed's match: the tags first, then the content holds the query ignoring case; an empty query matches. */
    static boolean matches(Note note, String query, List<String> tags) {
        return matchesTags(note, tags)
                && (query == null || query.isEmpty() || goLower(note.content()).contains(goLower(query)));
    }

    /** The seed's {@code Search}: the matching notes by the byte position of the match, then newest written first. */
    static List<Note> search(Collection<Note> notes, String query, List<String> tags) {
        List<Note> results = new ArrayList<>();
        for (Note note : notes) {
            if (matches(note, query, tags)) {
                results.add(note);
            }
        }
        Comparator<Note> byPosition = Comparator.comparingInt(n -> bytePosition(n.content(), query));
        results.sort(byPosition.thenComparing(Comparator.comparingInt(Note::written).reversed()));
        return results;
    }

    /** {@code list_notes}: every note, or those with the one tag, newest written first. */
    static List<Note> list(Collection<Note> notes, String tag) {
        List<String> filter = tag == null || tag.isEmpty() ? List.of() : List.of(tag);
        return search(notes, "", filter);
    }

    private static int bytePosition(String content, String query) {
        if (query == null || query.isEmpty()) {
            return 0;
        }
        String lower = goLower(content);
        int at = lower.indexOf(goLower(query));
        return at < 0 ? 0 : goLen(lower.substring(0, at));
    }
}

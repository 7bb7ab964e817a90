package org.scratchpadinspector.engine.markdown;

import java.util.ArrayList;
import java.util.List;

/**
 * A file of entries separated by a line holding only {@code §} ({@code "\n§\n"}), read as the Hermes agent's
 * memory tool reads it: the text split at each separator, each piece stripped, empty pieces dropped. Entry
 * {@code N} (from 0) is section {@code §N}; its length counts toward the file's character cap as the entries
 * joined by the separator do.
 */
public record EntryFile(List<Section> entries) {
    public static final String DELIMITER = "\n§\n";

    public EntryFile {
        entries = List.copyOf(entries);
    }

    public static EntryFile parse(String text) {
        String normalised = text.replace("\r\n", "\n");
        List<Section> entries = new ArrayList<>();
        int from = 0;
        int line = 1;
        while (from <= normalised.length()) {
            int cut = normalised.indexOf(DELIMITER, from);
            int to = cut < 0 ? normalised.length() : cut;
            String piece = normalised.substring(from, to);
            String stripped = piece.strip();
            if (!stripped.isEmpty()) {
                int lead = piece.indexOf(stripped);
                int first = line + count(piece.substring(0, lead));
                int last = first + count(stripped);
                entries.add(new Section("§" + entries.size(), first, last, stripped, 0));
            }
            if (cut < 0) {
                break;
            }
            line += count(piece) + 2;
            from = cut + DELIMITER.length();
        }
        return new EntryFile(entries);
    }

    private static int count(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '\n') {
                n++;
            }
        }
        return n;
    }

    /** The texts, in order. */
    public List<String> texts() {
        return entries.stream().map(Section::text).toList();
    }

    /**
     * Characters the agent counts: the entries joined by {@link #DELIMITER}, in Unicode code points as Python's
     * {@code len} counts them.
     */
    public int characters() {
        String joined = String.join(DELIMITER, texts());
        return joined.codePointCount(0, joined.length());
    }

    /** The text of the entries joined as the agent writes them back. */
    public static String join(List<String> entries) {
        return String.join(DELIMITER, entries);
    }
}

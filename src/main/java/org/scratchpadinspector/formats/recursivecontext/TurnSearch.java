package org.scratchpadinspector.formats.recursivecontext;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Search in this format's terms: a plain query matches a turn whose input, response, scratchpad before or
 * after, or matched log records contain it (case-insensitive); {@code PATH: text} looks only in that section's
 * text before or after the turn, where PATH is one of the seed's section paths ({@code TRAJECTORY/Now},
 * {@code WORKSPACE}), a {@code ## } section with its subsections ({@code SELF}) or an {@code update_scratchpad}
 * key ({@code trajectory_now}), in any letter case.
 */
final class TurnSearch {
    private final String path;
    private final String needle;

    private TurnSearch(String path, String needle) {
        this.path = path;
        this.needle = needle.toLowerCase(Locale.ROOT);
    }

    static TurnSearch parse(String query) {
        int colon = query.indexOf(':');
        if (colon > 0) {
            String path = knownPath(query.substring(0, colon).strip());
            if (path != null) {
                return new TurnSearch(path, query.substring(colon + 1).strip());
            }
        }
        return new TurnSearch(null, query);
    }

    /** The seed's section path that {@code head} names (a key, a path, a {@code ## } name), or null. */
    private static String knownPath(String head) {
        for (Map.Entry<String, String[]> key : ApplyUpdates.SECTIONS.entrySet()) {
            String[] p = key.getValue();
            String path = p[1] == null ? p[0] : p[0] + "/" + p[1];
            if (head.equalsIgnoreCase(key.getKey()) || head.equalsIgnoreCase(path) || head.equalsIgnoreCase(p[0])) {
                return head.equalsIgnoreCase(p[0]) ? p[0] : path;
            }
        }
        return null;
    }

    /** The text looked for (lower case), without the section path. */
    String text() {
        return needle.strip();
    }

    boolean matches(TraceEntry entry, List<RunLog.Entry> records) {
        if (path != null) {
            return inSection(entry.before()) || inSection(entry.after());
        }
        if (contains(entry.input()) || contains(entry.response()) || contains(entry.before())
                || contains(entry.after())) {
            return true;
        }
        return records.stream().anyMatch(r -> contains(r.message()));
    }

    private boolean inSection(String scratchpad) {
        if (scratchpad == null) {
            return false;
        }
        for (Map.Entry<String, String> section : Sections.of(scratchpad).entrySet()) {
            String key = section.getKey().toUpperCase(Locale.ROOT);
            String wanted = path.toUpperCase(Locale.ROOT);
            if ((key.equals(wanted) || key.startsWith(wanted + "/")) && contains(section.getValue())) {
                return true;
            }
        }
        return false;
    }

    private boolean contains(String text) {
        return text != null && text.toLowerCase(Locale.ROOT).contains(needle);
    }
}

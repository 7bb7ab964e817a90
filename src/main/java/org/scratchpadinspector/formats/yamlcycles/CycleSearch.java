package org.scratchpadinspector.formats.yamlcycles;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.yaml.DecodedRenderer;

/**
 * Case-insensitive substring search through the before and after snapshots of every cycle.
 *
 * <p>A readable snapshot is searched in its decoded rendering (what the snapshot panes show by default), so
 * that {@code Amélie} finds the {@code Am\xE9lie} PyYAML wrote; an unreadable one is searched in its raw
 * text. Line numbers are 1-based lines of the text searched, named by {@link Hit#decoded()}.
 */
public final class CycleSearch {
    /** Hits kept in a result; cycles keep being counted beyond it. */
    public static final int MAX_HITS = 10_000;
    private static final int MAX_LINE_CHARS = 240;

    /** One matching line. */
    public record Hit(CycleId cycle, Side side, boolean decoded, int line, String text) {
    }

    /**
     * @param cycles    every cycle with at least one matching line, in time order
     * @param totalHits every matching line, including those beyond {@link #MAX_HITS}
     */
    public record Result(String query, List<Hit> hits, Set<CycleId> cycles, int totalHits) {
        public boolean truncated() {
            return totalHits > hits.size();
        }
    }

    /** Told how many cycles of {@code total} have been searched. */
    public interface Progress {
        void searched(int done, int total);
    }

    private CycleSearch() {
    }

    public static Result search(Scratchpad pad, String query, Cancellation cancel, Progress progress) {
        String needle = query.toLowerCase(Locale.ROOT);
        CycleIndex index = pad.index();
        List<Hit> hits = new ArrayList<>();
        Set<CycleId> cycles = new LinkedHashSet<>();
        int total = 0;
        for (int i = 0; i < index.size(); i++) {
            cancel.check();
            CycleId id = index.id(i);
            for (Side side : Side.values()) {
                int bit = side == Side.BEFORE ? CycleIndex.BEFORE : CycleIndex.AFTER;
                if (!index.has(i, bit)) {
                    continue;
                }
                int found = searchSnapshot(pad.snapshot(id, side), id, side, needle, hits);
                if (found > 0) {
                    cycles.add(id);
                    total += found;
                }
            }
            progress.searched(i + 1, index.size());
        }
        return new Result(query, List.copyOf(hits), Collections.unmodifiableSet(cycles), total);
    }

    private static int searchSnapshot(Snapshot snapshot, CycleId id, Side side, String needle, List<Hit> hits) {
        boolean decoded = snapshot.isReadable() && !snapshot.stale();
        String text = decoded ? DecodedRenderer.render(snapshot.state()) : snapshot.text();
        if (text == null || !containsIgnoreCase(text, 0, text.length(), needle)) {
            return 0;
        }
        int found = 0;
        int line = 1;
        int start = 0;
        while (start <= text.length()) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = text.length();
            }
            if (containsIgnoreCase(text, start, end, needle)) {
                found++;
                if (hits.size() < MAX_HITS) {
                    hits.add(new Hit(id, side, decoded, line, shorten(text.substring(start, end))));
                }
            }
            start = end + 1;
            line++;
        }
        return found;
    }

    /**
     * Where {@code query} occurs in {@code line}, ignoring case as the search does: the start of each occurrence,
     * left to right, not overlapping (each is {@code query.length()} characters long).
     */
    public static int[] matchStarts(String line, String query) {
        int n = query.length();
        if (n == 0 || line.length() < n) {
            return new int[0];
        }
        int[] starts = new int[4];
        int found = 0;
        for (int i = 0; i + n <= line.length(); i++) {
            if (line.regionMatches(true, i, query, 0, n)) {
                if (found == starts.length) {
                    starts = java.util.Arrays.copyOf(starts, found * 2);
                }
                starts[found++] = i;
                i += n - 1;
            }
        }
        return java.util.Arrays.copyOf(starts, found);
    }

    static boolean containsIgnoreCase(String text, int from, int to, String needle) {
        int n = needle.length();
        for (int i = from; i + n <= to; i++) {
            if (text.regionMatches(true, i, needle, 0, n)) {
                return true;
            }
        }
        return false;
    }

    private static String shorten(String line) {
        String stripped = line.strip();
        return stripped.length() <= MAX_LINE_CHARS ? stripped : stripped.substring(0, MAX_LINE_CHARS) + "…";
    }
}

package org.scratchpadinspector.format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;

/**
 * A search of any format as a list of hits: the units come from the format's own search rules, the lines from
 * its states that hold one of the query's texts ({@link MemorySource#searchTexts}), ignoring case. A unit that
 * matches without such a line (by a tag, its status, its timeline) is one hit of its own, so that stepping through
 * the hits visits every unit the search found.
 */
public final class UnitSearch {
    public static final int MAX_HITS = 10_000;

    /**
     * One hit.
     *
     * @param unit  the unit
     * @param state the state's name, or null for a unit that matches outside its states' lines
     * @param line  1-based in the state's text (0 with no state)
     * @param text  the line
     */
    public record Hit(UnitId unit, String state, int line, String text) {
        public boolean inState() {
            return state != null;
        }
    }

    /**
     * @param query     the query as searched
     * @param texts     what the lines were searched for
     * @param units     every unit the format's search found, in its order
     * @param hits      the first {@link #MAX_HITS} hits
     * @param totalHits every hit, including those beyond {@link #MAX_HITS}
     */
    public record Result(String query, List<String> texts, List<UnitId> units, List<Hit> hits, int totalHits) {
        public Result {
            texts = List.copyOf(texts);
            units = List.copyOf(units);
            hits = List.copyOf(hits);
        }

        public boolean truncated() {
            return totalHits > hits.size();
        }
    }

    private UnitSearch() {
    }

    public static Result search(MemorySource source, String query, Cancellation cancel) {
        String q = query == null ? "" : query.strip();
        List<UnitId> units = source.search(q, cancel);
        List<String> texts = source.searchTexts(q).stream().filter(t -> !t.isEmpty()).toList();
        List<Hit> hits = new ArrayList<>();
        int total = 0;
        for (UnitId id : units) {
            cancel.check();
            int before = total;
            Optional<UnitDetail> detail = texts.isEmpty() ? Optional.empty() : source.detail(id, cancel);
            for (UnitState state : detail.map(UnitDetail::states).orElse(List.of())) {
                int number = 0;
                for (String line : (Iterable<String>) state.text().lines()::iterator) {
                    number++;
                    if (matches(line, texts).length > 0) {
                        total++;
                        if (hits.size() < MAX_HITS) {
                            hits.add(new Hit(id, state.name(), number, line));
                        }
                    }
                }
            }
            if (total == before) {
                total++;
                if (hits.size() < MAX_HITS) {
                    hits.add(new Hit(id, null, 0, ""));
                }
            }
        }
        return new Result(q, texts, units, hits, total);
    }

    /**
     * Where any of {@code texts} occurs in {@code line}, ignoring case: pairs of [start, end) offsets, left to
     * right, not overlapping (at a position the longest text that matches wins).
     */
    public static int[] matches(String line, List<String> texts) {
        int[] out = new int[8];
        int found = 0;
        int i = 0;
        while (i < line.length()) {
            int longest = 0;
            for (String text : texts) {
                int n = text.length();
                if (n > longest && i + n <= line.length() && line.regionMatches(true, i, text, 0, n)) {
                    longest = n;
                }
            }
            if (longest == 0) {
                i++;
                continue;
            }
            if (found + 2 > out.length) {
                out = Arrays.copyOf(out, out.length * 2);
            }
            out[found++] = i;
            out[found++] = i + longest;
            i += longest;
        }
        return Arrays.copyOf(out, found);
    }
}

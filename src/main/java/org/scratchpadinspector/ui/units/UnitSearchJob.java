package org.scratchpadinspector.ui.units;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.scratchpadinspector.format.UnitSearch;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;

/**
 * One search of the open source, off the UI thread. A query of plain text in a source with a history and an index of
 * its units (many units, each named by its files) is looked for in every state of every unit, in one pass over the
 * history, line by line in the rendering the panes show (an unreadable state in its raw text), ignoring case; any
 * other source, and a query with the format's own filters (a tag, a status), goes through the format's search. Either way the outcome is one {@link UnitSearch.Result}: the units found and the
 * lines that hold the query.
 */
final class UnitSearchJob {
    static final int MAX_LINE_CHARS = 240;

    /** Told how many of {@code total} states have been searched. */
    interface Progress {
        void searched(int done, int total);
    }

    private UnitSearchJob() {
    }

    static UnitSearch.Result search(MemorySource source, String query, Cancellation cancel, Progress progress) {
        String typed = query.strip();
        String q = typed;
        if (q.length() >= 2 && q.startsWith("\"") && q.endsWith("\"")) {
            // quoted: the text itself, even where it is part of an id
            q = q.substring(1, q.length() - 1);
        }
        List<String> texts = source.searchTexts(q);
        History history = source.facet(History.class).orElse(null);
        // the one pass serves a source of many units named by their files (seed 000's 100,000 cycles); any other
        // source is asked through its own search rules, which may find a unit by its timeline (a call's text) and
        // leave out a state the unit did not change
        boolean onePass = history != null && source.facet(org.scratchpadinspector.model.UnitIndex.class).isPresent();
        if (!onePass || !texts.equals(List.of(q))) {
            UnitSearch.Result result = UnitSearch.search(source, q, cancel);
            progress.searched(1, 1);
            return new UnitSearch.Result(typed, result.texts(), result.units(), result.hits(), result.totalHits());
        }
        List<HistoryPoint> points = history.points(cancel).stream().filter(p -> p.unit() != null).toList();
        Set<UnitId> units = new LinkedHashSet<>();
        List<UnitSearch.Hit> hits = new ArrayList<>();
        int total = 0;
        for (int i = 0; i < points.size(); i++) {
            cancel.check();
            HistoryPoint point = points.get(i);
            UnitState state = history.load(point, cancel);
            int found = searchLines(state.text(), q, point, hits);
            if (found > 0) {
                units.add(point.unit());
                total += found;
            }
            progress.searched(i + 1, points.size());
        }
        return new UnitSearch.Result(typed, List.of(q), List.copyOf(units), hits, total);
    }

    private static int searchLines(String text, String needle, HistoryPoint point, List<UnitSearch.Hit> hits) {
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
                if (hits.size() < UnitSearch.MAX_HITS) {
                    hits.add(new UnitSearch.Hit(point.unit(), point.state(), line, shorten(text.substring(start, end))));
                }
            }
            start = end + 1;
            line++;
        }
        return found;
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

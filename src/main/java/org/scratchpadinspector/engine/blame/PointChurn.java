package org.scratchpadinspector.engine.blame;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitState;

/**
 * How often each key of a source's state (for a Markdown memory: each file and section path) changed across its
 * {@link History}, by writer, most changed first; a flip is a change back to a value the key held before.
 */
public final class PointChurn {
    /** One key's numbers. */
    public record Key(String key, int changes, int flips, Map<String, Integer> byAuthor, HistoryPoint last) {
    }

    /** The answer: how many points were walked, and the keys that changed. */
    public record Report(int points, List<Key> keys) {
    }

    private PointChurn() {
    }

    public static Report of(History history, Cancellation cancel) {
        Map<String, Object> previous = null;
        Map<String, int[]> counts = new LinkedHashMap<>();
        Map<String, Map<String, Integer>> authors = new LinkedHashMap<>();
        Map<String, List<Integer>> seenValues = new LinkedHashMap<>();
        Map<String, HistoryPoint> lastPoint = new LinkedHashMap<>();
        int points = 0;
        for (HistoryPoint point : history.points(cancel)) {
            cancel.check();
            UnitState state = history.load(point, cancel);
            if (!(state.value() instanceof Map<?, ?> raw)) {
                continue;
            }
            points++;
            Map<String, Object> now = new LinkedHashMap<>();
            raw.forEach((k, v) -> now.put(String.valueOf(k), v));
            if (previous != null) {
                List<String> keys = new ArrayList<>(now.keySet());
                previous.keySet().stream().filter(k -> !now.containsKey(k)).forEach(keys::add);
                for (String key : keys) {
                    Object before = previous.getOrDefault(key, FieldPath.ABSENT);
                    Object after = now.getOrDefault(key, FieldPath.ABSENT);
                    if (Objects.equals(before, after)) {
                        continue;
                    }
                    int[] c = counts.computeIfAbsent(key, k -> new int[2]);
                    c[0]++;
                    List<Integer> values = seenValues.computeIfAbsent(key, k -> new ArrayList<>(List.of(Objects.hashCode(before))));
                    if (values.contains(Objects.hashCode(after))) {
                        c[1]++;
                    }
                    values.add(Objects.hashCode(after));
                    authors.computeIfAbsent(key, k -> new LinkedHashMap<>())
                            .merge(point.author() == null ? "unknown" : point.author(), 1, Integer::sum);
                    lastPoint.put(key, point);
                }
            }
            previous = now;
        }
        List<Key> keys = new ArrayList<>();
        counts.forEach((key, c) -> keys.add(new Key(key, c[0], c[1], authors.get(key), lastPoint.get(key))));
        keys.sort(Comparator.comparingInt(Key::changes).reversed().thenComparing(Key::key));
        return new Report(points, keys);
    }
}

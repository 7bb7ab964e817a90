package org.scratchpadinspector.ui.panes;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.engine.blame.Attribution;
import org.scratchpadinspector.engine.blame.Blame;
import org.scratchpadinspector.engine.blame.BlameValues;
import org.scratchpadinspector.engine.blame.FieldChangeRecord;
import org.scratchpadinspector.engine.blame.JournalAttribution;
import org.scratchpadinspector.engine.edit.JournalFiles;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.ui.common.HistoryPoints;

/**
 * Who changed each top-level key of the memory now last, and in which unit: what the Now pane's blame gutter
 * shows, for any source with a history. {@code by} is null for a key no readable state of the run saw change;
 * {@code unit} is null for a change not read by any unit yet.
 */
record KeyBlame(String key, Attribution by, String unit, String oldValue, String newValue, String detail,
                String nowLabel, String kind) {
    /** At most this many keys are blamed: each one is looked up in every state of the run. */
    static final int MAX_KEYS = 100;

    /** Blames every top-level key of the memory now (the first {@link #MAX_KEYS}); empty when it cannot be read. */
    static Map<String, KeyBlame> of(MemorySource source, History history, List<HistoryPoint> points,
                                    Cancellation cancel) throws IOException {
        Map<String, KeyBlame> blamed = new LinkedHashMap<>();
        HistoryPoint nowPoint = HistoryPoints.now(points).orElse(null);
        UnitState now = nowPoint == null ? null : history.loadValue(nowPoint, cancel);
        if (now == null || !now.readable() || !(now.value() instanceof Map<?, ?> tree)) {
            return blamed;
        }
        String nowLabel = nowPoint.label().contains(".")
                ? nowPoint.label().substring(0, nowPoint.label().lastIndexOf('.')) : nowPoint.label();
        JournalAttribution journal = JournalAttribution.read(JournalFiles.under(source.directory()));
        Map<String, FieldPath> paths = new LinkedHashMap<>();
        for (String key : tree.keySet().stream().map(String::valueOf).limit(MAX_KEYS).toList()) {
            try {
                paths.put(key, FieldPath.key(key));
            } catch (IllegalArgumentException notAPath) {
                // a key blame cannot name gets no gutter entry
            }
        }
        Map<FieldPath, Blame.Report> reports = Blame.ofEach(history, journal, List.copyOf(paths.values()), cancel);
        String kind = history.unitKind();
        paths.forEach((key, path) -> blamed.put(key, of(key, reports.get(path), nowLabel, kind)));
        return blamed;
    }

    private static KeyBlame of(String key, Blame.Report report, String nowLabel, String kind) {
        if (report.changes().isEmpty()) {
            return new KeyBlame(key, null, report.firstPoint() == null || report.firstPoint().unit() == null ? null
                    : report.firstPoint().unit().text(), null, null, null, nowLabel, kind);
        }
        FieldChangeRecord last = report.changes().get(0);
        String[] values = BlameValues.fromFirstDifference(BlameValues.value(last.oldValue()),
                BlameValues.value(last.newValue()));
        return new KeyBlame(key, last.by(), last.unit() == null ? null : last.unit().text(),
                values[0], values[1], last.detail(), nowLabel, kind);
    }

    /**
     * The short label: "agent · 101637" (a long unit id's last six characters: a cycle's time of day), "outside ·
     * active" (the memory now, read by no unit yet), "unchanged".
     */
    String label() {
        if (by == null) {
            return "unchanged";
        }
        String when = unit == null ? nowLabel : unit.length() > 8 ? unit.substring(unit.length() - 6) : unit;
        return by.key() + " · " + when;
    }

    /** The tooltip: who, where, old → new, and where it shows. */
    String tooltip() {
        if (by == null) {
            return key + ": unchanged" + (unit == null ? "" : " since " + kind + " " + unit);
        }
        String where = unit == null ? "in " + nowLabel + ", read by no unit yet" : "in " + kind + " " + unit;
        return key + ": changed last by " + by.key() + " " + where + "\n" + oldValue + "\n→ " + newValue
                + (detail == null ? "" : "\n" + detail);
    }
}

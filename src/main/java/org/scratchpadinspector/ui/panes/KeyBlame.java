package org.scratchpadinspector.ui.panes;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.blame.Attribution;
import org.scratchpadinspector.engine.blame.Blame;
import org.scratchpadinspector.engine.blame.BlameValues;
import org.scratchpadinspector.engine.blame.FieldChangeRecord;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.engine.edit.JournalFiles;
import org.scratchpadinspector.formats.yamlcycles.CycleHistory;
import org.scratchpadinspector.engine.blame.JournalAttribution;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Snapshot;

/**
 * Who changed each top-level key of active.yaml last, and in which cycle: what the Active pane's blame gutter
 * shows. {@code by} is null for a key no readable state of the run saw change.
 */
record KeyBlame(String key, Attribution by, String cycle, String oldValue, String newValue, String detail) {
    /** At most this many keys are blamed: each one is looked up in every state of the run. */
    static final int MAX_KEYS = 100;

    /** Blames every top-level key of active.yaml (the first {@link #MAX_KEYS}); empty when it cannot be read. */
    static Map<String, KeyBlame> of(Scratchpad pad, Cancellation cancel) throws IOException {
        Snapshot active = pad.active();
        Map<String, KeyBlame> blamed = new LinkedHashMap<>();
        if (active == null || !active.isReadable() || active.state() == null) {
            return blamed;
        }
        JournalAttribution journal = JournalAttribution.read(JournalFiles.under(pad.location().directory()));
        Map<String, FieldPath> paths = new LinkedHashMap<>();
        for (String key : active.state().keySet().stream().map(String::valueOf).limit(MAX_KEYS).toList()) {
            try {
                paths.put(key, FieldPath.key(key));
            } catch (IllegalArgumentException notAPath) {
                // a key blame cannot name gets no gutter entry
            }
        }
        Map<FieldPath, Blame.Report> reports = Blame.ofEach(new CycleHistory(pad), journal, List.copyOf(paths.values()), cancel);
        paths.forEach((key, path) -> blamed.put(key, of(key, reports.get(path))));
        return blamed;
    }

    private static KeyBlame of(String key, Blame.Report report) {
        if (report.changes().isEmpty()) {
            return new KeyBlame(key, null, report.firstPoint() == null || report.firstPoint().unit() == null ? null : report.firstPoint().unit().text(),
                    null, null, null);
        }
        FieldChangeRecord last = report.changes().get(0);
        String[] values = BlameValues.fromFirstDifference(BlameValues.value(last.oldValue()),
                BlameValues.value(last.newValue()));
        return new KeyBlame(key, last.by(), last.unit() == null ? null : last.unit().text(),
                values[0], values[1], last.detail());
    }

    /** The short label: "agent · 101637" (the cycle's time of day), "outside · active", "unchanged". */
    String label() {
        if (by == null) {
            return "unchanged";
        }
        String when = cycle == null ? "active" : cycle.substring(cycle.indexOf('_') + 1);
        return by.key() + " · " + when;
    }

    /** The tooltip: who, where, old → new, and where it shows. */
    String tooltip() {
        if (by == null) {
            return key + ": unchanged" + (cycle == null ? "" : " since cycle " + cycle);
        }
        String where = cycle == null ? "in active.yaml, read by no cycle yet" : "in cycle " + cycle;
        return key + ": changed last by " + by.key() + " " + where + "\n" + oldValue + "\n→ " + newValue
                + (detail == null ? "" : "\n" + detail);
    }
}

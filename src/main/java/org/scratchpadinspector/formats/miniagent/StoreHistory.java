package org.scratchpadinspector.formats.miniagent;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitState;

/**
 * The long-term store of each experiment as a history: the store before and after every answered correction (the
 * agent saves it only then), replayed back from the store as the newest correction left it, then
 * {@code longterm.json} as it is now. When the newest write of the file was the inspector's, the store the newest
 * correction left is the version that edit replaced. A state's value is the store's three tables by key
 * ({@code mistake_counts.kenji|go|tense}).
 */
final class StoreHistory implements History {
    static final String NOW = "now";

    private final MiniagentSource source;
    /**
     * The states of the last listing, by point label: replaced whole, never cleared in place, so that a load while
     * another caller lists again (the panes while the blame gutter walks the history) still finds its state.
     */
    private volatile Map<String, UnitState> states = Map.of();

    StoreHistory(MiniagentSource source) {
        this.source = source;
    }

    @Override
    public List<HistoryPoint> points(Cancellation cancellation) {
        Map<String, UnitState> states = new HashMap<>();
        List<HistoryPoint> points = new ArrayList<>();
        for (Path experiment : source.experiments()) {
            cancellation.check();
            Path file = experiment.resolve(ExperimentLayout.STORE);
            if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                continue;
            }
            StoreFile.Read now = StoreFile.read(file);
            String prefix = source.prefix(experiment);
            List<Trace> answered = new ArrayList<>();
            List<Unit> units = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            for (Path trace : ExperimentLayout.traceFiles(experiment)) {
                Trace t = source.trace(trace);
                Unit unit = Units.correction(t, prefix, seen);
                if (t.answered()) {
                    answered.add(t);
                    units.add(unit);
                }
            }
            String nowLabel = prefix + ExperimentLayout.STORE;
            if (now.store() == null) {
                states.put(nowLabel, new UnitState(NOW, "", null, now.bytes(), now.problems()));
                points.add(new HistoryPoint(null, NOW, nowLabel, HistoryPoint.Origin.START, null, null));
                continue;
            }
            Store newest = newestSaved(experiment, now);
            Store[] after = new Store[answered.size()];
            Store walking = newest;
            List<String> mismatches = new ArrayList<>();
            for (int i = answered.size() - 1; i >= 0; i--) {
                after[i] = walking;
                walking = StoreReplay.undo(walking, StoreReplay.of(answered.get(i)), mismatches);
            }
            Store before = walking;
            for (int i = 0; i < answered.size(); i++) {
                Unit unit = units.get(i);
                String id = unit.id().text();
                states.put(id + ":before", state("before", before));
                states.put(id + ":after", state("after", after[i]));
                points.add(new HistoryPoint(unit.id(), "before", id + ":before",
                        i == 0 ? HistoryPoint.Origin.START : HistoryPoint.Origin.BETWEEN_UNITS, null,
                        answered.get(i).startedAt()));
                points.add(new HistoryPoint(unit.id(), "after", id + ":after", HistoryPoint.Origin.AGENT, null,
                        answered.get(i).finishedAt()));
                before = after[i];
            }
            states.put(nowLabel, state(NOW, now.store()));
            points.add(new HistoryPoint(null, NOW, nowLabel,
                    answered.isEmpty() ? HistoryPoint.Origin.START : HistoryPoint.Origin.PENDING, null, null));
        }
        this.states = states;
        return points;
    }

    /** The store as the newest correction saved it: the version an inspector edit replaced, if one did last. */
    private static Store newestSaved(Path experiment, StoreFile.Read now) {
        InspectorEdits edits = InspectorEdits.of(experiment);
        JournalEntry newest = edits.newestIfCurrent(now.hash());
        if (newest != null) {
            StoreFile.Read replaced = StoreFile.read(edits.historyFile(newest));
            if (replaced.store() != null) {
                return replaced.store();
            }
        }
        return now.store();
    }

    private static UnitState state(String name, Store store) {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("mistake_counts", new LinkedHashMap<>(store.mistakeCounts()));
        Map<String, Object> overrides = new LinkedHashMap<>();
        store.verbOverrides().forEach((verb, forms) -> overrides.put(verb, List.copyOf(forms)));
        value.put("verb_overrides", overrides);
        Map<String, Object> accuracy = new LinkedHashMap<>();
        store.accuracyStats().forEach((k, a) -> {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("correct", a.correct());
            one.put("total", a.total());
            accuracy.put(k, one);
        });
        value.put("accuracy_stats", accuracy);
        return new UnitState(name, store.render(), value, null, List.of());
    }

    @Override
    public UnitState load(HistoryPoint point, Cancellation cancellation) {
        UnitState state = states.get(point.label());
        return state != null ? state : new UnitState(point.state(), "", List.of(point.label() + ": not listed"));
    }

    @Override
    public String unitKind() {
        return "correction";
    }

    /** A correction's states are its trace; the store it changed is in the points. */
    @Override
    public boolean unitStatesAreMemory() {
        return false;
    }
}

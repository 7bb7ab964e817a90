package org.scratchpadinspector.engine.blame;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.JournalFiles;
import org.scratchpadinspector.engine.history.Transition;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;

/**
 * Whether the edit journal explains a continuity break: a unit whose start differs from the previous unit's end.
 * It does when every section that differs there (beyond the fields the agent stamps itself) is one a journaled
 * edit, restore or injection wrote with exactly that value; then the break is a notice naming the edit, not a
 * problem. Only the two states around a break are read, and only when the source has a journal.
 */
public final class BreakExplainer {
    private final History history;
    private final java.util.function.Supplier<JournalAttribution> journalReader;
    private JournalAttribution journal;
    private List<HistoryPoint> points;

    private BreakExplainer(History history, java.util.function.Supplier<JournalAttribution> journalReader) {
        this.history = history;
        this.journalReader = journalReader;
    }

    /**
     * The explainer of a source's breaks: none are explained without a History or a journal with lines. The journals
     * are looked for when the first break is asked about, so a listing with no break never searches for them (over
     * SSH, a listing of the folder less).
     */
    public static BreakExplainer of(MemorySource source) {
        Optional<History> history = source.facet(History.class);
        return new BreakExplainer(history.orElse(null), () -> {
            try {
                return JournalAttribution.read(JournalFiles.under(source.directory()));
            } catch (IOException | RuntimeException unreadable) {
                // an unreadable journal explains nothing; check names the journal's trouble on its own
                return JournalAttribution.none();
            }
        });
    }

    public static BreakExplainer of(History history, JournalAttribution journal) {
        return new BreakExplainer(history, () -> journal);
    }

    /** One line naming the edit(s) that explain the break at {@code unit}'s start, or empty. */
    public synchronized Optional<String> explain(UnitId unit, Cancellation cancel) {
        if (history == null) {
            return Optional.empty();
        }
        if (journal == null) {
            journal = journalReader.get();
        }
        if (journal.entries().isEmpty()) {
            return Optional.empty();
        }
        if (points == null) {
            points = history.points(cancel);
            journal.attach(points);
        }
        int start = -1;
        for (int i = 0; i < points.size() && start < 0; i++) {
            if (unit.equals(points.get(i).unit())) {
                start = i;
            }
        }
        if (start <= 0 || points.get(start).origin() != HistoryPoint.Origin.BETWEEN_UNITS) {
            return Optional.empty();
        }
        UnitState before = history.loadValue(points.get(start - 1), cancel);
        UnitState after = history.loadValue(points.get(start), cancel);
        if (!before.readable() || !after.readable() || !(before.value() instanceof Map<?, ?> from)
                || !(after.value() instanceof Map<?, ?> to)) {
            return Optional.empty();
        }
        Transition t = new Transition(points.get(start - 1), points.get(start), start, before, after, null);
        Set<Object> keys = new LinkedHashSet<>(from.keySet());
        keys.addAll(to.keySet());
        List<JournalEntry> explaining = new ArrayList<>();
        for (Object k : keys) {
            String section = String.valueOf(k);
            FieldPath path = FieldPath.key(section);
            Object now = path.lookup(to);
            if (Blame.same(path.lookup(from), now) || history.agentWritesBetweenUnits(path)) {
                continue;
            }
            JournalEntry entry = journal.explain(t, section, now);
            if (entry == null) {
                return Optional.empty();
            }
            if (!explaining.contains(entry)) {
                explaining.add(entry);
            }
        }
        if (explaining.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("edited by the operator: " + String.join("; ",
                explaining.stream().map(JournalAttribution::describe).toList()));
    }
}

package org.scratchpadinspector.formats.recursivecontext;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitState;

/**
 * Each run's scratchpad as a history: the before and after of every turn of {@code debug.json} in turn order,
 * then the run's {@code agent_state.json} (what the agent's next {@code load()} starts from). Each run is a run
 * of its own. A state's value is the scratchpad's sections by path ({@code TRAJECTORY/Now}), each its text.
 */
final class TurnHistory implements History {
    static final String SAVED = "saved";

    private final RecursiveContextSource source;
    private final Map<String, RunReading> savedStates = new ConcurrentHashMap<>();
    private final Map<String, RunReading> runOfUnit = new ConcurrentHashMap<>();

    TurnHistory(RecursiveContextSource source) {
        this.source = source;
    }

    @Override
    public List<HistoryPoint> points(Cancellation cancellation) {
        List<HistoryPoint> points = new ArrayList<>();
        for (RunReading run : source.readings(cancellation)) {
            boolean first = true;
            for (Unit unit : run.units()) {
                TraceEntry entry = run.entry(unit.id().text());
                if (entry == null) {
                    continue;
                }
                runOfUnit.put(unit.id().text(), run);
                points.add(new HistoryPoint(unit.id(), "before", unit.id().text() + ":before",
                        first ? HistoryPoint.Origin.START : HistoryPoint.Origin.BETWEEN_UNITS, null, null));
                points.add(new HistoryPoint(unit.id(), "after", unit.id().text() + ":after",
                        HistoryPoint.Origin.AGENT, null, null));
                first = false;
            }
            if (Files.exists(run.folder().resolve(SavedState.FILE), LinkOption.NOFOLLOW_LINKS)) {
                String label = run.name() + "/" + SavedState.FILE;
                savedStates.put(label, run);
                points.add(new HistoryPoint(null, SAVED, label,
                        first ? HistoryPoint.Origin.START : HistoryPoint.Origin.PENDING, null, null));
            }
        }
        return points;
    }

    @Override
    public UnitState load(HistoryPoint point, Cancellation cancellation) {
        if (point.unit() == null) {
            RunReading run = savedStates.get(point.label());
            SavedState saved = run == null ? null : SavedState.read(run.folder().resolve(SavedState.FILE));
            if (saved == null || !saved.usable()) {
                return new UnitState(SAVED, "", null, saved == null ? null : saved.bytes(),
                        List.of(point.label() + ": " + (saved == null ? "gone" : saved.problem())));
            }
            return state(SAVED, saved.scratchpad(), saved.bytes());
        }
        RunReading run = runOfUnit.get(point.unit().text());
        TraceEntry entry = run == null ? null : run.entry(point.unit().text());
        String text = entry == null ? null : point.state().equals("before") ? entry.before() : entry.after();
        if (text == null) {
            List<String> problems = entry == null || entry.problems().isEmpty() ? List.of("not read") : entry.problems();
            return new UnitState(point.state(), "", null, null, problems.stream().map(p -> point.label() + ": " + p).toList());
        }
        return state(point.state(), text, null);
    }

    private static UnitState state(String name, String scratchpad, byte[] raw) {
        Map<String, Object> sections = new LinkedHashMap<>(Sections.of(scratchpad));
        return new UnitState(name, scratchpad, sections, raw, List.of());
    }

    @Override
    public String unitKind() {
        return "turn";
    }

    /** The turns are all there is: no memory outside them. */
    @Override
    public boolean keepsMemoryNow() {
        return false;
    }
}

package org.scratchpadinspector.testformat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.model.UnitStatus;

/** A tiny folder read as units with a history; see the package description. */
public class TinySource implements MemorySource, History {
    static final String STEPS = "steps.jsonl";
    static final String MEMORY = "memory.json";
    static final ObjectMapper JSON = new ObjectMapper();

    private final Path dir;

    public TinySource(Path dir) {
        this.dir = dir;
    }

    @Override
    public Path directory() {
        return dir;
    }

    @Override
    public String format() {
        return TinyFormat.NAME;
    }

    @Override
    public Capabilities capabilities() {
        return new Capabilities(true, false, true, false);
    }

    /** One line of steps.jsonl. */
    record Step(String id, Map<String, Object> before, Map<String, Object> after) {
    }

    @SuppressWarnings("unchecked")
    List<Step> steps() {
        List<Step> steps = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(dir.resolve(STEPS), StandardCharsets.UTF_8)) {
                if (!line.isBlank()) {
                    Map<String, Object> o = JSON.readValue(line, LinkedHashMap.class);
                    steps.add(new Step((String) o.get("id"), (Map<String, Object>) o.get("before"),
                            (Map<String, Object>) o.get("after")));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return steps;
    }

    @Override
    public List<Unit> units(Cancellation cancellation, Consumer<Unit> each) {
        List<Unit> units = new ArrayList<>();
        for (Step step : steps()) {
            boolean changed = !step.before().equals(step.after());
            Unit unit = new Unit(TinyFormat.NAME, "step", UnitId.of(step.id()),
                    UnitStatus.of(changed ? "changed" : "unchanged", Severity.OK), List.of(), List.of(), Map.of(),
                    List.of("before", "after"));
            units.add(unit);
            each.accept(unit);
        }
        return units;
    }

    @Override
    public Optional<UnitDetail> detail(UnitId id, Cancellation cancellation) {
        for (Step step : steps()) {
            if (step.id().equals(id.text())) {
                Unit unit = units().stream().filter(u -> u.id().equals(id)).findFirst().orElseThrow();
                return Optional.of(new UnitDetail(unit, List.of(state("before", step.before()),
                        state("after", step.after())), List.of(), List.of()));
            }
        }
        return Optional.empty();
    }

    static UnitState state(String name, Map<String, Object> value) {
        try {
            return new UnitState(name, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(value), value, null,
                    List.of());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public List<HistoryPoint> points(Cancellation cancellation) {
        List<HistoryPoint> points = new ArrayList<>();
        for (Step step : steps()) {
            UnitId unit = UnitId.of(step.id());
            points.add(new HistoryPoint(unit, "before", step.id() + ":before",
                    points.isEmpty() ? HistoryPoint.Origin.START : HistoryPoint.Origin.BETWEEN_UNITS, null, null));
            points.add(new HistoryPoint(unit, "after", step.id() + ":after", HistoryPoint.Origin.AGENT, null, null));
        }
        if (Files.exists(dir.resolve(MEMORY))) {
            points.add(new HistoryPoint(null, "now", MEMORY,
                    points.isEmpty() ? HistoryPoint.Origin.START : HistoryPoint.Origin.PENDING, null, null));
        }
        return points;
    }

    @Override
    @SuppressWarnings("unchecked")
    public UnitState load(HistoryPoint point, Cancellation cancellation) {
        if (point.unit() == null) {
            try {
                byte[] raw = Files.readAllBytes(dir.resolve(MEMORY));
                Map<String, Object> value = JSON.readValue(raw, LinkedHashMap.class);
                return new UnitState("now", new String(raw, StandardCharsets.UTF_8), value, raw, List.of());
            } catch (IOException e) {
                return new UnitState("now", "", List.of(MEMORY + ": " + e.getMessage()));
            }
        }
        for (Step step : steps()) {
            if (step.id().equals(point.unit().text())) {
                return state(point.state(), point.state().equals("before") ? step.before() : step.after());
            }
        }
        return new UnitState(point.state(), "", List.of(point.label() + ": gone"));
    }

    /**
     * Its memory.json is edited by the window's section editor ({@link TinySectionEditor}); a step's state is put
     * back, or a new folder started from one, by {@link TinyTimeTravel}.
     */
    @Override
    public <F> Optional<F> facet(Class<F> type) {
        if (type == org.scratchpadinspector.model.TimeTravel.class) {
            return Optional.of(type.cast(new TinyTimeTravel(this)));
        }
        if (type == org.scratchpadinspector.engine.edit.SectionEditing.class) {
            return Optional.of(type.cast((org.scratchpadinspector.engine.edit.SectionEditing)
                    clock -> new TinySectionEditor(dir, clock)));
        }
        return MemorySource.super.facet(type);
    }

    @Override
    public String unitKind() {
        return "step";
    }
}

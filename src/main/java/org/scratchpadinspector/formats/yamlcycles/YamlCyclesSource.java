package org.scratchpadinspector.formats.yamlcycles;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.HealthFacts;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.model.UnitStatus;
import org.scratchpadinspector.formats.yamlcycles.NoteEntry;
import org.scratchpadinspector.formats.yamlcycles.CycleAnalysis;
import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Snapshot;

/** A seed-000 scratchpad seen through the neutral model: a unit per cycle, its before and after as states. */
public final class YamlCyclesSource implements MemorySource, HealthFacts {
    private final Scratchpad pad;

    public YamlCyclesSource(Scratchpad pad) {
        this.pad = pad;
    }

    public Scratchpad scratchpad() {
        return pad;
    }

    @Override
    public Path directory() {
        return pad.location().directory();
    }

    @Override
    public String format() {
        return YamlCyclesProvider.NAME;
    }

    @Override
    public Capabilities capabilities() {
        return YamlCyclesProvider.CAPABILITIES;
    }

    @Override
    public List<Unit> units(Cancellation cancellation, Consumer<Unit> each) {
        List<Unit> units = new ArrayList<>();
        pad.summaries(cancellation, summary -> {
            Unit unit = unit(summary);
            units.add(unit);
            each.accept(unit);
        });
        return units;
    }

    @Override
    public Optional<UnitDetail> detail(UnitId id, Cancellation cancellation) {
        if (CycleId.whyInvalid(id.text()) != null) {
            return Optional.empty();
        }
        CycleAnalysis analysis = pad.analyze(CycleId.parse(id.text()));
        if (analysis == null) {
            return Optional.empty();
        }
        List<UnitState> states = List.of(state("before", analysis.before()), state("after", analysis.after()));
        List<String> changes = analysis.changes().stream().map(FieldChange::describe).toList();
        List<UnitEvent> timeline = analysis.addedEntries().stream().map(YamlCyclesSource::event).toList();
        return Optional.of(new UnitDetail(unit(analysis.summary()), states, changes, timeline));
    }

    /** The index from names alone, then only the newest {@code count} cycles analysed. */
    @Override
    public Health health(int count, Cancellation cancellation) {
        CycleIndex index = pad.index();
        List<Unit> newest = new ArrayList<>();
        boolean running = false;
        Instant last = null;
        for (int i = Math.max(0, index.size() - count); i < index.size(); i++) {
            cancellation.check();
            CycleAnalysis analysis = pad.analyze(i);
            newest.add(unit(analysis.summary()));
            running |= analysis.summary().status() == CycleStatus.RUNNING;
            for (Snapshot s : new Snapshot[] {analysis.before(), analysis.after()}) {
                if (s != null && s.modified() > 0) {
                    Instant t = Instant.ofEpochSecond(0, s.modified());
                    last = last == null || t.isAfter(last) ? t : last;
                }
            }
        }
        return new Health(index.size(), newest, running, last);
    }

    @Override
    public List<String> notes() {
        return pad.index().strays().lines();
    }

    static Unit unit(CycleSummary c) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("time", c.id().time().toString());
        fields.put("tool_calls", c.toolCalls());
        fields.put("parse_errors", c.parseErrors());
        fields.put("iterations", c.iterations() >= 0 ? c.iterations() : null);
        if (c.statusReason() != null) {
            fields.put("status_reason", c.statusReason());
        }
        List<String> flags = c.flags().stream().map(CycleFlag::key).toList();
        return new Unit(YamlCyclesProvider.NAME, "cycle", UnitId.of(c.id().toString()),
                new UnitStatus(c.status().key(), severity(c.status()), c.statusReason()), flags, c.problems(),
                fields, List.of("before", "after"));
    }

    static Severity severity(CycleStatus status) {
        return switch (status) {
            case COMPLETED, NO_CHANGE -> Severity.OK;
            case RUNNING -> Severity.NOTICE;
            case CRASHED, INTERRUPTED, MAX_ITERATIONS, UNKNOWN -> Severity.FAILURE;
        };
    }

    private static UnitState state(String name, Snapshot snapshot) {
        if (snapshot == null) {
            return new UnitState(name, "", List.of("no " + name + " snapshot"));
        }
        if (!snapshot.isReadable()) {
            return new UnitState(name, snapshot.text(), List.of(snapshot.describeProblem()));
        }
        return UnitState.of(name, snapshot.text());
    }

    private static UnitEvent event(NoteEntry entry) {
        boolean failed = entry.kind() == NoteEntry.Kind.TOOL_ERROR || entry.kind() == NoteEntry.Kind.UNKNOWN_TOOL
                || entry.kind() == NoteEntry.Kind.PARSE_ERROR || entry.kind() == NoteEntry.Kind.FAILURE;
        return new UnitEvent(entry.isToolCall() ? "call" : entry.kind().name().toLowerCase(java.util.Locale.ROOT),
                null, entry.display(), entry.result() == null ? "" : entry.result(),
                failed ? Severity.FAILURE : Severity.OK);
    }
}

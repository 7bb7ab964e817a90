package org.scratchpadinspector.formats.yamlcycles;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.edit.JournalEdit;
import org.scratchpadinspector.engine.edit.JournalEdits;
import org.scratchpadinspector.formats.yamlcycles.MemoryEditor;
import org.scratchpadinspector.engine.health.Finding;
import org.scratchpadinspector.engine.health.HealthFindings;
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.model.Capabilities;
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
public final class YamlCyclesSource implements MemorySource, HealthFindings {
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
        return units(cancellation, each, () -> { });
    }

    @Override
    public List<Unit> units(Cancellation cancellation, Consumer<Unit> each, Runnable waiting) {
        List<Unit> units = new ArrayList<>();
        pad.summaries(cancellation, summary -> {
            Unit unit = unit(summary);
            units.add(unit);
            each.accept(unit);
        }, waiting);
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
        List<UnitState> states = List.of(shown("before", analysis.before(), analysis),
                shown("after", analysis.after(), analysis));
        List<String> changes = analysis.changes().stream().map(FieldChange::describe).toList();
        List<UnitEvent> timeline = analysis.addedEntries().stream()
                .map(entry -> event(entry, analysis.repeatedCalls())).toList();
        return Optional.of(new UnitDetail(unit(analysis.summary()), states, changes, timeline));
    }

    /**
     * A snapshot as the panes show it; a missing one says why it is missing: an orphan's before, a running cycle's
     * after not written yet, an interrupted cycle's after never written.
     */
    private static UnitState shown(String name, Snapshot snapshot, CycleAnalysis analysis) {
        if (snapshot != null) {
            return CycleHistory.shown(name, snapshot);
        }
        CycleId id = analysis.summary().id();
        String why = name.equals("before")
                ? "No _before: " + Side.BEFORE.fileName(id) + " is missing (orphan _after)"
                : analysis.summary().status() == CycleStatus.RUNNING ? "No _after yet: the cycle is running"
                : "No _after: the cycle was interrupted before writing it";
        return new UnitState(name, "", List.of(why));
    }

    /** A cycle id as typed; a text that is no cycle id is refused with why ("month 13"). */
    @Override
    public Optional<UnitId> find(String typed) {
        CycleId id = CycleHistory.parseId(typed, false);
        return pad.index().indexOf(id) < 0 ? Optional.empty() : Optional.of(UnitId.of(id.toString()));
    }

    @Override
    public <F> Optional<F> facet(Class<F> type) {
        if (type == org.scratchpadinspector.model.History.class) {
            return Optional.of(type.cast(new CycleHistory(pad)));
        }
        if (type == org.scratchpadinspector.model.UnitIndex.class) {
            return Optional.of(type.cast(new CycleUnitIndex(pad)));
        }
        return MemorySource.super.facet(type);
    }

    /** The health report's lines (strays, statuses, flags, active.yaml), then every lost edit still standing. */
    @Override
    public List<Finding> findings(Cancellation cancellation) {
        List<Finding> findings = new ArrayList<>();
        for (HealthReport.Finding f : HealthReport.of(pad, cancellation).findings()) {
            findings.add(new Finding(f.unhealthy(), f.cycle() == null ? null : UnitId.of(f.cycle().toString()),
                    f.flag() == null ? null : f.flag().key(), f.message()));
        }
        try {
            for (JournalEdit lost : LostEditDetector.standingLost(new MemoryEditor(pad.location(), java.time.Clock.systemUTC()))) {
                findings.add(Finding.problem(lost.lossMessage()));
            }
        } catch (java.io.IOException | RuntimeException e) {
            findings.add(Finding.problem("cannot read the edit journal to look for lost edits: " + e.getMessage()));
        }
        return findings;
    }

    @Override
    public List<String> notes() {
        return pad.index().strays().lines();
    }

    static Unit unit(CycleSummary c) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("time", c.id().isoTime());
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

    public static Severity severity(CycleStatus status) {
        return switch (status) {
            case COMPLETED, NO_CHANGE -> Severity.OK;
            case RUNNING -> Severity.NOTICE;
            case CRASHED, INTERRUPTED, MAX_ITERATIONS, UNKNOWN -> Severity.FAILURE;
        };
    }

    /** Marks an entry rebuilt from the cycle's log, where a crash replaced the notes the agent kept. */
    static final String FROM_LOG = "[from the cycle's log] ";

    /** A notes entry as an event: a failed call a failure, a call repeated three or more times a warning. */
    private static UnitEvent event(NoteEntry entry, List<String> repeatedCalls) {
        boolean failed = entry.kind() == NoteEntry.Kind.TOOL_ERROR || entry.kind() == NoteEntry.Kind.UNKNOWN_TOOL
                || entry.kind() == NoteEntry.Kind.PARSE_ERROR || entry.kind() == NoteEntry.Kind.FAILURE;
        boolean repeated = entry.kind() == NoteEntry.Kind.TOOL && repeatedCalls.contains(entry.callSignature());
        String title = entry.fromLog() ? FROM_LOG + entry.display() : entry.display();
        return new UnitEvent(entry.isToolCall() ? "call" : entry.kind().name().toLowerCase(java.util.Locale.ROOT),
                null, title, entry.result() == null ? "" : entry.result(),
                failed ? Severity.FAILURE : repeated ? Severity.WARNING : Severity.OK);
    }
}

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
import org.scratchpadinspector.engine.edit.JournalEdit;
import org.scratchpadinspector.engine.edit.JournalEdits;
import org.scratchpadinspector.formats.yamlcycles.MemoryEditor;
import org.scratchpadinspector.engine.health.Finding;
import org.scratchpadinspector.engine.health.HealthFindings;
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
public final class YamlCyclesSource implements MemorySource, HealthFindings, HealthFacts,
        org.scratchpadinspector.engine.edit.LostEdits {
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
        CycleId cycle = CycleId.parse(id.text());
        List<UnitState> states = List.of(
                analysis.before() == null ? UnitState.absent("before", absence(cycle, Side.BEFORE))
                        : CycleHistory.shown("before", analysis.before()),
                analysis.after() == null ? UnitState.absent("after", absence(cycle, Side.AFTER))
                        : CycleHistory.shown("after", analysis.after()));
        List<String> changes = analysis.changes().stream().map(FieldChange::describe).toList();
        List<UnitEvent> timeline = analysis.addedEntries().stream()
                .map(entry -> event(entry, analysis.repeatedCalls())).toList();
        return Optional.of(new UnitDetail(unit(analysis.summary()), states, changes, timeline));
    }

    /** Why a cycle has no snapshot on one side: it is running, it was interrupted, or its _before is missing. */
    private String absence(CycleId id, Side side) {
        CycleIndex index = pad.index();
        int i = index.indexOf(id);
        if (side == Side.BEFORE) {
            return "No _before: " + Side.BEFORE.fileName(id) + " is missing (an orphan _after)";
        }
        boolean running = i >= 0 && i == index.size() - 1 && index.has(i, CycleIndex.BEFORE)
                && pad.liveness().judge(pad.location(), index, i).running();
        return running ? "No _after yet: cycle " + id + " is running"
                : "No _after: cycle " + id + " was interrupted before writing it";
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
        if (type == org.scratchpadinspector.model.Editing.class) {
            return Optional.of(type.cast(new CycleEditing(pad)));
        }
        if (type == org.scratchpadinspector.engine.edit.SectionEditing.class) {
            return Optional.of(type.cast((org.scratchpadinspector.engine.edit.SectionEditing) clock ->
                    new MemoryEditor(pad.location(), clock, pad.liveness()).judgingOn(pad::index)));
        }
        if (type == org.scratchpadinspector.model.TimeTravel.class) {
            return Optional.of(type.cast(new CycleTimeTravel(pad, new CycleEditing(pad))));
        }
        if (type == org.scratchpadinspector.engine.timetravel.RunComparer.class) {
            return Optional.of(type.cast((org.scratchpadinspector.engine.timetravel.RunComparer)
                    (a, b) -> new CycleRunComparison(RunComparison.compare(a, b))));
        }
        if (type == org.scratchpadinspector.model.LiveControl.class) {
            return Optional.of(type.cast(new CycleLiveControl(pad)));
        }
        if (type == org.scratchpadinspector.model.Liveness.class) {
            return Optional.of(type.cast(new CycleLiveness(pad)));
        }
        if (type == org.scratchpadinspector.model.Steps.class) {
            return Optional.of(type.cast(new CycleSteps(pad)));
        }
        if (type == org.scratchpadinspector.model.Evidence.class) {
            return Optional.of(type.cast(new CycleEvidence(pad)));
        }
        return MemorySource.super.facet(type);
    }

    /** Seed 000's lost edits (rule 7): each journaled write checked against the next cycle's files. */
    @Override
    public List<org.scratchpadinspector.engine.edit.LostEdit> detect(
            List<org.scratchpadinspector.engine.edit.JournalEntry> journal) throws java.io.IOException {
        return LostEditDetector.detect(pad.location(), journal);
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

    /** The severity {@code ls} prints: the status's, raised to a warning when the cycle carries a flag. */
    public static Severity severity(CycleSummary c) {
        Severity status = severity(c.status());
        return c.flags().isEmpty() || status.compareTo(Severity.WARNING) >= 0 ? status : Severity.WARNING;
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
        return new UnitEvent(entry.isToolCall() ? UnitEvent.CALL : entry.kind().name().toLowerCase(java.util.Locale.ROOT),
                null, title, entry.result() == null ? "" : entry.result(),
                failed ? Severity.FAILURE : repeated ? Severity.WARNING : Severity.OK,
                entry.isToolCall() ? entry.tool() : null, entry.isToolCall() ? entry.args() : null);
    }
}

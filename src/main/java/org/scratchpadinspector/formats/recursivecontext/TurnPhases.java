package org.scratchpadinspector.formats.recursivecontext;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.format.LongLines;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Step;
import org.scratchpadinspector.model.Steps;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.model.UnitSteps;

/**
 * Seed 001's {@link Steps}: a turn's two phases as {@code debug.json} records them, the response (the input
 * answered; the scratchpad untouched) and the reflection (the scratchpad rewritten, with the log records of the
 * update: a refused or failed update is a failure).
 */
final class TurnPhases implements Steps {
    private final RecursiveContextSource source;

    TurnPhases(RecursiveContextSource source) {
        this.source = source;
    }

    @Override
    public String unitKind() {
        return "turn";
    }

    @Override
    public String stepKind() {
        return "phase";
    }

    @Override
    public UnitSteps steps(UnitId unit, Cancellation cancellation) {
        RunReading run = source.runOf(unit.text());
        TraceEntry entry = run == null ? null : run.entry(unit.text());
        if (entry == null) {
            return UnitSteps.none("no turn " + unit.text() + " in debug.json");
        }
        if (!entry.judgeable()) {
            return new UnitSteps(List.of(), "partial: 0 of 2", "debug.json's entry cannot be read: "
                    + String.join("; ", entry.problems()), "", 0, "debug.json's entry cannot be read");
        }
        UnitState start = UnitState.of("before", LongLines.clip(entry.before()));
        Map<String, Object> respond = new LinkedHashMap<>();
        respond.put("input", entry.input());
        respond.put("response", entry.response());
        Step first = new Step(1, "respond: " + TurnTimeline.shorten(String.valueOf(entry.response())), Severity.OK,
                respond, start, UnitState.of("after", start.text()), List.of(), "recorded");
        List<RunLog.Entry> records = run.records(entry);
        Severity worst = Severity.OK;
        List<String> log = new ArrayList<>();
        for (RunLog.Entry record : records) {
            Severity s = TurnTimeline.severity(record);
            worst = s.compareTo(worst) > 0 ? s : worst;
            log.add(record.level() + " " + record.firstLine());
        }
        List<String> changed = Sections.changed(entry.before(), entry.after());
        Map<String, Object> reflect = new LinkedHashMap<>();
        reflect.put("changed_sections", changed.size());
        reflect.put("log", log);
        List<Step.Line> lines = new ArrayList<>();
        log.forEach(line -> lines.add(new Step.Line("log", line, null)));
        Step second = new Step(2, "reflect: " + (changed.isEmpty() ? "scratchpad unchanged"
                : changed.size() + " section(s) rewritten"), worst, reflect, UnitState.of("before", start.text()),
                UnitState.of("after", LongLines.clip(entry.after())),
                changed.stream().map(FieldPath::key).toList(), "recorded", lines);
        return new UnitSteps(List.of(first, second), "ok", "both phases as debug.json records them",
                "recorded by the agent in debug.json", 0, "the turn has no entry in debug.json");
    }
}

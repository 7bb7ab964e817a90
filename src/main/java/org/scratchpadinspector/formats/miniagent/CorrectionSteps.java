package org.scratchpadinspector.formats.miniagent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Step;
import org.scratchpadinspector.model.Steps;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.model.UnitSteps;

/**
 * Seed 003's {@link Steps}: a correction's (thought, action, observation) steps as its trace records them, each
 * with the correction rendered before and after it (the steps so far; the last step ends at the correction as its
 * trace ends, answer included). The store is no correction: it has none.
 */
final class CorrectionSteps implements Steps {
    private final MiniagentSource source;

    CorrectionSteps(MiniagentSource source) {
        this.source = source;
    }

    @Override
    public String unitKind() {
        return "correction";
    }

    @Override
    public String stepKind() {
        return "step";
    }

    @Override
    public UnitSteps steps(UnitId unit, Cancellation cancellation) {
        Trace trace = source.correctionTrace(unit, cancellation);
        if (trace == null) {
            return UnitSteps.none(unit.text() + " is no correction: only a correction's trace has steps");
        }
        if (!trace.readable()) {
            return new UnitSteps(List.of(), "partial: 0 of 0", "the trace cannot be read: "
                    + String.join("; ", trace.problems()), "", 0, "the trace cannot be read");
        }
        List<Step> steps = new ArrayList<>();
        String previous = TraceRenderer.start(trace);
        int count = trace.steps().size();
        for (int i = 0; i < count; i++) {
            cancellation.check();
            Trace.Step s = trace.steps().get(i);
            String after = i == count - 1 ? TraceRenderer.end(trace) : TraceRenderer.end(upTo(trace, i + 1));
            steps.add(step(i + 1, s, UnitState.of("before", previous), UnitState.of("after", after)));
            previous = after;
        }
        boolean stopped = !trace.reached(Trace.DISCARDED);
        return new UnitSteps(steps, "ok", stopped ? "every step the trace holds; it stops there (the process died"
                + " mid-correction, or it still runs)" : "every step the trace holds, as the agent wrote them",
                "recorded by the agent in its trace", 0, "the trace holds no step");
    }

    private static Trace upTo(Trace t, int n) {
        List<Trace.LifecycleEntry> lifecycle = new ArrayList<>();
        for (Trace.LifecycleEntry e : t.lifecycle()) {
            lifecycle.add(e);
            if (Trace.ACCUMULATING.equals(e.state())) {
                break;
            }
        }
        return new Trace(t.fileName(), t.correctionId(), true, t.problems(), t.learner(), t.sentence(),
                t.startedAt(), null, lifecycle, t.injectedFacts(), t.steps().subList(0, n), null);
    }

    private static Step step(int n, Trace.Step s, UnitState before, UnitState after) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("thought", s.thought());
        Map<String, Object> action = new LinkedHashMap<>();
        action.put("tool", s.action());
        action.put("args", s.args() == null ? null : s.args().toString());
        fields.put("action", action);
        fields.put("ok", s.ok());
        fields.put("failure", s.failure() == Trace.Failure.NONE ? null : s.failure().label());
        fields.put("output", s.output());
        fields.put("error", s.error());
        List<Step.Line> lines = new ArrayList<>();
        lines.add(new Step.Line("thought", s.thought() == null || s.thought().isEmpty() ? "(none)" : s.thought(), null));
        lines.add(new Step.Line(s.ok() ? "output" : s.failure().label().replace(' ', '_'),
                s.ok() ? s.output() : s.error(), null));
        return new Step(n, TraceRenderer.call(s) + " -> " + TraceRenderer.observation(s),
                s.ok() ? Severity.OK : Severity.FAILURE, fields, before, after,
                List.of(FieldPath.parse("steps[" + (n - 1) + "]")), "recorded", lines);
    }
}

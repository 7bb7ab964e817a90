package org.scratchpadinspector.agent.link;

import org.scratchpadinspector.model.IterationFields;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.scratchpadinspector.agent.protocol.AgentEvent;
import org.scratchpadinspector.agent.protocol.ProtocolJson;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Step;
import org.scratchpadinspector.model.StepPrompt;
import org.scratchpadinspector.model.Steps;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.model.UnitSteps;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * The iterations an attached agent reported through its {@code iteration} events, kept cycle by cycle, and offered
 * as {@link Steps} over a source's own: a unit the agent reported shows its reported iterations (provenance
 * {@code reported}: the state after each one as the agent held it, not rebuilt), any other unit the source's own
 * steps. Events come on the stream's thread and the window asks from the task runner, hence the locking.
 */
public final class ReportedSteps {
    static final String ORIGIN = "reported by the attached agent, iteration by iteration, through its events";
    static final String CUT = "cut at 64 KiB by the agent";
    static final String OMITTED = "the agent left this state out of its event (over the event's size bound)";

    private ReportedIterations iterations = new ReportedIterations();

    /** Takes one event of the attached agent (any thread); only cycle starts and iterations count. */
    public synchronized void accept(AgentEvent event) {
        iterations.accept(event);
    }

    /** Forgets every reported iteration (another directory was opened). */
    public synchronized void clear() {
        iterations = new ReportedIterations();
    }

    /** The iterations reported for {@code unit}, by number; empty when none were. */
    public synchronized List<ReportedIteration> of(UnitId unit) {
        return iterations.cycle(unit.text());
    }

    /** Steps showing the reported iterations of a unit the agent reported, and {@code own}'s for any other. */
    public Steps over(Steps own) {
        return new Over(Objects.requireNonNull(own, "own"));
    }

    private final class Over implements Steps {
        private final Steps own;

        Over(Steps own) {
            this.own = own;
        }

        @Override
        public UnitSteps steps(UnitId unit, Cancellation cancellation) {
            List<ReportedIteration> reported = of(unit);
            if (reported.isEmpty()) {
                return own.steps(unit, cancellation);
            }
            UnitSteps rebuilt = own.steps(unit, cancellation);
            UnitState start = rebuilt.steps().isEmpty() ? UnitState.absent("before",
                    "the agent reports the state after each iteration only, and the source has no state to start from")
                    : rebuilt.steps().get(0).before();
            return stepsOf(reported, start, rebuilt);
        }

        @Override
        public String unitKind() {
            return own.unitKind();
        }

        @Override
        public String stepKind() {
            return own.stepKind();
        }

        @Override
        public boolean rebuildsPrompts() {
            return own.rebuildsPrompts();
        }

        @Override
        public Optional<StepPrompt> prompt(UnitId unit, int n) {
            return own.prompt(unit, n);
        }
    }

    /**
     * The reported iterations as steps: each starts where the one before ended; the first from {@code start}. The
     * outcome is {@code ok} unless the source's own steps know of more iterations than were reported
     * ({@code partial: K of N}: the agent was attached part way, or the cycle still runs).
     */
    static UnitSteps stepsOf(List<ReportedIteration> reported, UnitState start, UnitSteps own) {
        List<Step> steps = new ArrayList<>();
        Object previousValue = start.value();
        UnitState before = start.absent() || start.value() == null ? start
                : new UnitState("before", render(start.value()), start.value(), null, List.of());
        for (ReportedIteration it : reported) {
            UnitState after = it.stateAfter() != null
                    ? new UnitState("after", render(it.stateAfter()), it.stateAfter(), null, List.of())
                    : UnitState.absent("after", OMITTED);
            steps.add(step(it, before, after, changed(previousValue, it.stateAfter())));
            previousValue = it.stateAfter();
            before = new UnitState("before", after.text(), after.value(), null, after.problems(), List.of(),
                    after.absent());
        }
        int known = own.steps().size();
        boolean finished = reported.get(reported.size() - 1).done() || reported.size() >= known;
        String outcome = finished ? "ok" : "partial: " + reported.size() + " of " + known;
        String describe = finished ? "every iteration as the agent reported it (exact, not rebuilt)"
                : "the agent reported " + reported.size() + " of the " + known + " iterations its files show";
        return new UnitSteps(steps, outcome, describe, ORIGIN, own.bound(), "the agent reported no iteration");
    }

    private static Step step(ReportedIteration it, UnitState before, UnitState after, List<FieldPath> changed) {
        Map<String, Object> fields = IterationFields.of(it.response(), it.responseTruncated(), it.tool(), it.args(),
                it.result(), it.failed(), it.unknown(), it.parseError());
        List<Step.Line> lines = new ArrayList<>();
        lines.add(new Step.Line("response", it.response() == null ? "(none reported)" : it.response(),
                it.responseTruncated() ? CUT : null));
        if (it.result() != null) {
            lines.add(new Step.Line(it.failed() ? "failed" : "result", it.result(), null));
        }
        boolean failure = it.failed() || it.unknown() || it.parseError();
        return new Step(it.n(), title(it), failure ? Severity.FAILURE : Severity.OK, fields, before, after, changed,
                "reported", lines);
    }

    static String title(ReportedIteration it) {
        if (it.parseError()) {
            return "parse error: no action could be read from the response";
        }
        if (it.tool() == null) {
            return "no action reported";
        }
        String args = it.args() == null ? "" : " " + ProtocolJson.write(it.args());
        if (it.unknown()) {
            return "unknown tool " + it.tool() + args + "  (the agent has no such tool: nothing was called)";
        }
        return it.tool() + args;
    }

    /** The top-level fields whose values differ; nothing is known to have changed where a state is missing. */
    static List<FieldPath> changed(Object before, Object after) {
        if (!(before instanceof Map<?, ?> b) || !(after instanceof Map<?, ?> a)) {
            return List.of();
        }
        Set<Object> keys = new LinkedHashSet<>(b.keySet());
        keys.addAll(a.keySet());
        List<FieldPath> changed = new ArrayList<>();
        for (Object key : keys) {
            // compared as rendered, so that the same number read as an int by one side and a long by the other is equal
            if (b.containsKey(key) != a.containsKey(key) || !render(b.get(key)).equals(render(a.get(key)))) {
                changed.add(FieldPath.key(String.valueOf(key)));
            }
        }
        return changed;
    }

    /** A state as block YAML, keys in the agent's order, Unicode as it is. */
    static String render(Object value) {
        DumperOptions options = new DumperOptions();
        options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        options.setAllowUnicode(true);
        options.setWidth(Integer.MAX_VALUE);
        options.setSplitLines(false);
        try {
            return new Yaml(options).dump(value);
        } catch (RuntimeException unrepresentable) {
            return String.valueOf(value);
        }
    }
}

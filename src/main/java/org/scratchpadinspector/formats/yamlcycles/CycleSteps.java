package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.model.IterationFields;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.scratchpadinspector.pyyaml.PyYamlWriter;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Step;
import org.scratchpadinspector.model.StepPrompt;
import org.scratchpadinspector.model.Steps;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.model.UnitSteps;

/**
 * Seed 000's {@link Steps}: a cycle's iterations as {@link CycleIterations} replays them from {@code _before}, the
 * cycle's log section and {@code _after}'s notes, each with the state before and after it, and the prompt of each
 * rebuilt as the agent's {@code _build_prompt} builds it.
 */
final class CycleSteps implements Steps {
    static final String CUT = "cut at 200 characters by the agent's log";
    static final String NO_LOG = "the cycle has no log in the real agent's format (--- Iteration k/N --- lines)"
            + " to replay";

    private final Scratchpad pad;

    CycleSteps(Scratchpad pad) {
        this.pad = pad;
    }

    @Override
    public String unitKind() {
        return "cycle";
    }

    @Override
    public String stepKind() {
        return "iteration";
    }

    @Override
    public boolean rebuildsPrompts() {
        return true;
    }

    @Override
    public UnitSteps steps(UnitId unit, Cancellation cancellation) {
        CycleReplay replay = replay(unit);
        if (replay == null) {
            return UnitSteps.none("no cycle " + unit.text() + " in " + pad.location().directory());
        }
        String provenance = replay.origin() == CycleReplay.Origin.REBUILT ? "rebuilt" : "reported";
        List<Step> steps = new ArrayList<>();
        for (ReplayedIteration it : replay.iterations()) {
            cancellation.check();
            steps.add(step(it, provenance));
        }
        return new UnitSteps(steps, replay.verdict().text(), replay.verdict().describe(),
                "rebuilt from _before, the cycle's log section and _after's notes", replay.maxIterations(), NO_LOG);
    }

    @Override
    public Optional<StepPrompt> prompt(UnitId unit, int n) {
        CycleReplay replay = replay(unit);
        if (replay == null) {
            return Optional.empty();
        }
        return replay.iterations().stream().filter(i -> i.n() == n).findFirst().map(it -> {
            IterationPrompt p = CycleIterations.prompt(pad, it);
            return new StepPrompt(p.system(), p.systemNote(), p.user(), "rebuilt",
                    "rebuilt (not recorded) as the agent's _build_prompt builds it");
        });
    }

    private CycleReplay replay(UnitId unit) {
        if (CycleId.whyInvalid(unit.text()) != null) {
            return null;
        }
        try {
            return CycleIterations.replay(pad, CycleId.parse(unit.text()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot replay cycle " + unit.text() + ": " + e.getMessage(), e);
        }
    }

    static Step step(ReplayedIteration it, String provenance) {
        Map<String, Object> fields = IterationFields.of(it.response(), it.responseTruncated(), it.tool(), it.args(),
                it.result(), it.failed(), it.unknown(), it.parseError());
        List<Step.Line> lines = new ArrayList<>();
        lines.add(it.response() == null
                ? new Step.Line("response", "(none in the log: the model call did not return)", null)
                : new Step.Line("response", it.response(), it.responseTruncated() ? CUT : null));
        if (it.result() != null) {
            lines.add(new Step.Line(it.failed() ? "failed" : "result", it.result(), it.resultCut() ? CUT : null));
        }
        if (it.crash() != null) {
            lines.add(new Step.Line("crashed", it.crash(), null));
        }
        return new Step(it.n(), headline(it), severity(it), fields, state("before", it.before()),
                state("after", it.after()), it.changed().stream().map(CycleSteps::path).toList(), provenance, lines);
    }

    private static Severity severity(ReplayedIteration it) {
        if (it.failed() || it.unknown() || it.parseError() || it.crash() != null) {
            return Severity.FAILURE;
        }
        return Severity.OK;
    }

    static String headline(ReplayedIteration it) {
        if (it.parseError()) {
            return "parse error: no action could be read from the response";
        }
        if (!it.hasAction()) {
            return it.crash() != null ? "no action: the cycle crashed" : "no action in the log";
        }
        String call = it.tool() + " " + it.args();
        if (it.unknown()) {
            return "unknown tool " + call + "  (the agent has no such tool: nothing was called)";
        }
        if (it.done()) {
            return "done " + it.args();
        }
        return call;
    }

    private static UnitState state(String name, Map<Object, Object> value) {
        if (value == null) {
            return UnitState.absent(name, "the replay has no state " + name + " this iteration");
        }
        return new UnitState(name, PyYamlWriter.dumpAllowUnicode(value), value, null, List.of());
    }

    /** A changed path as the replay names it; a key the path grammar cannot spell is kept whole. */
    private static FieldPath path(String text) {
        try {
            return FieldPath.parse(text);
        } catch (IllegalArgumentException e) {
            return FieldPath.key(text);
        }
    }
}

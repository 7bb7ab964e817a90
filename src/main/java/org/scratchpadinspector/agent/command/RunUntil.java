package org.scratchpadinspector.agent.command;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.engine.watchpoint.Breakpoint;
import org.scratchpadinspector.formats.yamlcycles.CycleHit;
import org.scratchpadinspector.engine.watchpoint.HitText;

/** Command mode's "run until": step the one-cycle command until a watchpoint holds for a cycle it added. */
public final class RunUntil {
    private RunUntil() {
    }

    /**
     * How a run ended.
     *
     * @param steps      how many steps ran
     * @param hit        the watchpoint that held and the cycle it held for, if one did
     * @param failedStep the step that failed (non-zero exit, timeout, stopped), if one did
     * @param maxSteps   the limit given
     */
    public record Outcome(int steps, Optional<CycleHit> hit, Optional<CycleCommand.Result> failedStep, int maxSteps) {
        public boolean failed() {
            return failedStep.isPresent();
        }

        /** The unit the watchpoint held for, if one did. */
        public Optional<org.scratchpadinspector.model.UnitId> hitUnit() {
            return hit.map(h -> org.scratchpadinspector.model.UnitId.of(h.cycle().toString()));
        }

        /** The watchpoint's hit, if one held. */
        public Optional<org.scratchpadinspector.engine.watchpoint.Hit> watchpointHit() {
            return hit.map(CycleHit::hit);
        }

        public String describe() {
            if (hit.isPresent()) {
                CycleHit h = hit.get();
                return "Stopped after " + steps + " step" + (steps == 1 ? "" : "s") + ": watchpoint " + h.hit().id()
                        + " held for cycle " + h.cycle() + ": " + HitText.saw(h.hit().saw()) + " ("
                        + HitText.condition(h.hit().breakpoint().condition()) + ")";
            }
            if (failedStep.isPresent()) {
                return "Step " + steps + " failed (" + failedStep.get().describe() + "): stopped before any watchpoint held.";
            }
            return "No watchpoint held in " + maxSteps + " step" + (maxSteps == 1 ? "" : "s") + ".";
        }
    }

    /**
     * Runs {@code spec} at most {@code maxSteps} times; after each step, judges the cycles it added (oldest first)
     * against {@code watchpoints} in {@code scratchpad}.
     */
    public static Outcome run(CycleCommand.Spec spec, Path scratchpad, List<Breakpoint> watchpoints, int maxSteps,
                              Consumer<String> output, Cancellation cancel) throws IOException {
        for (int n = 1; n <= maxSteps; n++) {
            cancel.check();
            output.accept("— step " + n + " of at most " + maxSteps + " —");
            Set<CycleId> before = cycles(scratchpad);
            CycleCommand.Result result = CycleCommand.run(spec, output, cancel);
            if (!result.succeeded()) {
                return new Outcome(n, Optional.empty(), Optional.of(result), maxSteps);
            }
            Scratchpad pad = Scratchpad.open(scratchpad);
            List<CycleId> added = new ArrayList<>();
            CycleIndex index = pad.index();
            for (int i = 0; i < index.size(); i++) {
                if (!before.contains(index.id(i))) {
                    added.add(index.id(i));
                }
            }
            Optional<CycleHit> hit = CycleHit.first(pad, added, watchpoints);
            if (hit.isPresent()) {
                return new Outcome(n, hit, Optional.empty(), maxSteps);
            }
        }
        return new Outcome(maxSteps, Optional.empty(), Optional.empty(), maxSteps);
    }

    private static Set<CycleId> cycles(Path scratchpad) {
        Set<CycleId> ids = new HashSet<>();
        try {
            CycleIndex index = Scratchpad.open(scratchpad).index();
            for (int i = 0; i < index.size(); i++) {
                ids.add(index.id(i));
            }
        } catch (IOException | RuntimeException e) {
            // no scratchpad yet: the first cycle makes it
        }
        return ids;
    }
}

package org.scratchpadinspector.agent.command;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.scratchpadinspector.engine.watchpoint.Breakpoint;
import org.scratchpadinspector.engine.watchpoint.HitText;
import org.scratchpadinspector.engine.watchpoint.UnitHit;
import org.scratchpadinspector.format.FormatRegistry;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;

/**
 * Command mode's "run until": step the one-command-per-unit command until a watchpoint holds for a unit it added,
 * in whatever format the directory holds (the units a step added are read through the format's source).
 */
public final class RunUntil {
    private RunUntil() {
    }

    /**
     * How a run ended.
     *
     * @param steps      how many steps ran
     * @param hit        the watchpoint that held and the unit it held for, if one did
     * @param unitKind   what the format calls a unit ({@code cycle}, {@code session}), for the sentence
     * @param failedStep the step that failed (non-zero exit, timeout, stopped), if one did
     * @param maxSteps   the limit given
     */
    public record Outcome(int steps, Optional<UnitHit> hit, String unitKind, Optional<CycleCommand.Result> failedStep,
                          int maxSteps) {
        public boolean failed() {
            return failedStep.isPresent();
        }

        /** The unit the watchpoint held for, if one did. */
        public Optional<UnitId> hitUnit() {
            return hit.map(UnitHit::unit);
        }

        /** The watchpoint's hit, if one held. */
        public Optional<org.scratchpadinspector.engine.watchpoint.Hit> watchpointHit() {
            return hit.map(UnitHit::hit);
        }

        public String describe() {
            if (hit.isPresent()) {
                UnitHit h = hit.get();
                return "Stopped after " + steps + " step" + (steps == 1 ? "" : "s") + ": watchpoint " + h.hit().id()
                        + " held for " + unitKind + " " + h.unit().text() + ": " + HitText.saw(h.hit().saw()) + " ("
                        + HitText.condition(h.hit().breakpoint().condition()) + ")";
            }
            if (failedStep.isPresent()) {
                return "Step " + steps + " failed (" + failedStep.get().describe() + "): stopped before any watchpoint held.";
            }
            return "No watchpoint held in " + maxSteps + " step" + (maxSteps == 1 ? "" : "s") + ".";
        }
    }

    /**
     * Runs {@code spec} at most {@code maxSteps} times; after each step, judges the units it added to the memory in
     * {@code dir}, read in the format {@code formats} detects there (oldest first), against {@code watchpoints}.
     */
    public static Outcome run(FormatRegistry formats, CycleCommand.Spec spec, Path dir, List<Breakpoint> watchpoints,
                              int maxSteps, Consumer<String> output, Cancellation cancel) throws IOException {
        for (int n = 1; n <= maxSteps; n++) {
            cancel.check();
            output.accept("— step " + n + " of at most " + maxSteps + " —");
            Set<UnitId> before = unitIds(open(formats, dir, cancel));
            CycleCommand.Result result = CycleCommand.run(spec, output, cancel);
            if (!result.succeeded()) {
                return new Outcome(n, Optional.empty(), "unit", Optional.of(result), maxSteps);
            }
            MemorySource source = open(formats, dir, cancel);
            if (source == null) {
                continue; // the step wrote nothing a format recognises yet
            }
            List<UnitId> added = source.units().stream().map(Unit::id).filter(id -> !before.contains(id)).toList();
            Optional<UnitHit> hit = UnitHit.first(source, added, watchpoints, cancel);
            if (hit.isPresent()) {
                String kind = source.unitWord();
                return new Outcome(n, hit, kind, Optional.empty(), maxSteps);
            }
        }
        return new Outcome(maxSteps, Optional.empty(), "unit", Optional.empty(), maxSteps);
    }

    /** The memory in {@code dir} as its format reads it now, or null while no format recognises it (no first unit). */
    private static MemorySource open(FormatRegistry formats, Path dir, Cancellation cancel) {
        try {
            return formats.open(dir, SourceOptions.NOW, cancel);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static Set<UnitId> unitIds(MemorySource source) {
        Set<UnitId> ids = new HashSet<>();
        if (source != null) {
            source.units().forEach(unit -> ids.add(unit.id()));
        }
        return ids;
    }
}

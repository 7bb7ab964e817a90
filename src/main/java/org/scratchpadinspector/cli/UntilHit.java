package org.scratchpadinspector.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.engine.watchpoint.Breakpoint;
import org.scratchpadinspector.formats.yamlcycles.CycleHit;

/** {@code step --until}: the first condition that holds for one of the cycles a step added, and how to say so. */
record UntilHit(CycleHit found) {

    /** The new cycles are judged oldest first; within one cycle, the conditions in the order given. */
    static Optional<UntilHit> first(Path given, List<CycleId> added, List<Breakpoint> conditions) {
        if (added.isEmpty()) {
            return Optional.empty();
        }
        Scratchpad pad;
        try {
            pad = Scratchpad.open(given);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        return CycleHit.first(pad, added, conditions).map(UntilHit::new);
    }

    String describe() {
        return "until: " + found.hit().id() + " held for cycle " + found.cycle() + ": " + found.sawText();
    }
}

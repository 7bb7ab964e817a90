package org.scratchpadinspector.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.scratchpadinspector.core.scratchpad.CycleAnalysis;
import org.scratchpadinspector.core.scratchpad.CycleId;
import org.scratchpadinspector.core.scratchpad.Scratchpad;
import org.scratchpadinspector.core.watchpoint.Breakpoint;
import org.scratchpadinspector.core.watchpoint.CycleConditions;
import org.scratchpadinspector.core.watchpoint.Hit;

/** {@code step --until}: the first condition that holds for one of the cycles a step added, and how to say so. */
record UntilHit(CycleId cycle, Hit hit) {
    private static final ObjectMapper JSON = new ObjectMapper();

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
        for (CycleId id : added) {
            CycleAnalysis cycle = pad.analyze(id);
            if (cycle != null) {
                Optional<Hit> hit = CycleConditions.firstHit(conditions, cycle);
                if (hit.isPresent()) {
                    return Optional.of(new UntilHit(id, hit.get()));
                }
            }
        }
        return Optional.empty();
    }

    String describe() {
        String saw;
        try {
            saw = JSON.writeValueAsString(hit.saw());
        } catch (JsonProcessingException e) {
            saw = String.valueOf(hit.saw());
        }
        return "until: " + hit.id() + " held for cycle " + cycle + ": " + saw;
    }
}

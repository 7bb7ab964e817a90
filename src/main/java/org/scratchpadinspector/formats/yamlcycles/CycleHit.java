package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.watchpoint.Breakpoint;
import org.scratchpadinspector.engine.watchpoint.Hit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Optional;
import org.scratchpadinspector.formats.yamlcycles.CycleAnalysis;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;

/**
 * A condition that held for a cycle read from the files: what "run until" (Command mode) and the Files-mode
 * notification both look for among the cycles that just appeared.
 */
public record CycleHit(CycleId cycle, Hit hit) {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The new cycles are judged oldest first; within one cycle, the conditions in their order. */
    public static Optional<CycleHit> first(Scratchpad pad, List<CycleId> added, List<Breakpoint> conditions) {
        if (conditions.isEmpty()) {
            return Optional.empty();
        }
        for (CycleId id : added) {
            CycleAnalysis cycle = pad.analyze(id);
            if (cycle != null) {
                Optional<Hit> hit = CycleConditions.firstHit(conditions, cycle);
                if (hit.isPresent()) {
                    return Optional.of(new CycleHit(id, hit.get()));
                }
            }
        }
        return Optional.empty();
    }

    /** The hit in words: {@code watchpoint w1 (status=crashed) held in cycle X: the cycle ended crashed}. */
    public String describe() {
        return hit.at(cycle.toString(), null).describe();
    }

    /** What it saw, as one line of JSON. */
    public String sawText() {
        try {
            return JSON.writeValueAsString(hit.saw());
        } catch (JsonProcessingException e) {
            return String.valueOf(hit.saw());
        }
    }
}

package org.scratchpadinspector.engine.watchpoint;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Optional;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;

/**
 * A condition that held for a unit read from the files: what "run until" (Command mode) and the Files-mode
 * notification look for among the units that just appeared, in any format.
 */
public record UnitHit(UnitId unit, Hit hit) {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The new units are judged oldest first; within one unit, the conditions in their order. */
    public static Optional<UnitHit> first(MemorySource source, List<UnitId> added, List<Breakpoint> conditions,
                                          Cancellation cancel) {
        if (conditions.isEmpty()) {
            return Optional.empty();
        }
        for (UnitId id : added) {
            Optional<UnitDetail> detail = source.detail(id, cancel);
            if (detail.isPresent()) {
                Optional<Hit> hit = UnitConditions.firstHit(conditions, detail.get());
                if (hit.isPresent()) {
                    return Optional.of(new UnitHit(id, hit.get()));
                }
            }
        }
        return Optional.empty();
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

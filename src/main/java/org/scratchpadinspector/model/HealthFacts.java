package org.scratchpadinspector.model;

import java.io.IOException;
import java.time.Instant;
import java.util.List;

/**
 * A facet for sources that can say how an agent is doing without summarising every unit: how many units there
 * are, the newest few, whether one is running now and when the agent last wrote. A fleet of fifty agents of
 * ten thousand units each is looked at through it in seconds; a source without it is listed whole.
 */
public interface HealthFacts {
    /**
     * @param units        how many units the source holds
     * @param newest       the newest {@code count} units (or all when fewer), oldest first
     * @param running      a unit is being written now
     * @param lastActivity when the agent last wrote one of the files read here; null when none was found
     */
    record Health(int units, List<Unit> newest, boolean running, Instant lastActivity) {
        public Health {
            newest = List.copyOf(newest);
        }
    }

    Health health(int count, Cancellation cancellation) throws IOException;
}

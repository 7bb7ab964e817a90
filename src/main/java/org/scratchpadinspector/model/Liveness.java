package org.scratchpadinspector.model;

import java.util.Optional;

/** Facet: whether an agent is writing this memory now, and since when it was last seen. */
public interface Liveness {
    /** The unit being written now, when one is. */
    Optional<UnitId> running();

    /** When the agent last wrote or answered, ISO-8601, or empty when never seen. */
    Optional<String> lastActivity();
}

package org.scratchpadinspector.model;

import java.io.IOException;
import java.util.Optional;

/**
 * Facet: what a unit was made from beyond its states — its own section of the agent's log, the files behind it (each
 * with whether it is there now), and what its crash said — for the operator who asks "what happened here?".
 */
public interface Evidence {
    /** The unit's evidence, with its log cut at {@code maxLogBytes}; empty when no unit has that id. */
    Optional<UnitEvidence> evidence(UnitId unit, int maxLogBytes) throws IOException;
}

package org.scratchpadinspector.model;

import java.util.Optional;

/** Facet: whether an agent is writing this memory now, and since when it was last seen. */
public interface Liveness {
    /** The unit being written now, when one is. */
    Optional<UnitId> running();

    /** When the agent last wrote or answered, ISO-8601, or empty when never seen. */
    Optional<String> lastActivity();

    /**
     * Hands the source what a client attached to its agent knows (null: nothing either way), which its rule weighs
     * above file times. Returns the names (as {@link UnitIndex#touchedBy} takes them) whose units the new verdict
     * re-judges, published as a change so that every screen reads them again; none when nothing changed. By default
     * the source has no such rule.
     */
    default java.util.Set<String> attached(AttachedAgent agent) {
        return java.util.Set.of();
    }
}

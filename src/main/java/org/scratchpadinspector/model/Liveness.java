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

    /**
     * When a running verdict that rests on file times runs out (the unit turns interrupted then without any file
     * changing), and the names (as {@link UnitIndex#touchedBy} takes them) to publish as changed at that moment;
     * empty when no unit is running on such a verdict. Reads the directory: call it off the UI thread.
     */
    default java.util.Optional<Recheck> recheck() {
        return java.util.Optional.empty();
    }

    /** A moment to judge again, and the names whose units that re-judges. */
    record Recheck(java.time.Instant at, java.util.Set<String> names) {
    }
}

package org.scratchpadinspector.model;

/**
 * What a client attached to the agent of a memory knows of it: alive (it answers) or not, why, and, when alive,
 * the unit it reported being in (null between units). A source's {@link Liveness} rule weighs it above file times.
 */
public record AttachedAgent(boolean alive, String reason, String unitId) {
    public static AttachedAgent dead(String reason) {
        return new AttachedAgent(false, reason, null);
    }

    public static AttachedAgent alive(String reason, String unitId) {
        return new AttachedAgent(true, reason, unitId);
    }
}

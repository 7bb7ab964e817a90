package org.scratchpadinspector.model;

import java.util.Objects;

/**
 * What the model was sent at one step: its system turn and its user turn.
 *
 * @param system       the system turn
 * @param systemSource where the system turn comes from, in a few words
 * @param user         the user turn
 * @param provenance   {@code rebuilt} (built again from files as the agent builds it) or {@code recorded}
 * @param how          one phrase for the heading ({@code rebuilt (not recorded) as the agent's _build_prompt builds it})
 */
public record StepPrompt(String system, String systemSource, String user, String provenance, String how) {
    public StepPrompt {
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(systemSource, "systemSource");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(provenance, "provenance");
        Objects.requireNonNull(how, "how");
    }
}

package org.scratchpadinspector.model;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Facet: how a running agent of this memory is reached: the control protocol's discovery file (attached mode)
 * and the command that runs one unit (command mode).
 */
public interface LiveControl {
    /** Where an agent that speaks the control protocol announces itself. */
    Path controlFile();

    /** The root an operator's one-unit command runs in. */
    Path agentRoot();

    /** The command the source's own configuration names for one unit, when it names one. */
    default Optional<String> oneUnitCommand() {
        return Optional.empty();
    }

    /**
     * A state the running agent reports from memory (over the control protocol), rendered as the source renders its
     * own states, so that it lines up with them in a diff. By default its plain text.
     */
    default String render(java.util.Map<String, Object> state) {
        return String.valueOf(state);
    }
}

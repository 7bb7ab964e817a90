package org.scratchpadinspector.model;

import java.util.List;

/**
 * An edit a source offers on a unit ({@code inject}, {@code append-entry}, {@code set-counter} ...).
 *
 * @param name       what the CLI and the journal call it
 * @param label      what the window's menu says
 * @param parameters the names of the values the operator gives, in order
 */
public record EditAction(String name, String label, List<String> parameters) {
    /** The section becomes {@code text}, taken literally. */
    public static final String REPLACE_SECTION = "replace-section";
    /** {@code text}, taken literally, is added at the section's end. */
    public static final String APPEND_SECTION = "append-section";
    /** The section is emptied. */
    public static final String CLEAR_SECTION = "clear-section";
    /** The operator's word that no unit is being written (an argument of any action, {@code true}). */
    public static final String AGENT_STOPPED = "agent_stopped";
    /** The operator confirms what the preview asked to be confirmed (a section changing type). */
    public static final String CONFIRMED = "confirmed";
    /**
     * Undo of an edit the format itself must compute, not listed among a unit's actions: an injection the agent
     * applied in memory (no file holds the version before it). Arguments: {@value #UNDO_ENTRY}, the journal id of
     * its {@code applied} line; {@value #FORCE} {@code true} to undo although its sections changed since.
     */
    public static final String UNDO_INJECTION = "undo-injection";
    public static final String UNDO_ENTRY = "entry";
    public static final String FORCE = "force";

    public EditAction {
        parameters = List.copyOf(parameters);
    }
}

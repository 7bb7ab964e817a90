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
    public EditAction {
        parameters = List.copyOf(parameters);
    }
}

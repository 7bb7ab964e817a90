package org.scratchpadinspector.model;

import java.util.List;
import java.util.Objects;

/**
 * One named state of a unit (before, after, the store as of now ...) rendered as decoded text: real Unicode,
 * one line per line, ready for a pane or a line diff.
 *
 * @param name     the slot's name ({@code before}, {@code after}, {@code entries at T})
 * @param text     the rendered state; empty when it cannot be read (then problems say why)
 * @param problems why it could not be read, one line each; an unreadable state never reads as "no changes"
 */
public record UnitState(String name, String text, List<String> problems) {
    public UnitState {
        Objects.requireNonNull(name, "name");
        text = text == null ? "" : text;
        problems = List.copyOf(problems);
    }

    public static UnitState of(String name, String text) {
        return new UnitState(name, text, List.of());
    }

    public boolean readable() {
        return problems.isEmpty();
    }
}

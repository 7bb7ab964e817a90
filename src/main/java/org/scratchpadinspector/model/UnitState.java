package org.scratchpadinspector.model;

import java.util.List;
import java.util.Objects;

/**
 * One named state of a unit (before, after, the store as of now, a version of a memory), in three forms: the
 * rendering a pane shows (decoded text: real Unicode, one line per line, ready for a line diff), the parsed value
 * every feature addresses with a {@link FieldPath} (a tree of {@code Map<String, Object>}, {@code List<Object>}
 * and scalars; null where the format has no tree), and the raw bytes on disk (null where the state is not one
 * file's bytes, e.g. a replayed one).
 *
 * @param name     the slot's name ({@code before}, {@code after}, {@code entries at T})
 * @param text     the rendered state; empty when it cannot be read (then problems say why)
 * @param value    the parsed tree, or null
 * @param raw      the bytes on disk, or null
 * @param problems why it could not be read, one line each; an unreadable state never reads as "no changes"
 * @param notices  what to know about a state that was read: it is the last good parse of a file being written
 *                 now, or it is shown raw because parsing it took too long; one line each
 * @param absent   the unit never wrote this state (a cycle interrupted before its after, an orphan after's
 *                 before): its one problem says why, and comparing with it is no trouble, only nothing to compare
 */
public record UnitState(String name, String text, Object value, byte[] raw, List<String> problems,
                        List<String> notices, boolean absent) {
    public UnitState {
        Objects.requireNonNull(name, "name");
        text = text == null ? "" : text;
        problems = List.copyOf(problems);
        notices = notices == null ? List.of() : List.copyOf(notices);
    }

    public UnitState(String name, String text, Object value, byte[] raw, List<String> problems,
                     List<String> notices) {
        this(name, text, value, raw, problems, notices, false);
    }

    public UnitState(String name, String text, Object value, byte[] raw, List<String> problems) {
        this(name, text, value, raw, problems, List.of());
    }

    public UnitState(String name, String text, List<String> problems) {
        this(name, text, null, null, problems);
    }

    /** A state the unit never wrote, and why (one line). */
    public static UnitState absent(String name, String why) {
        return new UnitState(name, "", null, null, List.of(why), List.of(), true);
    }

    public static UnitState of(String name, String text) {
        return new UnitState(name, text, List.of());
    }

    public boolean readable() {
        return problems.isEmpty();
    }

    /** The same state with its parsed value and raw bytes. */
    public UnitState with(Object value, byte[] raw) {
        return new UnitState(name, text, value, raw, problems, notices, absent);
    }
}

package org.scratchpadinspector.model;

import java.nio.file.Path;
import java.util.Map;

/**
 * Exactly what an edit would write, shown before it is written.
 *
 * @param unit     the unit it was asked on
 * @param action   the action's name
 * @param args     the operator's values
 * @param target   the file it writes
 * @param baseHash the hash of the file it was computed on; a different file at apply time is a conflict
 * @param oldText  the file as it is
 * @param newText  the file as it would be
 */
public record EditPreview(UnitId unit, String action, Map<String, String> args, Path target, String baseHash,
                          String oldText, String newText) {
    public EditPreview {
        args = Map.copyOf(args);
    }

    public boolean changesNothing() {
        return oldText.equals(newText);
    }
}

package org.scratchpadinspector.model;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * Facet: the section operations a source's memory allows and a preview of the exact bytes each would write. The
 * write itself is the engine's one safe write (hash check, previous version kept, atomic rename, journal,
 * lost-edit detection), the same for every format.
 */
public interface Editing {
    /** The edits this unit allows (or the memory as it is now, for a null unit); none when it allows none. */
    List<EditAction> actions(UnitId unit);

    /**
     * What the action would write, computed on the file as it is now.
     *
     * @throws IllegalArgumentException with a one-line reason when the values are refused
     */
    EditPreview preview(UnitId unit, String action, Map<String, String> args) throws IOException;

    /** The editable sections of the memory now, as paths, in the order the source shows them. */
    default List<FieldPath> sections() {
        return List.of();
    }
}

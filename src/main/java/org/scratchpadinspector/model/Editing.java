package org.scratchpadinspector.model;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * Facet: the section operations a source's memory allows, a preview of the exact bytes each would write, and the
 * write itself, made through the engine's one safe write ({@code engine/edit/SafeWrite}: the file read complete
 * and checked against the preview's base, the previous version kept, an intent journaled before the atomic rename,
 * a racing save put back), the same for every format.
 *
 * <p>The operations every format names alike, where it has them: {@value EditAction#REPLACE_SECTION},
 * {@value EditAction#APPEND_SECTION} and {@value EditAction#CLEAR_SECTION} with a {@code section} (a path such as
 * {@code TRAJECTORY/Now} or {@code goals}) and a literal {@code text}. A format adds its own ({@code inject},
 * {@code append-entry}, seed 000's YAML {@code replace} and {@code update}).
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

    /**
     * Writes the previewed text through the safe write, onto the version previewed, and journals it beside the file
     * ({@code .inspector/journal.jsonl}). An {@code agent_stopped} argument of {@code true} is the operator's word
     * that no unit is being written, where the source would otherwise refuse.
     *
     * @return what was written and where, one line each; a line starting {@code "warning: "} says what went wrong
     *         after the write (a journal line that could not be completed)
     * @throws IllegalStateException when nothing was written: the file changed since the preview (preview again),
     *                               a unit is being written now, or the file is being written
     */
    String apply(EditPreview preview) throws IOException;

    /**
     * The memory before and after a previewed edit as the view shows a state (its rendering: real characters, the
     * view's section names), so that the operator reviews what changes rather than escaped bytes. By default the
     * file's text itself.
     */
    default List<UnitState> rendered(EditPreview preview) {
        return List.of(UnitState.of("now", preview.oldText()), UnitState.of("after the edit", preview.newText()));
    }

    /** The editable sections of the memory now, as paths, in the order the source shows them. */
    default List<FieldPath> sections() {
        return List.of();
    }
}

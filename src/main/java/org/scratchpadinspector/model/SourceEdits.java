package org.scratchpadinspector.model;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * Editing a source's memory under the safe-write rules: preview first; apply only onto the version previewed
 * (temp file, fsync, atomic rename, the old version kept, the write journaled in the source's
 * {@code .inspector/journal.jsonl}).
 */
public interface SourceEdits {
    /** The edits this unit allows, none when it allows none. */
    List<EditAction> actions(UnitId unit);

    /**
     * What the action would write.
     *
     * @throws IllegalArgumentException with a one-line reason when the values are refused
     */
    EditPreview preview(UnitId unit, String action, Map<String, String> args) throws IOException;

    /**
     * Writes the previewed text.
     *
     * @return one line saying what was written and where
     * @throws IllegalStateException when the file changed since the preview (a conflict: preview again)
     */
    String apply(EditPreview preview) throws IOException;
}

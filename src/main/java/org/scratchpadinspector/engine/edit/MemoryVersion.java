package org.scratchpadinspector.engine.edit;

import org.scratchpadinspector.model.TextProblem;
import java.nio.file.Path;
import java.util.Map;

/**
 * One version of an editable memory file as read (never written) by an editor: its text, the SHA-256 of its
 * bytes, and its state as the agent loads it (a mapping of sections; missing default sections added). {@code state}
 * is null and {@code problem} says why when the file cannot be read as a mapping; a whole-file edit can still
 * replace it. {@code parsed} is the mapping exactly as in the file (empty for an empty or missing file), without the
 * defaults. The format reads it ({@link EditPlanning}); the engine only carries it.
 */
public record MemoryVersion(Path path, boolean exists, String text, String hash, Map<String, Object> parsed,
                            Map<String, Object> state, TextProblem problem) {

    public boolean isReadable() {
        return state != null;
    }
}

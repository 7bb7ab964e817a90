package org.scratchpadinspector.engine.history;

/**
 * Which files of a directory are a memory's files, as its format knows them ({@code MEMORY.md}, {@code memory/*.md},
 * never a lock or temporary file), so that a history counts only their changes and a recording stores only them.
 * A source whose files can be recorded offers this as a facet.
 */
public interface MemoryFiles {
    /** Whether the file at {@code relativePath} ({@code /}-separated, relative to the memory directory) is one. */
    boolean isMemoryFile(String relativePath);

    /** Whether the folder at {@code relativePath} can hold memory files (a hidden folder is skipped unless it can). */
    default boolean mayHoldMemory(String relativePath) {
        for (String part : relativePath.split("/")) {
            if (part.startsWith(".")) {
                return false;
            }
        }
        return true;
    }

    /** Every regular file that is not hidden. */
    MemoryFiles ANY_TEXT = path -> {
        String name = path.substring(path.lastIndexOf('/') + 1);
        return !name.startsWith(".") && !name.endsWith("~") && !name.endsWith(".tmp") && !name.endsWith(".lock")
                && !name.endsWith(".swp");
    };
}

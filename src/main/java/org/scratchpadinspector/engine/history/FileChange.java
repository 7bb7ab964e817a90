package org.scratchpadinspector.engine.history;

import org.eclipse.jgit.lib.ObjectId;

/**
 * One memory file's change in a version: its path relative to the memory directory, and the blob it held before and
 * after (null where the file did not exist).
 */
public record FileChange(String path, ObjectId before, ObjectId after) {
    public boolean added() {
        return before == null;
    }

    public boolean removed() {
        return after == null;
    }
}

package org.scratchpadinspector.ui.details;

import java.nio.file.Path;

/** One of a cycle's files: what it is, where it is (or would be), and whether it is there now. */
public record FileRow(String label, Path path, boolean exists) {

    public String pathText() {
        return path == null ? "" : path.toString();
    }
}

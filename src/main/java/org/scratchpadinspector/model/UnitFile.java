package org.scratchpadinspector.model;

import java.nio.file.Path;

/** One of a unit's files: what it is, where it is (or would be), and whether it is there now. */
public record UnitFile(String label, Path path, boolean exists) {

    public String pathText() {
        return path == null ? "" : path.toString();
    }
}

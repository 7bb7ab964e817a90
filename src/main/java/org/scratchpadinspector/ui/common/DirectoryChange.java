package org.scratchpadinspector.ui.common;

import java.util.Set;

/**
 * What changed in the open directory since the last publication: file names (scratchpad and logs
 * directory), or {@code rescan} when the watcher lost track and everything may have changed.
 */
public record DirectoryChange(Set<String> names, boolean rescan) {

    public static final DirectoryChange EVERYTHING = new DirectoryChange(Set.of(), true);

    public boolean touches(String name) {
        return rescan || names.contains(name);
    }
}

package org.scratchpadinspector.ui.common;

import java.util.Set;

/**
 * What changed in the open directory since the last publication: file names (scratchpad and logs
 * directory), or {@code rescan} when the watcher lost track and everything may have changed.
 *
 * <p>Deliberately not a record: equality is identity, so publishing the same names twice (a file written
 * twice) still fires every ChangeListener of {@link InspectorContext#lastChangeProperty()}.
 */
public final class DirectoryChange {
    public static final DirectoryChange EVERYTHING = new DirectoryChange(Set.of(), true);

    private final Set<String> names;
    private final boolean rescan;

    public DirectoryChange(Set<String> names, boolean rescan) {
        this.names = Set.copyOf(names);
        this.rescan = rescan;
    }

    public Set<String> names() {
        return names;
    }

    public boolean rescan() {
        return rescan;
    }

    public boolean touches(String name) {
        return rescan || names.contains(name);
    }

    @Override
    public String toString() {
        return rescan ? "DirectoryChange[rescan]" : "DirectoryChange" + names;
    }
}

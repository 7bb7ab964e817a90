package org.scratchpadinspector.ui.common;

import java.util.List;
import java.util.Set;
import org.scratchpadinspector.model.UnitId;

/**
 * What changed in the open directory since the last publication: file names (relative to the source's directory),
 * or {@code rescan} when the watcher lost track and everything may have changed; and, for a source that keeps an
 * index of its units, the ids after the change and the units it touched.
 *
 * <p>Deliberately not a record: equality is identity, so publishing the same names twice (a file written
 * twice) still fires every ChangeListener of {@link InspectorContext#lastChangeProperty()}.
 */
public final class DirectoryChange {
    public static final DirectoryChange EVERYTHING = new DirectoryChange(Set.of(), true);

    /**
     * The units of an indexed source after a change.
     *
     * @param ids     every unit's id, oldest first
     * @param touched the units whose summaries the change may have changed (new units among them)
     */
    public record Units(List<UnitId> ids, Set<UnitId> touched) {
        public Units {
            ids = List.copyOf(ids);
            touched = Set.copyOf(touched);
        }
    }

    private final Set<String> names;
    private final boolean rescan;
    private final Units units;

    public DirectoryChange(Set<String> names, boolean rescan) {
        this(names, rescan, null);
    }

    public DirectoryChange(Set<String> names, boolean rescan, Units units) {
        this.names = Set.copyOf(names);
        this.rescan = rescan;
        this.units = units;
    }

    public Set<String> names() {
        return names;
    }

    public boolean rescan() {
        return rescan;
    }

    /** The indexed source's units after the change, or null when the source keeps no index (any unit may have changed). */
    public Units units() {
        return units;
    }

    public boolean touches(String name) {
        return rescan || names.contains(name);
    }

    /** Whether the change may have changed {@code unit}: it touched it, or nothing says which units it touched. */
    public boolean touches(UnitId unit) {
        return rescan || units == null || units.touched().contains(unit);
    }

    /** Whether a changed file has {@code fileName} as its name (in any folder). */
    public boolean touchesFileNamed(String fileName) {
        if (rescan) {
            return true;
        }
        for (String name : names) {
            if (name.equals(fileName) || name.endsWith("/" + fileName)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return rescan ? "DirectoryChange[rescan]" : "DirectoryChange" + names;
    }
}

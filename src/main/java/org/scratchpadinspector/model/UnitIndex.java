package org.scratchpadinspector.model;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Facet: a source whose units are known from its files' names before any file is read. A list then shows every
 * unit at once, reads their summaries in the background (the newest first, the few with large files last), and
 * after a change reads again only the units the change touches: 100,000 cycles are listed at once and a new one
 * appears without reading the others. A source without it is listed by {@link MemorySource#units} and read again
 * whole after each change.
 */
public interface UnitIndex {
    /** The folders whose files name the units (each watched without its subfolders), the source's own first. */
    List<Path> folders();

    /** Every unit's id as of the source's opening or its last {@link #rescan}, oldest first; nothing is read. */
    List<UnitId> ids();

    /**
     * Reads the folders' names again and returns every unit's id, oldest first; no file is read. Called once when
     * the source is opened and after each change.
     */
    List<UnitId> rescan(Cancellation cancellation) throws IOException;

    /**
     * Summarises {@code ids} in the order given, handing each summary to {@code each} as soon as it is ready (a unit
     * gone since the last rescan is skipped). A unit that would read a file over {@code deferAboveBytes} not read
     * yet is left out and returned, so that a caller can summarise the others first and those last.
     */
    List<UnitId> summarise(List<UnitId> ids, long deferAboveBytes, Cancellation cancellation, Consumer<Unit> each);

    /**
     * The units whose summaries a change of {@code changedNames} (paths relative to the first folder, or names in
     * the others) may have changed, as of the last rescan: the units those files belong to, and the units whose
     * summaries depend on them (a cycle's on its predecessor, the newest's on what came after it).
     *
     * @param before the ids before the change's rescan, oldest first
     */
    Set<UnitId> touchedBy(Collection<String> changedNames, List<UnitId> before);
}

package org.scratchpadinspector.model;

import java.io.IOException;
import java.nio.file.Path;

/** Facet: put a past state back, or start a new run from one. */
public interface TimeTravel {
    /** What restoring this point as the memory now would write (applied through the one safe write). */
    EditPreview restore(HistoryPoint point) throws IOException;

    /**
     * Makes {@code destination} a new run whose history is the units before {@code unit} and whose memory is that
     * unit's state before it; nothing the new run writes can reach this source.
     *
     * @return one line saying what was made
     */
    String fork(UnitId unit, Path destination) throws IOException;

    /**
     * Like {@link #fork(UnitId, Path)}; with {@code memoryOnly} the rest of the agent's folder (its code, config and
     * data) is left behind where the source would copy it so that the fork runs with the source's command.
     */
    default String fork(UnitId unit, Path destination, boolean memoryOnly) throws IOException {
        return fork(unit, destination);
    }
}

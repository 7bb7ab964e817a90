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
}

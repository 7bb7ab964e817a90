package org.scratchpadinspector.engine.edit;

import java.time.Clock;

/**
 * Facet: a memory held as one mapping of sections that the window's section editor edits in place (plan and
 * preview, write or hold while a unit runs, inject into a live agent, conflict, undo, journal, lost edits). A
 * source offers it through {@code MemorySource.facet}; a source without it gets the generic {@code Editing} dialog.
 */
public interface SectionEditing {
    /** An editor of the source's memory on {@code clock}; opening reads and writes nothing. */
    SectionEditor open(Clock clock);
}

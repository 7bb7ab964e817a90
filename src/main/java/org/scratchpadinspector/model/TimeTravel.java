package org.scratchpadinspector.model;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

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

    /**
     * The states of a unit a restore offers, in the names its {@link History} points carry, the one the unit started
     * from first: {@code before} and {@code after} by default; a format whose unit is one state names that one.
     */
    default List<String> restoredStates() {
        return List.of("before", "after");
    }

    /** What a restore writes, in the operator's words: the memory file's name ({@code active.yaml}) or the memory. */
    default String restoresAs() {
        return "the memory";
    }

    /**
     * The run this one was forked from, as the record its fork left says; empty when it is no fork or the format
     * keeps no such record. Reads files.
     */
    default Optional<Path> forkedFrom() throws IOException {
        return Optional.empty();
    }
}

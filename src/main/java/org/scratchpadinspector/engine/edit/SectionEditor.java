package org.scratchpadinspector.engine.edit;

import java.io.IOException;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * The editor of one memory held as a mapping of sections (README, "Editing memory"), as a format offers it: plans
 * are made by its {@link #planning()} on {@link #readCurrent()}; {@code apply} is the one place that writes, through
 * the engine's {@link SafeWrite}, and only when the plan is confirmed, no unit is running and the file is still the
 * version the plan was made on. Every write is journaled ({@link #journal()}), undone by {@link #planUndo}, and
 * checked for loss once the agent has run ({@link #detectAndMarkLost()}). Thread-safe; all methods but
 * {@link #planning()}, {@link #journal()} and {@link #clock()} read or write files.
 */
public interface SectionEditor {
    /** The length of the one-line value preview on a journal line. */
    int PREVIEW_LENGTH = 80;

    EditPlanning planning();

    Journal journal();

    Clock clock();

    /** The memory file as it is now (a missing file is the format's default state). */
    MemoryVersion readCurrent() throws IOException;

    /**
     * Plans {@code request} on the memory file as it is now (a restore, or a section edit made outside the section
     * editor's own text); writes nothing. By default {@link #planning()} on {@link #readCurrent()}.
     */
    default PlanResult prepare(EditRequest request) throws IOException {
        return planning().plan(request, readCurrent());
    }

    /** The memory file this editor writes (e.g. a scratchpad's active.yaml). */
    java.nio.file.Path file();

    /** Whether {@code name}, a file name in the watched directory, is the memory file this editor writes. */
    boolean isMemoryFile(String name);

    /**
     * Whether {@code name} is a file the agent writes when a unit starts or ends (a cycle's snapshot): a change to it
     * is when lost edits are looked for.
     */
    boolean recordsAUnit(String name);

    /** The unit (e.g. a cycle) running now, whose end would overwrite the file; empty when none runs. */
    Optional<String> runningUnit() throws IOException;

    /** Writes {@code plan} directly to the file ({@link JournalEntry.How#FILE}). */
    default EditOutcome apply(EditPlan plan, boolean confirmTypeChange) throws IOException {
        return apply(plan, confirmTypeChange, JournalEntry.How.FILE);
    }

    default EditOutcome apply(EditPlan plan, boolean confirmTypeChange, JournalEntry.How how) throws IOException {
        return apply(plan, confirmTypeChange, how, null);
    }

    /**
     * Writes {@code plan} if it is still safe; otherwise nothing is written and the outcome says why (a type change
     * to confirm, a running unit, a conflict).
     *
     * @param ref the journal id this write follows up (the queued edit it applies), or null
     */
    EditOutcome apply(EditPlan plan, boolean confirmTypeChange, JournalEntry.How how, String ref) throws IOException;

    /** Writes {@code plan} on the operator's word that the agent is stopped (journaled {@code agent_stopped}). */
    EditOutcome applyAgentStopped(EditPlan plan, boolean confirmTypeChange) throws IOException;

    /**
     * Plans undoing the newest edit not yet undone; an injection the agent applied is undone on {@code agentState}
     * (a live agent's state now) or, when null, on the file. Refused, unless {@code force}, when what it would put
     * back changed since.
     */
    PlanResult planUndo(boolean force, MemoryVersion agentState) throws IOException;

    /** Checks every journaled write against what the agent wrote since, marks the losses; returns the new ones. */
    List<LostEdit> detectAndMarkLost() throws IOException;

    /** A new watch for writes by other programs while a unit runs (it remembers the version it saw last). */
    OutsideWriteWatch outsideWrites();

    /** Looks at the file after each change of it. */
    @FunctionalInterface
    interface OutsideWriteWatch {
        /** The announcement of a write by another program during a running unit (journaled), or empty. */
        Optional<String> look() throws IOException;
    }
}

package org.scratchpadinspector.ui.main;

import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.LiveControl;
import org.scratchpadinspector.model.TimeTravel;
import org.scratchpadinspector.ui.common.FacetGate;
import org.scratchpadinspector.ui.common.InspectorContext;

/**
 * The window's actions that need a facet, each with its gate: present (and enabled) where the open source offers
 * the facet, otherwise shown greyed with the source's reason. Restore, fork and the comparison of two runs work in the
 * window for every source with the facet.
 */
public final class WindowActions {
    private final FacetGate editUnit;
    private final FacetGate history;
    private final FacetGate timeTravel;
    private final FacetGate fork;
    private final FacetGate compareRuns;
    private final FacetGate liveControl;

    public WindowActions(InspectorContext context) {
        editUnit = FacetGate.needing(context, Editing.class);
        history = FacetGate.needing(context, History.class);
        timeTravel = FacetGate.needing(context, TimeTravel.class);
        fork = FacetGate.needing(context, TimeTravel.class);
        compareRuns = FacetGate.needing(context, History.class);
        liveControl = FacetGate.needing(context, LiveControl.class);
    }

    /** Edit Unit… (named by the source's word: Edit Turn…): needs {@link Editing}. */
    public FacetGate editUnit() {
        return editUnit;
    }

    /** Blame and Churn, Compare Two States, Field History and the panes' Blame This Field: need {@link History}. */
    public FacetGate history() {
        return history;
    }

    /** Restore a unit's state as the memory: needs {@link TimeTravel}. */
    public FacetGate timeTravel() {
        return timeTravel;
    }

    /** Fork from a unit: needs {@link TimeTravel}. */
    public FacetGate fork() {
        return fork;
    }

    /** Compare with Another Run: needs a {@link History} of each run. */
    public FacetGate compareRuns() {
        return compareRuns;
    }

    /**
     * The Agent panel, its Watchpoints tab and Re-run with an Edit: need {@link LiveControl} (an agent the window
     * can attach to, or a command that runs one unit).
     */
    public FacetGate liveControl() {
        return liveControl;
    }
}

package org.scratchpadinspector.ui.main;

import javafx.beans.binding.BooleanBinding;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.LiveControl;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.TimeTravel;
import org.scratchpadinspector.ui.common.FacetGate;
import org.scratchpadinspector.ui.common.InspectorContext;

/**
 * The window's actions that need a facet, each with its gate: present (and enabled) where the open source offers
 * the facet, otherwise shown greyed with the source's reason. Restore, fork and the comparison of two runs are
 * built in the window for cycle scratchpads only so far; on another source with the facet they say which command
 * does it meanwhile.
 */
public final class WindowActions {
    private final FacetGate editUnit;
    private final FacetGate history;
    private final FacetGate timeTravel;
    private final FacetGate compareRuns;
    private final FacetGate liveControl;

    public WindowActions(InspectorContext context) {
        BooleanBinding builtHere = context.scratchpadProperty().isNotNull();
        editUnit = FacetGate.needing(context, Editing.class);
        history = FacetGate.needing(context, History.class);
        timeTravel = FacetGate.needing(context, TimeTravel.class, builtHere, source ->
                "Restore and fork of a " + kind(source) + " run on the command line for now: restore DIR ID,"
                        + " fork DIR ID --into DEST.");
        compareRuns = FacetGate.needing(context, History.class, builtHere, source ->
                "Two runs compare " + kind(source) + " by " + kind(source) + " on the command line for now:"
                        + " compare DIR OTHER.");
        liveControl = FacetGate.needing(context, LiveControl.class);
    }

    private static String kind(MemorySource source) {
        return source.facet(History.class).map(History::unitKind).orElse("unit");
    }

    /** Edit Unit… (named by the source's word: Edit Turn…): needs {@link Editing}. */
    public FacetGate editUnit() {
        return editUnit;
    }

    /** Blame and Churn, Compare Two States, Field History and the panes' Blame This Field: need {@link History}. */
    public FacetGate history() {
        return history;
    }

    /** Restore a unit's before or after, Fork from it: need {@link TimeTravel}. */
    public FacetGate timeTravel() {
        return timeTravel;
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

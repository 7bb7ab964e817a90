package org.scratchpadinspector.engine.edit;

import java.util.List;
import java.util.Map;

/**
 * A validated edit, not yet written: the version it was made on, the text it would write, and what it
 * changes. Show {@link #baseText()} against {@link #resultText()} (or the decoded pair) as a diff before
 * applying. Immutable; planning never writes.
 *
 * @param request        what the operator asked for
 * @param base           the version of the memory file the plan was made on (its hash is the edit's base hash)
 * @param resultText     the exact text that would be written: the agent's own dump of the new state for a section
 *                       edit, the operator's text as is for a whole-file edit
 * @param resultState    the new state, as the agent will load it
 * @param changedSections the sections whose values change (a timestamp the agent stamps included)
 * @param typeChanges    known sections whose type would change: applying needs confirmation
 * @param planning       the format that made the plan: it re-plans the request on another version and decodes states
 */
public record EditPlan(EditRequest request, MemoryVersion base, String resultText, Map<String, Object> resultState,
                       List<String> changedSections, List<TypeChange> typeChanges, EditPlanning planning)
        implements PlanResult {

    public EditPlan {
        java.util.Objects.requireNonNull(planning, "planning");
        changedSections = List.copyOf(changedSections);
        typeChanges = List.copyOf(typeChanges);
        resultState = java.util.Collections.unmodifiableMap(resultState);
    }

    public String baseHash() {
        return base.hash();
    }

    public String baseText() {
        return base.text();
    }

    public boolean needsConfirmation() {
        return !typeChanges.isEmpty();
    }

    /** True when writing would change nothing the agent reads (the text may still differ). */
    public boolean changesNothing() {
        return changedSections.isEmpty();
    }

    /** The base state decoded (real Unicode, literal blocks): the left side of a readable diff. */
    public String decodedBase() {
        return base.state() == null ? base.text() : planning.decoded(base.state());
    }

    /** The result decoded: the right side of a readable diff. */
    public String decodedResult() {
        return planning.decoded(resultState);
    }

    /** The sections named by the request (a whole-file edit names the sections it changes). */
    public List<String> sections() {
        return request instanceof EditRequest.Section s ? s.edit().touchedSections()
                : request instanceof EditRequest.UndoInjection u ? u.undoes().sections() : changedSections;
    }
}

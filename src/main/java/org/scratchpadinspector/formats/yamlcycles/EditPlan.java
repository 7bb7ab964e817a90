package org.scratchpadinspector.formats.yamlcycles;

import java.util.List;
import java.util.Map;
import org.scratchpadinspector.formats.yamlcycles.yaml.DecodedRenderer;

/**
 * A validated edit, not yet written: the version it was made on, the text it would write, and what it
 * changes. Show {@link #baseText()} against {@link #resultText()} (or the decoded pair) as a diff before
 * applying. Immutable; planning never writes.
 *
 * @param request        what the operator asked for
 * @param base           the version of active.yaml the plan was made on (its hash is the edit's base hash)
 * @param resultText     the exact text that would be written: PyYAML's dump of the new state for a section
 *                       edit, the operator's text as is for a whole-file edit
 * @param resultState    the new state, as the seed's load() will read it
 * @param changedSections the sections whose values change (last_updated included)
 * @param typeChanges    known sections whose type would change: applying needs confirmation
 */
public record EditPlan(EditRequest request, ActiveVersion base, String resultText, Map<String, Object> resultState,
                       List<String> changedSections, List<StateSchema.TypeChange> typeChanges)
        implements PlanResult {

    public EditPlan {
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

    /** True when writing would change nothing the seed reads (the text may still differ). */
    public boolean changesNothing() {
        return changedSections.isEmpty();
    }

    /** The base state decoded (real Unicode, literal blocks): the left side of a readable diff. */
    public String decodedBase() {
        return base.state() == null ? base.text() : DecodedRenderer.render(base.state());
    }

    /** The result decoded: the right side of a readable diff. */
    public String decodedResult() {
        return DecodedRenderer.render(resultState);
    }

    /** The sections named by the request (a whole-file edit names the sections it changes). */
    public List<String> sections() {
        return request instanceof EditRequest.Section s ? s.edit().touchedSections()
                : request instanceof EditRequest.UndoInjection u ? u.undoes().sections() : changedSections;
    }
}

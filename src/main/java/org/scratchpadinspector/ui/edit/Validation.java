package org.scratchpadinspector.ui.edit;

import java.util.List;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.model.TextProblem;

/** What the operator's text gives on the base: a plan with its preview diff, or why not (rule 2). Pure. */
record Validation(PlanResult result, List<DiffLine> preview) {
    static final int CONTEXT_LINES = 3;

    EditPlan plan() {
        return result instanceof EditPlan plan ? plan : null;
    }

    EditOutcome.Refused refusal() {
        return result instanceof EditOutcome.Refused refused ? refused : null;
    }

    static Validation ofSection(EditBase base, SectionOperation op, String section, String valueYaml,
                                Cancellation cancel) {
        if (op.needsSection() && (section == null || section.isBlank())) {
            return refused(EditOutcome.Refused.Reason.INVALID, "Name the section to " + op.key() + ".", null);
        }
        EditRequest request;
        try {
            request = base.planning().sectionRequest(base.version().state(), op, section == null ? null : section.strip(),
                    valueYaml);
        } catch (TextProblem problem) {
            return refused(EditOutcome.Refused.Reason.INVALID_TEXT, problem.getMessage(), problem);
        }
        return of(request, base, cancel);
    }

    static Validation ofWholeFile(EditBase base, String text, Cancellation cancel) {
        return of(EditRequest.wholeFile(text), base, cancel);
    }

    static Validation of(EditRequest request, EditBase base, Cancellation cancel) {
        PlanResult result = base.planning().plan(request, base.version());
        if (result instanceof EditPlan plan) {
            return new Validation(plan, DiffLine.diff(plan.decodedBase(), plan.decodedResult(), CONTEXT_LINES, cancel));
        }
        return new Validation(result, List.of());
    }

    /** An already planned result (e.g. an edit re-applied on theirs after a conflict), previewed in full. */
    static Validation ofResult(PlanResult result) {
        return result instanceof EditPlan p
                ? new Validation(p, DiffLine.diff(p.decodedBase(), p.decodedResult(), CONTEXT_LINES, Cancellation.NONE))
                : new Validation(result, List.of());
    }

    private static Validation refused(EditOutcome.Refused.Reason reason, String message, TextProblem problem) {
        return new Validation(new EditOutcome.Refused(reason, message, problem, null), List.of());
    }
}

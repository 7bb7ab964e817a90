package org.scratchpadinspector.engine.edit;

/** What planning an edit gives: a plan to preview and apply, or a refusal that says why. */
public sealed interface PlanResult permits EditPlan, EditOutcome.Refused {
}

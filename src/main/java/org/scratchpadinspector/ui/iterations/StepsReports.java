package org.scratchpadinspector.ui.iterations;

import org.scratchpadinspector.ui.common.Words;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Step;
import org.scratchpadinspector.model.StepPrompt;
import org.scratchpadinspector.model.Steps;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.model.UnitSteps;

/**
 * A unit's steps, as any source's {@link Steps} facet gives them, turned into the view's records: a cycle's
 * iterations rebuilt from its files or reported by an attached agent, a correction's recorded steps, a turn's
 * phases. Runs off the FX thread.
 */
public final class StepsReports {
    private StepsReports() {
    }

    /** The report of {@code unit}'s steps. */
    public static IterationsReport load(Steps steps, UnitId unit, Cancellation cancel) {
        UnitSteps found = steps.steps(unit, cancel);
        List<IterationRecord> records = found.steps().stream().map(StepsReports::record).toList();
        String origin = found.steps().isEmpty() ? "" : found.steps().get(0).provenance();
        String verdict = found.outcome() + (found.describe().equals(found.outcome()) ? "" : " — " + found.describe());
        String empty = records.isEmpty()
                ? "No " + steps.stepKind() + "s to show: " + Untrusted.line(found.whyNone()) + "." : "";
        return new IterationsReport(unit.text(), origin, Untrusted.line(verdict), found.agrees(), records, empty,
                steps.stepKind(), steps.rebuildsPrompts() ? n -> prompt(steps, unit, n) : null);
    }

    static String prompt(Steps steps, UnitId unit, int n) {
        return steps.prompt(unit, n).map(StepsReports::text)
                .orElse("No prompt is known for " + steps.stepKind() + " " + n + ".");
    }

    private static String text(StepPrompt p) {
        return Words.capitalised(p.how()) + ".\n\n── system turn (" + p.systemSource() + ") ──\n" + Untrusted.text(p.system())
                + "\n── user turn ──\n" + Untrusted.text(p.user());
    }

    static IterationRecord record(Step step) {
        List<IterationRecord.Detail> details = step.lines().stream()
                .map(l -> new IterationRecord.Detail(l.label(), l.text(), l.mark())).toList();
        return new IterationRecord(step.n(), step.title(), details, outcome(step), step.provenance(),
                rendered(step.before()), rendered(step.after()), step.changed().stream().map(FieldPath::text).toList());
    }

    /**
     * The row's mark from what every format's steps say: a crash line, the {@code parse_error} and {@code unknown}
     * fields of an iteration (section 12's words), else the severity.
     */
    static IterationRecord.Outcome outcome(Step step) {
        Map<String, Object> fields = step.fields();
        if (step.lines().stream().anyMatch(l -> l.label().equals("crashed"))) {
            return IterationRecord.Outcome.CRASHED;
        }
        if (Boolean.TRUE.equals(fields.get("parse_error"))) {
            return IterationRecord.Outcome.PARSE_ERROR;
        }
        if (Boolean.TRUE.equals(fields.get("unknown"))) {
            return IterationRecord.Outcome.UNKNOWN;
        }
        if (step.severity() == Severity.FAILURE) {
            return IterationRecord.Outcome.FAILED;
        }
        return step.severity() == Severity.WARNING ? IterationRecord.Outcome.WARNED : IterationRecord.Outcome.OK;
    }

    /** A state's text; one that is missing or unreadable says why, in parentheses, where its text would be. */
    private static String rendered(UnitState state) {
        if (!state.text().isEmpty() || state.problems().isEmpty()) {
            return Untrusted.text(state.text());
        }
        return "(" + Untrusted.line(String.join("; ", state.problems())) + ")\n";
    }

}

package org.scratchpadinspector.ui.iterations;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIterations;
import org.scratchpadinspector.formats.yamlcycles.CycleReplay;
import org.scratchpadinspector.formats.yamlcycles.IterationPrompt;
import org.scratchpadinspector.formats.yamlcycles.ReplayedIteration;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.yaml.DecodedRenderer;

/**
 * A seed-000 cycle's replay as the view's records: the iterations rebuilt from the cycle's {@code _before}, its log
 * section and its {@code _after}'s notes, each state rendered decoded as the main panes show it. (An attached
 * agent's reported iterations would come in as the same records, with origin "reported".)
 */
public final class CycleIterationsReports {
    private CycleIterationsReports() {
    }

    /** The report of cycle {@code id}, or null when the directory no longer holds it. */
    public static IterationsReport load(Scratchpad pad, CycleId id) throws IOException {
        CycleReplay replay = CycleIterations.replay(pad, id);
        if (replay == null) {
            return null;
        }
        List<IterationRecord> records = new ArrayList<>();
        for (ReplayedIteration it : replay.iterations()) {
            records.add(record(it));
        }
        CycleReplay.Verdict verdict = replay.verdict();
        boolean agrees = verdict.kind() == CycleReplay.Verdict.Kind.OK
                || verdict.kind() == CycleReplay.Verdict.Kind.CRASHED;
        String empty = replay.iterations().isEmpty()
                ? "No iterations to show: this cycle's log has no lines in the real agent's format"
                        + " (--- Iteration k/N ---), so nothing can be replayed."
                : "";
        List<ReplayedIteration> iterations = replay.iterations();
        return new IterationsReport(id.toString(), "rebuilt", verdict.text() + " — " + verdict.describe(), agrees,
                records, empty, n -> prompt(pad, iterations.get(n - 1)));
    }

    private static String prompt(Scratchpad pad, ReplayedIteration it) {
        IterationPrompt prompt = CycleIterations.prompt(pad, it);
        return "Rebuilt, not recorded: the prompt as the agent's _build_prompt builds it for this state.\n\n"
                + "── system turn (" + prompt.systemNote() + ") ──\n" + prompt.system()
                + "\n── user turn ──\n" + prompt.user();
    }

    static IterationRecord record(ReplayedIteration it) {
        return new IterationRecord(it.n(), action(it), it.response() == null ? "" : it.response(),
                it.responseTruncated(), it.result() == null ? "" : it.result(), it.resultCut(), outcome(it),
                DecodedRenderer.render(it.before()), DecodedRenderer.render(it.after()), it.changed());
    }

    private static String action(ReplayedIteration it) {
        if (it.parseError()) {
            return "parse error";
        }
        if (!it.hasAction()) {
            return it.crash() != null ? "(no response: the cycle crashed)" : "(no action in the log)";
        }
        return it.tool() + " " + it.args();
    }

    private static IterationRecord.Outcome outcome(ReplayedIteration it) {
        if (it.crash() != null) {
            return IterationRecord.Outcome.CRASHED;
        }
        if (it.parseError()) {
            return IterationRecord.Outcome.PARSE_ERROR;
        }
        if (it.unknown()) {
            return IterationRecord.Outcome.UNKNOWN;
        }
        if (it.failed()) {
            return IterationRecord.Outcome.FAILED;
        }
        if (it.done()) {
            return IterationRecord.Outcome.DONE;
        }
        return it.hasAction() ? IterationRecord.Outcome.OK : IterationRecord.Outcome.NONE;
    }
}

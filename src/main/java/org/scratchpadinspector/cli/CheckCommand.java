package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.Callable;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.engine.edit.JournalEdit;
import org.scratchpadinspector.engine.edit.JournalEdits;
import org.scratchpadinspector.engine.edit.MemoryEditor;
import org.scratchpadinspector.formats.yamlcycles.HealthReport;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

@Command(name = "check", description = {
        "A health report: continuity breaks, interrupted and crashed cycles, unreadable or stray files, and",
        "edits of the journal (.inspector/journal.jsonl) that were lost (overwritten by the agent).",
        "Exit code 0 when healthy, 1 when not, 2 when the directory cannot be read.",
        "With --fleet: every agent of the fleet, exit 1 naming those with a problem (unreachable, lost edits,",
        "failing units among the newest 20)."})
final class CheckCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Mixin
    StaleAfterOption stale;

    @Mixin
    AtOption at;

    @Mixin
    FleetOption fleet;

    @Override
    public Integer call() throws IOException {
        if (fleet.given()) {
            return FleetOption.check(fleet.scan(), spec.commandLine().getOut());
        }
        MemorySource other = dir.otherFormat(at.options());
        if (other != null) {
            return UnitListing.check(other, spec.commandLine().getOut());
        }
        Scratchpad pad = dir.open();
        pad.liveness().setStaleAfter(stale.staleAfter);
        HealthReport report = HealthReport.of(pad, Cancellation.NONE);
        PrintWriter out = spec.commandLine().getOut();
        out.println(pad.location().directory() + ": " + report.cycleCount() + " cycles");
        for (HealthReport.Finding f : report.findings()) {
            out.println((f.unhealthy() ? "PROBLEM  " : "note     ") + f.message());
        }
        List<String> lost = lostEdits(pad);
        lost.forEach(line -> out.println("PROBLEM  " + line));
        long problems = report.problemCount() + lost.size();
        out.println(problems == 0 ? "healthy" : "NOT healthy: " + problems + " problem(s)");
        return problems == 0 ? 0 : 1;
    }

    /** One line per lost edit still standing in the journal (a journal that cannot be read is one too). */
    private static List<String> lostEdits(Scratchpad pad) {
        try {
            return JournalEdits.standingLost(new MemoryEditor(pad.location(), Clock.systemUTC())).stream()
                    .map(JournalEdit::lossMessage).toList();
        } catch (IOException | RuntimeException e) {
            return List.of("cannot read the edit journal to look for lost edits: " + e.getMessage());
        }
    }
}

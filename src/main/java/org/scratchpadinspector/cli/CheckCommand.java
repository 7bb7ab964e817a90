package org.scratchpadinspector.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.scratchpadinspector.engine.health.Finding;
import org.scratchpadinspector.engine.health.HealthCheck;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.format.Untrusted;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

@Command(name = "check", description = {
        "A health report of the memory directory, for any format.",
        "It names failing, interrupted and crashed units, continuity breaks (a notice naming the edit when the edit "
                + "journal .inspector/journal.jsonl explains one), unreadable or stray files, and edits of the journal "
                + "that were lost (overwritten by the agent); a unit that fails is one problem, however many lines say why.",
        "Exit code 0 when healthy, 1 when not, 2 when the directory cannot be read.",
        "With --fleet: every agent of the fleet, exit 1 naming those with a problem (unreachable, lost edits,",
        "failing units among the newest 20)."})
final class CheckCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Mixin
    FleetOption fleet;

    @Mixin
    StaleAfterOption stale;

    @Mixin
    AtOption at;

    @Override
    public Integer call() throws java.io.IOException {
        if (fleet.given()) {
            return FleetOption.check(fleet.scan(), spec.commandLine().getOut());
        }
        MemorySource source = dir.source(stale.with(at.options()));
        HealthCheck.Report report = HealthCheck.of(source, Cancellation.NONE);
        PrintWriter out = spec.commandLine().getOut();
        out.println(Untrusted.line(source.directory().toString()) + ": " + report.units() + " units (" + source.format() + ")");
        for (Finding f : report.findings()) {
            out.println((f.problem() ? "PROBLEM  " : "note     ") + Untrusted.line(f.message()));
        }
        out.println(report.healthy() ? "healthy" : "NOT healthy: " + report.problems() + " problem(s)");
        return report.healthy() ? 0 : 1;
    }
}

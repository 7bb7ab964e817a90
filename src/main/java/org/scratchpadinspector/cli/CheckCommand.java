package org.scratchpadinspector.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.scratchpadinspector.core.Cancellation;
import org.scratchpadinspector.core.scratchpad.HealthReport;
import org.scratchpadinspector.core.scratchpad.Scratchpad;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

@Command(name = "check", description = {
        "A health report: continuity breaks, interrupted and crashed cycles, unreadable or stray files.",
        "Exit code 0 when healthy, 1 when not, 2 when the directory cannot be read."})
final class CheckCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Mixin
    StaleAfterOption stale;

    @Override
    public Integer call() {
        Scratchpad pad = dir.open();
        pad.liveness().setStaleAfter(stale.staleAfter);
        HealthReport report = HealthReport.of(pad, Cancellation.NONE);
        PrintWriter out = spec.commandLine().getOut();
        out.println(pad.location().directory() + ": " + report.cycleCount() + " cycles");
        for (HealthReport.Finding f : report.findings()) {
            out.println((f.unhealthy() ? "PROBLEM  " : "note     ") + f.message());
        }
        out.println(report.isHealthy() ? "healthy" : "NOT healthy: " + report.problemCount() + " problem(s)");
        return report.isHealthy() ? 0 : 1;
    }
}

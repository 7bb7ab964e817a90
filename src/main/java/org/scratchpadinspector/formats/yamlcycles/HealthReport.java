package org.scratchpadinspector.formats.yamlcycles;

import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.diff.StateDiff;

/** The findings of {@code check}: what an operator should look at, and whether anything is broken. */
public record HealthReport(int cycleCount, List<Finding> findings) {

    /**
     * One line of the report; {@code unhealthy} findings make the report fail.
     *
     * @param cycle the cycle it is about, or null
     * @param flag  the cycle flag it reports, or null
     */
    public record Finding(boolean unhealthy, String message, CycleId cycle, CycleFlag flag) {
        public Finding(boolean unhealthy, String message) {
            this(unhealthy, message, null, null);
        }
    }

    public boolean isHealthy() {
        return problemCount() == 0;
    }

    public long problemCount() {
        return findings.stream().filter(Finding::unhealthy).count();
    }

    public static HealthReport of(Scratchpad pad, Cancellation cancel) {
        List<Finding> findings = new ArrayList<>();
        CycleIndex index = pad.index();
        StrayNames strays = index.strays();
        strays.problems().forEach(p -> findings.add(new Finding(true, p)));
        strays.misnamedLines().forEach(line -> findings.add(new Finding(true, line)));
        if (strays.otherCount() > 0) {
            findings.add(new Finding(false, strays.otherLine()));
        }
        for (CycleSummary c : pad.summaries(cancel)) {
            findings.addAll(cycleFindings(c));
        }
        findings.addAll(activeFindings(pad, index));
        return new HealthReport(index.size(), List.copyOf(findings));
    }

    private static List<Finding> cycleFindings(CycleSummary c) {
        List<Finding> out = new ArrayList<>();
        String id = c.id().toString();
        switch (c.status()) {
            case INTERRUPTED -> out.add(new Finding(true, id + " interrupted: _before without _after, "
                    + (c.statusReason() == null ? "the process died mid-cycle" : c.statusReason())));
            case CRASHED -> out.add(new Finding(true, id + " crashed: see logs/cycle_" + id + ".log for the traceback"));
            case UNKNOWN -> out.add(new Finding(true, id + " status unknown: a snapshot could not be read"));
            case RUNNING -> out.add(new Finding(false, id + " is running (no _after yet)"
                    + (c.statusReason() == null ? "" : ": " + c.statusReason())));
            case MAX_ITERATIONS -> out.add(new Finding(false, id + " hit max_iterations without signalling done"));
            default -> { }
        }
        if (c.has(CycleFlag.CONTINUITY_BREAK)) {
            out.add(new Finding(true, id + " continuity break: its _before differs from the previous cycle's _after"
                    + " (a hand edit, an injection or another writer touched active.yaml)", c.id(),
                    CycleFlag.CONTINUITY_BREAK));
        }
        if (c.has(CycleFlag.NOTES_LOST)) {
            out.add(new Finding(true, id + " notes lost: the crash replaced a non-empty notes log"));
        }
        if (c.has(CycleFlag.REPEATED_TOOL_CALL)) {
            out.add(new Finding(false, id + " repeated the same tool call 3 or more times"));
        }
        if (c.has(CycleFlag.PARSE_ERRORS)) {
            out.add(new Finding(false, id + " had " + c.parseErrors() + " parse error(s)"));
        }
        for (String problem : c.problems()) {
            out.add(new Finding(c.has(CycleFlag.ORPHAN) || c.has(CycleFlag.UNREADABLE) || NotesField.isProblem(problem),
                    id + " " + problem));
        }
        return out;
    }

    private static List<Finding> activeFindings(Scratchpad pad, CycleIndex index) {
        if (!index.hasActive()) {
            return List.of(new Finding(false, "active.yaml is missing: the next cycle starts from the default schema"));
        }
        Snapshot active = pad.active();
        if (!active.isReadable() || active.stale()) {
            return List.of(new Finding(true, active.describeProblem()));
        }
        // Only a finished newest cycle says what active.yaml should hold now: its after plus last_updated.
        int newest = index.size() - 1;
        if (newest >= 0 && index.has(newest, CycleIndex.AFTER)) {
            Snapshot after = pad.snapshot(index.id(newest), Side.AFTER);
            if (after.isReadable()
                    && !StateDiff.equalIgnoring(after.state(), active.state(), CycleAnalyzer.LAST_UPDATED)) {
                return List.of(new Finding(false, "active.yaml differs from " + index.id(newest)
                        + "_after.yaml beyond last_updated: edited since the last cycle"));
            }
        }
        return List.of();
    }
}

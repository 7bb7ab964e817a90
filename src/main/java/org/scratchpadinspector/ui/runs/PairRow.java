package org.scratchpadinspector.ui.runs;

import org.scratchpadinspector.formats.yamlcycles.CycleAnalysis;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.RunComparison;
import org.scratchpadinspector.ui.common.StatusStyle;

/**
 * One pair of cycles as the list shows it: each side's id and status (null when that run has no cycle there),
 * whether the pair agrees, and the comparison's pair for the details.
 */
public record PairRow(int index, String aId, CycleStatus aStatus, String bId, CycleStatus bStatus, boolean agrees,
                      RunComparison.Pair pair) {

    static PairRow of(int index, RunComparison.Pair pair) {
        return new PairRow(index, id(pair.a()), status(pair.a()), id(pair.b()), status(pair.b()), pair.agrees(), pair);
    }

    /** e.g. {@code 20260401_103637 ✖ crashed}, or {@code (no cycle)}. */
    public String sideText(boolean a) {
        String id = a ? aId : bId;
        CycleStatus status = a ? aStatus : bStatus;
        return id == null ? "(no cycle)" : id + "  " + StatusStyle.glyph(unitStatus(status)) + " "
                + StatusStyle.label(status.key());
    }

    /** The whole row in one line: {@code ≠ A | B}; for tests and the accessible text. */
    public String text() {
        return (agrees ? "= " : "≠ ") + sideText(true) + "  |  " + sideText(false);
    }

    private static String id(CycleAnalysis cycle) {
        return cycle == null ? null : cycle.id().toString();
    }

    private static CycleStatus status(CycleAnalysis cycle) {
        return cycle == null ? null : cycle.summary().status();
    }

    /** A cycle's status in the words every screen uses. */
    static org.scratchpadinspector.model.UnitStatus unitStatus(CycleStatus status) {
        return org.scratchpadinspector.model.UnitStatus.of(status.key(),
                org.scratchpadinspector.formats.yamlcycles.YamlCyclesSource.severity(status));
    }
}

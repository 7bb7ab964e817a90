package org.scratchpadinspector.ui.runs;

import org.scratchpadinspector.engine.timetravel.RunPairs;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitStatus;
import org.scratchpadinspector.ui.common.StatusStyle;

/**
 * One pair of units as the list shows it: each side's id and status (null when that run has no unit there),
 * whether the pair agrees, and the comparison's pair for the details.
 */
public record PairRow(int index, String aId, UnitStatus aStatus, String bId, UnitStatus bStatus, boolean agrees,
                      RunPairs.Pair pair) {

    static PairRow of(int index, RunPairs.Pair pair) {
        return new PairRow(index, id(pair.a()), status(pair.a()), id(pair.b()), status(pair.b()), pair.agrees(), pair);
    }

    /** e.g. {@code 20260401_103637  ✖ crashed}, or {@code (no cycle)} in the other side's word for its unit. */
    public String sideText(boolean a) {
        String id = a ? aId : bId;
        UnitStatus status = a ? aStatus : bStatus;
        if (id == null) {
            Unit other = a ? pair.b() : pair.a();
            return "(no " + (other == null ? "unit" : other.kind()) + ")";
        }
        return id + "  " + StatusStyle.glyph(status) + " " + StatusStyle.label(status.key());
    }

    /** The whole row in one line: {@code ≠ A | B}; for tests and the accessible text. */
    public String text() {
        return (agrees ? "= " : "≠ ") + sideText(true) + "  |  " + sideText(false);
    }

    private static String id(Unit unit) {
        return unit == null ? null : unit.id().text();
    }

    private static UnitStatus status(Unit unit) {
        return unit == null ? null : unit.status();
    }
}

package org.scratchpadinspector.ui.compare;

import org.scratchpadinspector.model.HistoryPoint;

/** A state to compare: a point of the source's history (a unit's state, or the memory as it is now). */
public record StateChoice(HistoryPoint point) {

    /** Whether it is the memory now, outside any unit. */
    public boolean isNow() {
        return point.unit() == null;
    }

    /** "active.yaml" (the memory now, as the history names it) or "20260401_100137 after". */
    public String label() {
        return isNow() ? point.label() : point.unit().text() + " " + point.state();
    }

    @Override
    public String toString() {
        return label();
    }
}

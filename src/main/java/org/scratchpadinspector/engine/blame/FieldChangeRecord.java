package org.scratchpadinspector.engine.blame;

import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitId;

/**
 * One change of a field.
 *
 * @param point    the point whose state first shows it
 * @param by       who made it
 * @param oldValue the value before, or {@link org.scratchpadinspector.model.FieldPath#ABSENT}
 * @param newValue the value after, or {@link org.scratchpadinspector.model.FieldPath#ABSENT}
 * @param detail   where it shows (iteration and tool call, journal line, a gap in the run), or null
 */
public record FieldChangeRecord(HistoryPoint point, Attribution by, Object oldValue, Object newValue, String detail) {
    /** The unit it is attributed to; null for a change of the memory now that no unit has read yet. */
    public UnitId unit() {
        return point.unit();
    }
}

package org.scratchpadinspector.engine.blame;

import org.scratchpadinspector.formats.yamlcycles.CycleId;

/**
 * One change of a field.
 *
 * @param cycle  the cycle it is attributed to; null for a change of active.yaml no cycle has read yet
 * @param by     who made it
 * @param oldValue the value before, or {@link FieldPath#ABSENT}
 * @param newValue the value after, or {@link FieldPath#ABSENT}
 * @param detail where it shows (iteration and tool call, journal line, a gap in the run), or null
 */
public record FieldChangeRecord(CycleId cycle, Attribution by, Object oldValue, Object newValue, String detail) {
}

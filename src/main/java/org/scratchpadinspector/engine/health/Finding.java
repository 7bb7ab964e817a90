package org.scratchpadinspector.engine.health;

import org.scratchpadinspector.model.UnitId;

/**
 * One line of a health report.
 *
 * @param problem whether it makes the source unhealthy ({@code check} exits 1), or is a notice
 * @param unit    the unit it is about, or null for the directory itself
 * @param flag    the unit flag it reports ({@code continuity_break}), or null
 * @param message the line, without its PROBLEM / note prefix
 */
public record Finding(boolean problem, UnitId unit, String flag, String message) {
    public static Finding problem(String message) {
        return new Finding(true, null, null, message);
    }

    public static Finding note(String message) {
        return new Finding(false, null, null, message);
    }
}

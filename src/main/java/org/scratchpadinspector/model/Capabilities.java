package org.scratchpadinspector.model;

/**
 * What a memory source allows, so that the window shows only the menus that can work.
 *
 * @param editable    the operator may change its memory through the safe-write rules
 * @param liveControl an agent can be stepped or attached to
 * @param beforeAfter each unit has a state before and after it, so a unit has a diff of its own
 * @param expiry      units expire with time, and a time to judge them at matters ({@code ls --at})
 */
public record Capabilities(boolean editable, boolean liveControl, boolean beforeAfter, boolean expiry) {
    public static final Capabilities READ_ONLY = new Capabilities(false, false, false, false);
}

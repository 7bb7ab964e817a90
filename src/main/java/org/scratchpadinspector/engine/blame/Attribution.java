package org.scratchpadinspector.engine.blame;

import java.util.Locale;

/** Who made a change. */
public enum Attribution {
    /** The agent: inside a unit, or a field it rewrites between its units (seed 000's {@code last_updated}). */
    AGENT,
    /** The inspector: a journaled edit, restore, undo or injection. */
    INSPECTOR,
    /** Someone else: a change between units (or to the memory now) that no journal line explains. */
    OUTSIDE;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}

package org.scratchpadinspector.engine.blame;

import java.util.Locale;

/** Who made a change. */
public enum Attribution {
    /** The agent, between a cycle's {@code _before} and its {@code _after}. */
    AGENT,
    /** The inspector: a journaled edit, undo or injection. */
    INSPECTOR,
    /** Someone else: a change between cycles (or to active.yaml) that no journal line explains. */
    OUTSIDE;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}

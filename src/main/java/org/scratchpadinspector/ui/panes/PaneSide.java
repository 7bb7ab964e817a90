package org.scratchpadinspector.ui.panes;

/** The three panes, left to right: a unit's first state, its second, and the memory as it is now. */
public enum PaneSide {
    BEFORE("Before"), AFTER("After"), NOW("Now");

    private final String title;

    PaneSide(String title) {
        this.title = title;
    }

    public String title() {
        return title;
    }
}

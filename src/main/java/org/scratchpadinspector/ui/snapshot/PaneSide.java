package org.scratchpadinspector.ui.snapshot;

/** The three panes, left to right. */
public enum PaneSide {
    BEFORE("Before"), AFTER("After"), ACTIVE("Active");

    private final String title;

    PaneSide(String title) {
        this.title = title;
    }

    public String title() {
        return title;
    }
}

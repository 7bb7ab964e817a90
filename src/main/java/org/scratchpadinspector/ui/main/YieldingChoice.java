package org.scratchpadinspector.ui.main;

import javafx.beans.property.BooleanProperty;

/**
 * A part of the window the window turns off when there is no room for it and on again when there is, as long as
 * the operator does not decide: a toggle the operator uses is theirs until the room changes again (the window acts
 * only when the room crosses from enough to too little, or back).
 */
final class YieldingChoice {
    private final BooleanProperty shown;
    private Boolean lastRoom;
    private boolean offForRoom;
    private boolean applying;

    YieldingChoice(BooleanProperty shown) {
        this.shown = shown;
        shown.addListener((o, was, now) -> {
            if (!applying) {
                offForRoom = false;
            }
        });
    }

    /** The room now: whether the part has it. */
    void room(boolean enough) {
        if (lastRoom != null && lastRoom == enough) {
            return;
        }
        lastRoom = enough;
        if (!enough && shown.get()) {
            set(false);
            offForRoom = true;
        } else if (enough && offForRoom) {
            set(true);
            offForRoom = false;
        }
    }

    /** Whether the part is off because the window had no room for it (not because the operator turned it off). */
    boolean offForRoom() {
        return offForRoom;
    }

    /** Whether the change being made now is the window's own (not the operator's). */
    boolean applying() {
        return applying;
    }

    private void set(boolean value) {
        applying = true;
        try {
            shown.set(value);
        } finally {
            applying = false;
        }
    }
}

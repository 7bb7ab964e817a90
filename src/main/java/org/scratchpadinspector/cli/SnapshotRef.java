package org.scratchpadinspector.cli;

import org.scratchpadinspector.core.scratchpad.CycleId;
import org.scratchpadinspector.core.scratchpad.Scratchpad;
import org.scratchpadinspector.core.scratchpad.Side;
import org.scratchpadinspector.core.scratchpad.Snapshot;

/** A snapshot named on the command line: {@code active}, {@code ID:before} or {@code ID:after} ({@code ID} alone is after). */
record SnapshotRef(CycleId id, Side side) {

    static SnapshotRef parse(String text) {
        if (text.equals("active")) {
            return new SnapshotRef(null, null);
        }
        String idText = text;
        Side side = Side.AFTER;
        int colon = text.indexOf(':');
        if (colon >= 0) {
            idText = text.substring(0, colon);
            String sideText = text.substring(colon + 1);
            side = switch (sideText) {
                case "before" -> Side.BEFORE;
                case "after" -> Side.AFTER;
                default -> throw new IllegalArgumentException(
                        "unknown side '" + sideText + "' in " + text + ": use before or after");
            };
        }
        CycleId id = CycleId.parse(idText);
        if (id == null || idText.length() != CycleId.LENGTH) {
            throw new IllegalArgumentException("'" + text + "' is not a snapshot: use active, ID, ID:before or ID:after"
                    + " with ID as YYYYMMDD_HHMMSS");
        }
        return new SnapshotRef(id, side);
    }

    Snapshot read(Scratchpad pad) {
        if (id == null) {
            return pad.active();
        }
        if (pad.index().indexOf(id) < 0) {
            throw new IllegalArgumentException("no cycle " + id + " in " + pad.location().directory());
        }
        return pad.snapshot(id, side);
    }

    String label() {
        return id == null ? "active.yaml" : side.fileName(id);
    }
}

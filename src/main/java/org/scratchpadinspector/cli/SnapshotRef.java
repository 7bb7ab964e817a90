package org.scratchpadinspector.cli;

import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.formats.yamlcycles.Snapshot;

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
        return new SnapshotRef(parseId(idText, colon < 0), side);
    }

    /**
     * The cycle id the user typed, or an error that names it with the reason ("20261399_999999 is not a cycle id:
     * month 13"), never a form of it the user did not type.
     *
     * @param hint whether to add the forms a snapshot reference takes, for text that is not shaped like an id
     */
    static CycleId parseId(String idText, boolean hint) {
        String why = CycleId.whyInvalid(idText);
        if (why != null) {
            boolean notIdShaped = why.endsWith("(YYYYMMDD_HHMMSS)");
            throw new IllegalArgumentException(idText + " is not a cycle id: " + why
                    + (hint && notIdShaped ? "; a snapshot is active, ID, ID:before or ID:after" : ""));
        }
        return CycleId.parse(idText);
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

package org.scratchpadinspector.cli;

import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
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

    /**
     * Why this cycle never had this snapshot, by its lifecycle (as the window says it): running, interrupted before
     * writing {@code _after}, or an orphan {@code _after} without its {@code _before}; null when the index lists the
     * file (if it is gone now, reading it says so).
     */
    String absence(Scratchpad pad) {
        if (id == null) {
            return null;
        }
        CycleIndex index = pad.index();
        int i = index.indexOf(id);
        if (i < 0) {
            return null;
        }
        if (side == Side.AFTER && !index.has(i, CycleIndex.AFTER)) {
            boolean running = i == index.size() - 1 && index.has(i, CycleIndex.BEFORE)
                    && pad.liveness().judge(pad.location(), index, i).running();
            return running ? "No _after yet: cycle " + id + " is running"
                    : "No _after: cycle " + id + " was interrupted before writing it";
        }
        if (side == Side.BEFORE && !index.has(i, CycleIndex.BEFORE)) {
            return "No _before: " + Side.BEFORE.fileName(id) + " is missing (an orphan _after)";
        }
        return null;
    }

    String label() {
        return id == null ? "active.yaml" : side.fileName(id);
    }
}

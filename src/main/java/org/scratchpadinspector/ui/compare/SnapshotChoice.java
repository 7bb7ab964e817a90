package org.scratchpadinspector.ui.compare;

import java.nio.file.Path;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;
import org.scratchpadinspector.formats.yamlcycles.Side;

/** A snapshot to compare: a cycle's before or after, or active.yaml ({@code cycle} null). */
public record SnapshotChoice(CycleId cycle, Side side) {
    public static final SnapshotChoice ACTIVE = new SnapshotChoice(null, null);

    public boolean isActive() {
        return cycle == null;
    }

    public Path path(ScratchpadLocation location) {
        return isActive() ? location.active() : location.snapshot(cycle, side);
    }

    /** "active.yaml" or "20260401_100137 after". */
    public String label() {
        return isActive() ? ScratchpadLocation.ACTIVE : cycle + " " + side.label();
    }

    @Override
    public String toString() {
        return label();
    }
}

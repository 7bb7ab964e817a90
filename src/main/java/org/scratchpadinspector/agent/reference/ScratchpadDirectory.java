package org.scratchpadinspector.agent.reference;

import java.nio.file.Path;

/**
 * Where the reference agent keeps its memory, the seed's layout: {@code active.yaml} and the cycle snapshots
 * {@code <cycle id>_<label>.yaml} in one directory, the cycle logs {@code cycle_<cycle id>.log} in another. The
 * agent writes these files; readers find them through the seed-000 format like any agent's.
 */
public record ScratchpadDirectory(Path directory, Path logsDirectory) {
    public static final String ACTIVE = "active.yaml";

    public Path active() {
        return directory.resolve(ACTIVE);
    }

    /** {@code Scratchpad.snapshot}'s file: {@code <cycle id>_<label>.yaml}, label {@code before} or {@code after}. */
    public Path snapshot(String cycleId, String label) {
        return directory.resolve(cycleId + "_" + label + ".yaml");
    }
}

package org.scratchpadinspector.core.timetravel;

import java.nio.file.Path;
import org.scratchpadinspector.core.scratchpad.ScratchpadLocation;

/** The agent root of a directory given as the root or as the scratchpad directory itself. */
public final class AgentRoots {
    private AgentRoots() {
    }

    /** The directory the agent runs in: the one holding the scratchpad directory, or the directory itself. */
    public static Path rootOf(Path given) {
        Path dir = given.toAbsolutePath().normalize();
        Path scratchpad = ScratchpadLocation.resolve(dir).directory();
        if (!scratchpad.equals(dir)) {
            return dir;
        }
        String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
        return (name.equals("scratchpad") || name.equals("scratchpads")) && dir.getParent() != null
                ? dir.getParent() : dir;
    }
}

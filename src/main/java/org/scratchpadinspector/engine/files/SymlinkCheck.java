package org.scratchpadinspector.engine.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Which symbolic links a snapshot read may follow: one that stays inside the scratchpad directory. A snapshot
 * or active.yaml that points elsewhere (say {@code /etc/passwd}) would be shown, searched and diffed as if the
 * agent had written it, and an edit would write through it, so it is neither read nor written, and the reason
 * names the target.
 */
public final class SymlinkCheck {
    /** Linux gives up after 40 links (ELOOP); so do we. */
    private static final int MAX_HOPS = 40;

    private SymlinkCheck() {
    }

    /** Why {@code path} is not read, or null when it is no symlink or one whose target is inside its directory. */
    public static String refusal(Path path) {
        if (!Files.isSymbolicLink(path)) {
            return null;
        }
        Path current = path.toAbsolutePath();
        Path firstTarget = null;
        for (int hops = 0; Files.isSymbolicLink(current); hops++) {
            if (hops == MAX_HOPS) {
                return "symlink loop (→ " + firstTarget + "): not read";
            }
            try {
                Path target = Files.readSymbolicLink(current);
                firstTarget = firstTarget == null ? target : firstTarget;
                current = current.resolveSibling(target).normalize();
            } catch (IOException e) {
                return "symlink cannot be read: " + e.getMessage();
            }
        }
        Path real;
        try {
            real = current.toRealPath();
        } catch (NoSuchFileException e) {
            return "symlink to " + current + ", which does not exist";
        } catch (IOException e) {
            return "symlink to " + current + " cannot be followed: " + e.getMessage();
        }
        try {
            Path directory = path.toAbsolutePath().getParent().toRealPath();
            return real.startsWith(directory) ? null : "symlink to " + real + ", outside the scratchpad: not read";
        } catch (IOException e) {
            return "symlink to " + real + ": the scratchpad directory cannot be resolved (" + e.getMessage() + "): not read";
        }
    }
}

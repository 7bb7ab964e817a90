package org.scratchpadinspector.engine.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.scratchpadinspector.format.Untrusted;

/**
 * Which symbolic links a read may follow: one whose target stays inside the memory directory. A file or folder
 * that points elsewhere (say {@code /etc/passwd}, or a session folder linked to another project) would be shown,
 * searched and diffed as if the agent had written it, and an edit would write through it, so it is neither read nor
 * written, and the reason names the target (escaped: a link's target is a name from the agent's folder too). Every
 * format reads through this one rule.
 */
public final class SymlinkCheck {
    /** Linux gives up after 40 links (ELOOP); so do we. */
    private static final int MAX_HOPS = 40;

    private SymlinkCheck() {
    }

    /**
     * Why {@code path} is not read, or null when it is no symlink or one whose target is inside its own directory
     * (seed 000's rule: a snapshot's directory is the scratchpad).
     */
    public static String refusal(Path path) {
        if (!Files.isSymbolicLink(path)) {
            return null;
        }
        Path parent = path.toAbsolutePath().getParent();
        return linkRefusal(path, parent, "the scratchpad");
    }

    /**
     * Why {@code path} is not read, or null when it may be: it is a link, or it lies in a folder below {@code root}
     * that is a link, whose target leaves {@code root} (the memory directory the operator opened; {@code root}
     * itself may be a link, the operator chose it). A path outside {@code root} is judged as a link alone.
     */
    public static String refusal(Path path, Path root) {
        Path absolute = path.toAbsolutePath().normalize();
        Path top = root.toAbsolutePath().normalize();
        String label = top.getFileName() == null ? top.toString() : top.getFileName().toString();
        if (Files.isSymbolicLink(absolute)) {
            return linkRefusal(absolute, top, label);
        }
        if (!absolute.startsWith(top) || absolute.equals(top)) {
            return null;
        }
        Path folder = top;
        Path between = top.relativize(absolute).getParent();
        if (between == null) {
            return null;
        }
        for (Path part : between) {
            folder = folder.resolve(part);
            if (Files.isSymbolicLink(folder)) {
                String refused = linkRefusal(folder, top, label);
                if (refused != null) {
                    return "its folder " + Untrusted.line(top.relativize(folder).toString()) + " is a " + refused;
                }
            }
        }
        return null;
    }

    /** Why the link {@code path} is not followed: a loop, a dangling target, or a target outside {@code inside}. */
    private static String linkRefusal(Path path, Path inside, String label) {
        Path current = path.toAbsolutePath();
        Path firstTarget = null;
        for (int hops = 0; Files.isSymbolicLink(current); hops++) {
            if (hops == MAX_HOPS) {
                return "symlink loop (→ " + Untrusted.line(String.valueOf(firstTarget)) + "): not read";
            }
            try {
                Path target = Files.readSymbolicLink(current);
                firstTarget = firstTarget == null ? target : firstTarget;
                current = current.resolveSibling(target).normalize();
            } catch (IOException e) {
                return "symlink cannot be read: " + Untrusted.line(String.valueOf(e.getMessage()));
            }
        }
        Path real;
        try {
            real = current.toRealPath();
        } catch (NoSuchFileException e) {
            return "symlink to " + Untrusted.line(current.toString()) + ", which does not exist";
        } catch (IOException e) {
            return "symlink to " + Untrusted.line(current.toString()) + " cannot be followed: "
                    + Untrusted.line(String.valueOf(e.getMessage()));
        }
        try {
            Path directory = inside.toRealPath();
            return real.startsWith(directory) ? null
                    : "symlink to " + Untrusted.line(real.toString()) + ", outside " + Untrusted.line(label) + ": not read";
        } catch (IOException e) {
            return "symlink to " + Untrusted.line(real.toString()) + ": " + Untrusted.line(label) + " cannot be resolved ("
                    + Untrusted.line(String.valueOf(e.getMessage())) + "): not read";
        }
    }
}

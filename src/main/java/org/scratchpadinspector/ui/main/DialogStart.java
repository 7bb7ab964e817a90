package org.scratchpadinspector.ui.main;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the Open dialog starts. Without a start directory the desktop's dialog opens on its "Recent" page, which
 * holds no directories: it starts in the directory that is open, else the most recent one, else the home directory,
 * the first of them that still is a directory. Blocking (it looks at the disk): call it through the task runner.
 */
final class DialogStart {
    private DialogStart() {
    }

    /** The first of {@code open}, {@code recent}'s first and {@code home} that is a directory (null: none is). */
    static Path choose(Path open, List<Path> recent, Path home) {
        List<Path> candidates = new ArrayList<>();
        candidates.add(open);
        candidates.add(recent.isEmpty() ? null : recent.get(0));
        candidates.add(home);
        for (Path candidate : candidates) {
            if (candidate != null && Files.isDirectory(candidate)) {
                return candidate.toAbsolutePath().normalize();
            }
        }
        return null;
    }

    static Path home() {
        return Path.of(System.getProperty("user.home"));
    }
}

package org.scratchpadinspector.format;

import java.nio.file.Path;
import java.util.List;

/**
 * How sure a provider is that a directory is in its format.
 *
 * @param confidence 0 (not mine) to 1 (certainly mine); a registry picks the highest
 * @param root       the directory the source reads (the one given, or the one inside it that holds the files)
 * @param evidence   what was found, in a few words ({@code 3 run folders with debug.json})
 * @param companions folders beside the root that belong to the same agent but are another format's to read (a
 *                   workspace's long-term memories, a home's {@code memories/}); the registry opens each through
 *                   the format that recognises it and lists their units after the root's
 */
public record Recognition(double confidence, Path root, String evidence, List<Path> companions) {
    public Recognition {
        companions = companions == null ? List.of() : List.copyOf(companions);
    }

    public Recognition(double confidence, Path root, String evidence) {
        this(confidence, root, evidence, List.of());
    }

    public static Recognition none(Path dir) {
        return new Recognition(0, dir, "");
    }

    public boolean recognised() {
        return confidence > 0;
    }
}

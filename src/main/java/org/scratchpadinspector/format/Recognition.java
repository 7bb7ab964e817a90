package org.scratchpadinspector.format;

import java.nio.file.Path;

/**
 * How sure a provider is that a directory is in its format.
 *
 * @param confidence 0 (not mine) to 1 (certainly mine); a registry picks the highest
 * @param root       the directory the source reads (the one given, or the one inside it that holds the files)
 * @param evidence   what was found, in a few words ({@code 3 run folders with debug.json})
 */
public record Recognition(double confidence, Path root, String evidence) {
    public static Recognition none(Path dir) {
        return new Recognition(0, dir, "");
    }

    public boolean recognised() {
        return confidence > 0;
    }
}

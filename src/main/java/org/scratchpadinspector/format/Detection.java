package org.scratchpadinspector.format;

import java.nio.file.Path;

/**
 * Which provider a directory is in, or the one line that says none is.
 *
 * @param provider    the provider, null when none recognised the directory
 * @param recognition its recognition, null when none
 * @param message     when none: what was found, that no known format was recognised, and what is known
 */
public record Detection(Path directory, FormatProvider provider, Recognition recognition, String message) {
    public boolean found() {
        return provider != null;
    }
}

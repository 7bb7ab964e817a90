package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.scratchpadinspector.core.scratchpad.Scratchpad;

/** Opens the DIR argument of a subcommand, turning failures into one readable line. */
final class ScratchpadOpener {
    private ScratchpadOpener() {
    }

    static Scratchpad open(Path dir) {
        try {
            return Scratchpad.open(dir);
        } catch (IOException | UncheckedIOException e) {
            throw new IllegalArgumentException("cannot open " + dir + ": " + e.getMessage(), e);
        }
    }
}

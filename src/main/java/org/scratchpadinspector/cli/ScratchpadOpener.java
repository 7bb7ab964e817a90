package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.scratchpadinspector.format.DirectoryContents;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.SummaryCache;

/**
 * Opens the DIR argument of a reading subcommand, turning failures into one readable line. A directory that
 * holds no scratchpad is refused with what it does hold, so that no command reports "0 cycles, healthy" for a
 * folder it cannot read.
 */
final class ScratchpadOpener {
    private ScratchpadOpener() {
    }

    static Scratchpad open(Path dir) {
        Scratchpad pad;
        try {
            pad = Scratchpad.open(dir).withSummaryCache(SummaryCache.forUser());
        } catch (IOException | UncheckedIOException e) {
            throw new IllegalArgumentException("cannot open " + dir + ": " + e.getMessage(), e);
        }
        if (!pad.location().hasScratchpad()) {
            throw new IllegalArgumentException(DirectoryContents.of(pad.location().directory()).noFormatMessage());
        }
        return pad;
    }
}

package org.scratchpadinspector.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;

/** A directory opened as the window opens it: in the format detected there. */
public final class Sources {
    private Sources() {
    }

    public static MemorySource open(Path dir) {
        try {
            return Formats.registry().open(dir, SourceOptions.NOW, Cancellation.NONE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

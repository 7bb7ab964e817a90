package org.scratchpadinspector.format;

import java.io.IOException;
import java.nio.file.Path;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;

/**
 * One memory format. Providers never import each other; the registry asks each in turn.
 */
public interface FormatProvider {
    /** The name {@code ls --json} prints as {@code format}. */
    String name();

    /** One phrase for the "known:" list of a directory no format recognises. */
    String describe();

    /** Looks at names and at most a few small files; never parses a whole large file; never writes. */
    Recognition recognise(Path dir);

    /** Opens what {@link #recognise} found. Reading is lazy: units are summarised when asked. */
    MemorySource open(Recognition recognition, SourceOptions options, Cancellation cancellation) throws IOException;

    Capabilities capabilities();

    /**
     * The folders outside {@code dir} where this format, opened on {@code dir}, keeps its memory (and so the
     * inspector's journal of writes to it): a memory the agent's configuration places elsewhere. Reads at most a
     * small configuration file; a directory this format does not read has none.
     */
    default java.util.List<Path> memoryFoldersOutside(Path dir) {
        return java.util.List.of();
    }
}

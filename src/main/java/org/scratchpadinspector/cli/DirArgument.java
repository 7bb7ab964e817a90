package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.scratchpadinspector.engine.files.Locations;
import org.scratchpadinspector.engine.history.MemoryFiles;
import org.scratchpadinspector.engine.remote.RemotePaths;
import org.scratchpadinspector.format.Detection;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import picocli.CommandLine.Parameters;

/** The DIR every subcommand starts with, on this machine or over SSH, opened through the format that recognises it. */
final class DirArgument {
    @Parameters(index = "0", arity = "0..1", paramLabel = "DIR", description = {
            "The memory directory in any known format (ls names the formats it knows when it recognises none).",
            "A directory on another machine is ssh://[user@]host[:port]/absolute/path (keys from the SSH agent and"
                    + " ~/.ssh, host keys checked against ~/.ssh/known_hosts)."})
    String text;

    private Path dir;
    /** The source last opened, and with which options: a verb that asks twice (which path, then its facets) reads once. */
    private SourceOptions openedWith;
    private MemorySource opened;

    /** The directory, on this machine or, for an ssh:// address, on its own (connecting on the first call). */
    Path path() {
        if (text == null) {
            throw new IllegalArgumentException("Missing required parameter: 'DIR'");
        }
        if (dir == null) {
            try {
                dir = RemotePaths.resolve(text);
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot open " + Untrusted.line(text) + ": " + e.getMessage(), e);
            }
        }
        return dir;
    }

    /**
     * The directory opened through its detected format, whatever it is.
     *
     * @throws IllegalArgumentException with the one line saying that no known format was found, or why the
     *                                  directory cannot be read
     */
    MemorySource source(SourceOptions options) {
        if (opened != null && options.equals(openedWith)) {
            return opened;
        }
        Detection detection = detect(path());
        try {
            opened = detection.provider().open(detection.recognition(), options, Cancellation.NONE);
            openedWith = options;
            return opened;
        } catch (IOException | UncheckedIOException e) {
            throw new IllegalArgumentException("cannot open " + Untrusted.line(text) + ": " + e.getMessage(), e);
        }
    }

    /**
     * The source when its memory is a folder of files versioned whole ({@link MemoryFiles}: a Markdown memory), whose
     * verbs speak of versions, authors, times and files; else null.
     */
    MemorySource filesMemory(SourceOptions options) {
        MemorySource source = source(options);
        return source.facet(MemoryFiles.class).isPresent() ? source : null;
    }

    /** The facet a verb needs, or the source's one line saying why it has none (the verb exits 2). */
    static <F> F need(MemorySource source, Class<F> facet) {
        return source.facet(facet).orElseThrow(() -> new FacetMissing(source.lacks(facet)));
    }

    /** A verb asked a source for a facet it does not offer; the message is the source's one line. */
    static final class FacetMissing extends IllegalArgumentException {
        FacetMissing(String message) {
            super(message);
        }
    }

    static Detection detect(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException("cannot open " + Untrusted.line(Locations.display(dir)) + ": "
                    + Untrusted.line(Locations.display(dir.toAbsolutePath().normalize()))
                    + (Files.exists(dir) ? " is not a directory" : " does not exist"));
        }
        Detection detection = Formats.registry().detect(dir);
        if (!detection.found()) {
            throw new IllegalArgumentException(detection.message());
        }
        return detection;
    }
}

package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.Detection;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesProvider;
import picocli.CommandLine.Parameters;

/** The DIR every subcommand starts with. */
final class DirArgument {
    @Parameters(index = "0", paramLabel = "DIR", description = "The memory directory in any known format (for seed 000: the scratchpad directory, or the agent root with config/config.yaml scratchpad_path, scratchpads/ or scratchpad/).")
    Path dir;

    Scratchpad open() {
        return ScratchpadOpener.open(dir);
    }

    /**
     * The directory opened through its detected format, whatever it is.
     *
     * @throws IllegalArgumentException with the one line saying that no known format was found, or why the
     *                                  directory cannot be read
     */
    MemorySource source(SourceOptions options) {
        Detection detection = detect();
        try {
            return detection.provider().open(detection.recognition(), options, Cancellation.NONE);
        } catch (IOException | UncheckedIOException e) {
            throw new IllegalArgumentException("cannot open " + dir + ": " + e.getMessage(), e);
        }
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

    private Detection detect() {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException("cannot open " + dir + ": " + (Files.exists(dir)
                    ? dir.toAbsolutePath().normalize() + " is not a directory"
                    : dir.toAbsolutePath().normalize() + " does not exist"));
        }
        Detection detection = Formats.registry().detect(dir);
        if (!detection.found()) {
            throw new IllegalArgumentException(detection.message());
        }
        return detection;
    }

    /**
     * The directory opened through its format when that format is not seed 000's cycle scratchpad, which the
     * commands read with their own richer code; null for a cycle scratchpad.
     *
     * @throws IllegalArgumentException with the one line saying that no known format was found, or why the
     *                                  directory cannot be read
     */
    MemorySource otherFormat(SourceOptions options) {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException("cannot open " + dir + ": " + (Files.exists(dir)
                    ? dir.toAbsolutePath().normalize() + " is not a directory"
                    : dir.toAbsolutePath().normalize() + " does not exist"));
        }
        Detection detection = Formats.registry().detect(dir);
        if (!detection.found()) {
            throw new IllegalArgumentException(detection.message());
        }
        if (detection.provider().name().equals(YamlCyclesProvider.NAME)) {
            return null;
        }
        try {
            return detection.provider().open(detection.recognition(), options, Cancellation.NONE);
        } catch (IOException | UncheckedIOException e) {
            throw new IllegalArgumentException("cannot open " + dir + ": " + e.getMessage(), e);
        }
    }
}

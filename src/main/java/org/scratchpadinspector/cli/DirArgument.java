package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.scratchpadinspector.engine.files.Locations;
import org.scratchpadinspector.engine.files.SafeText;
import org.scratchpadinspector.engine.remote.RemotePaths;
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
    @Parameters(index = "0", arity = "0..1", paramLabel = "DIR", description = {"The memory directory in any known format (for seed 000: the scratchpad directory, or the agent root with config/config.yaml scratchpad_path, scratchpads/ or scratchpad/).",
            "A directory on another machine is ssh://[user@]host[:port]/absolute/path (keys from the SSH agent and ~/.ssh, host keys checked against ~/.ssh/known_hosts)."})
    String text;

    private Path dir;

    /** The directory, on this machine or, for an ssh:// address, on its own (connecting on the first call). */
    Path path() {
        if (text == null) {
            throw new IllegalArgumentException("Missing required parameter: 'DIR'");
        }
        if (dir == null) {
            try {
                dir = RemotePaths.resolve(text);
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot open " + SafeText.of(text) + ": " + e.getMessage(), e);
            }
        }
        return dir;
    }

    Scratchpad open() {
        return ScratchpadOpener.open(path());
    }

    /**
     * The directory opened through its format when that format is not seed 000's cycle scratchpad, which the
     * commands read with their own richer code; null for a cycle scratchpad.
     *
     * @throws IllegalArgumentException with the one line saying that no known format was found, or why the
     *                                  directory cannot be read
     */
    MemorySource otherFormat(SourceOptions options) {
        Path dir = path();
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException("cannot open " + SafeText.of(text) + ": " + (Files.exists(dir)
                    ? Locations.display(dir.toAbsolutePath().normalize()) + " is not a directory"
                    : Locations.display(dir.toAbsolutePath().normalize()) + " does not exist"));
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
            throw new IllegalArgumentException("cannot open " + SafeText.of(text) + ": " + e.getMessage(), e);
        }
    }
}

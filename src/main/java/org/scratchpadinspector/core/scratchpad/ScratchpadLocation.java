package org.scratchpadinspector.core.scratchpad;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a scratchpad's files are: the directory holding active.yaml and the snapshots, and the logs
 * directory ({@code logs/} inside it or beside it, in the agent's root).
 */
public record ScratchpadLocation(Path directory, Path logsDirectory) {

    public static final String ACTIVE = "active.yaml";

    /**
     * Accepts the scratchpad directory itself or the agent root that contains {@code scratchpad/}.
     *
     * @throws IllegalArgumentException with an operator-readable reason when {@code dir} is neither
     */
    public static ScratchpadLocation resolve(Path dir) {
        Path given = dir.toAbsolutePath().normalize();
        if (!Files.isDirectory(given)) {
            throw new IllegalArgumentException(Files.exists(given)
                    ? given + " is not a directory"
                    : given + " does not exist");
        }
        Path nested = given.resolve("scratchpad");
        Path directory = !looksLikeScratchpad(given) && Files.isDirectory(nested) ? nested : given;
        return new ScratchpadLocation(directory, findLogs(directory));
    }

    public Path active() {
        return directory.resolve(ACTIVE);
    }

    public Path snapshot(CycleId id, Side side) {
        return directory.resolve(side.fileName(id));
    }

    public Path log(CycleId id) {
        return logsDirectory == null ? null : logsDirectory.resolve("cycle_" + id + ".log");
    }

    private static Path findLogs(Path directory) {
        Path inside = directory.resolve("logs");
        if (Files.isDirectory(inside)) {
            return inside;
        }
        Path parent = directory.getParent();
        Path beside = parent == null ? null : parent.resolve("logs");
        return beside != null && Files.isDirectory(beside) ? beside : null;
    }

    private static boolean looksLikeScratchpad(Path dir) {
        if (Files.exists(dir.resolve(ACTIVE))) {
            return true;
        }
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir, "*_{before,after}.yaml")) {
            return stream.iterator().hasNext();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

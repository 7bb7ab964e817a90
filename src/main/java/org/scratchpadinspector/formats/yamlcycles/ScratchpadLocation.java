package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a scratchpad's files are: the directory holding active.yaml and the snapshots, and the logs
 * directory ({@code logs/} inside it or beside it, in the agent's root).
 *
 * @param named the directory was named as the agent's scratchpad (given explicitly, or found in an agent root as
 *              {@code scratchpads/}, {@code scratchpad/} or the config's {@code scratchpad_path}); a directory
 *              that is neither named nor holds scratchpad files is no scratchpad, and nothing is written there
 */
public record ScratchpadLocation(Path directory, Path logsDirectory, boolean named) {

    public static final String ACTIVE = "active.yaml";

    /** A location named explicitly (the reference agent's own directory, tests). */
    public ScratchpadLocation(Path directory, Path logsDirectory) {
        this(directory, logsDirectory, true);
    }

    /**
     * Accepts the scratchpad directory itself or an agent root: the one named by {@code scratchpad_path} in
     * {@code config/config.yaml}, else {@code scratchpads/} (the real agent's default), else {@code scratchpad/}.
     *
     * @throws IllegalArgumentException with an operator-readable reason when {@code dir} is not a directory
     */
    public static ScratchpadLocation resolve(Path dir) {
        Path given = dir.toAbsolutePath().normalize();
        if (!Files.isDirectory(given)) {
            throw new IllegalArgumentException(Files.exists(given)
                    ? given + " is not a directory"
                    : given + " does not exist");
        }
        Path found = AgentRoot.scratchpadOf(given);
        Path directory = found != null ? found : given;
        return new ScratchpadLocation(directory, findLogs(directory, given), found != null);
    }

    /**
     * The directory the agent runs in, for a directory given as the agent root or as the scratchpad directory
     * itself: the root that holds {@code scratchpads/} or {@code scratchpad/}, else the directory.
     */
    public static Path agentRootOf(Path given) {
        Path dir = given.toAbsolutePath().normalize();
        if (!resolve(dir).directory().equals(dir)) {
            return dir;
        }
        String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
        return (name.equals("scratchpad") || name.equals("scratchpads")) && dir.getParent() != null
                ? dir.getParent() : dir;
    }

    /**
     * The directory the agent runs in: the one that holds the logs it writes relative to it ({@code logs/}), else
     * the root {@link #agentRootOf} finds.
     */
    public Path agentRoot() {
        if (logsDirectory != null && !logsDirectory.startsWith(directory) && logsDirectory.getParent() != null) {
            return logsDirectory.getParent();
        }
        return agentRootOf(directory);
    }

    /** True when the directory is a scratchpad: named as one, or holding active.yaml or cycle snapshots. */
    public boolean hasScratchpad() {
        return named || looksLikeScratchpad(directory);
    }

    /** Why {@link #hasScratchpad()} is false, in one line. */
    public String noScratchpadReason() {
        return "no scratchpad in " + directory + ": no active.yaml, no cycle snapshots, no scratchpads/ or"
                + " scratchpad/ directory and no scratchpad_path in config/config.yaml";
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

    /** {@code logs/} inside the scratchpad, else in the agent root it was found from, else beside it. */
    private static Path findLogs(Path directory, Path root) {
        Path inside = directory.resolve("logs");
        if (Files.isDirectory(inside)) {
            return inside;
        }
        if (Files.isDirectory(root.resolve("logs"))) {
            return root.resolve("logs");
        }
        Path parent = directory.getParent();
        Path beside = parent == null ? null : parent.resolve("logs");
        return beside != null && Files.isDirectory(beside) ? beside : null;
    }

    static boolean looksLikeScratchpad(Path dir) {
        if (Files.exists(dir.resolve(ACTIVE))) {
            return true;
        }
        return hasSnapshots(dir);
    }

    static boolean hasSnapshots(Path dir) {
        if (!Files.isDirectory(dir)) {
            return false;
        }
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir, "*_{before,after}.yaml")) {
            return stream.iterator().hasNext();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import org.scratchpadinspector.engine.timetravel.AgentCodeCopy;
import org.scratchpadinspector.engine.edit.AtomicWriter;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;
import org.scratchpadinspector.formats.yamlcycles.Side;

/**
 * Makes a fork: a new agent root, laid out like the source's, whose history is the source's cycles before one
 * cycle and whose active.yaml is that cycle's {@code _before}. The source is only read.
 *
 * <p>Snapshots are hard links where the file system allows (the agent never writes a snapshot again, and the
 * inspector replaces files by rename, so a link is never written through); logs and active.yaml are copies,
 * since an agent appends to logs and rewrites active.yaml in place. The rest of the agent root (its code, config
 * and data) is copied too ({@link AgentCodeCopy}), so the fork runs with the source's command and its agent
 * writes only into the fork.
 */
public final class Forker {
    /**
     * What was made.
     *
     * @param codeFiles the files and links of the agent root copied besides the scratchpad and logs (its code,
     *                  config and data); 0 with {@code --no-code}
     */
    public record Fork(Path root, Path scratchpad, CycleId cycle, int historyCycles, boolean linked, int codeFiles) {
    }

    /** The fork cannot be made; nothing was created. */
    public static final class Refused extends Exception {
        public Refused(String message) {
            super(message);
        }
    }

    private final Clock clock;

    public Forker(Clock clock) {
        this.clock = clock;
    }

    public Fork fork(Path sourceDir, CycleId id, Path dest) throws IOException, Refused {
        return fork(sourceDir, id, dest, true);
    }

    /**
     * @param withCode copy the rest of the agent root too (its code, config and data), so that the fork runs with
     *                 the source's command; false takes only the scratchpad, the logs and {@code config/}'s files
     */
    public Fork fork(Path sourceDir, CycleId id, Path dest, boolean withCode) throws IOException, Refused {
        ScratchpadLocation source = ScratchpadLocation.resolve(sourceDir);
        if (!source.hasScratchpad()) {
            throw new Refused(source.noScratchpadReason());
        }
        Path root = ScratchpadLocation.agentRootOf(sourceDir);
        Path target = dest.toAbsolutePath().normalize();
        checkDestination(root, source.directory(), target);
        CycleIndex index = CycleIndex.scan(source);
        int at = index.indexOf(id);
        if (at < 0) {
            throw new Refused("no cycle " + id + " in " + source.directory());
        }
        Path before = source.snapshot(id, Side.BEFORE);
        if (!index.has(at, CycleIndex.BEFORE) || !Files.isRegularFile(before, LinkOption.NOFOLLOW_LINKS)) {
            throw new Refused("cycle " + id + " has no _before to start from (" + before.getFileName()
                    + " is missing or not a plain file): fork at another cycle");
        }
        AgentCodeCopy.Plan code = withCode ? codePlan(root, source) : null;
        byte[] start = Files.readAllBytes(before);
        Path scratchpad = target.resolve(root.relativize(source.directory()).toString()).normalize();
        Path logs = logsOf(root, source, target);
        Files.createDirectories(scratchpad);
        boolean linked = true;
        for (int i = 0; i < at; i++) {
            CycleId cycle = index.id(i);
            for (Side side : Side.values()) {
                Path file = source.snapshot(cycle, side);
                if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    linked &= linkOrCopy(file, scratchpad.resolve(file.getFileName().toString()));
                }
            }
            Path log = source.log(cycle);
            if (logs != null && log != null && Files.isRegularFile(log, LinkOption.NOFOLLOW_LINKS)) {
                Files.createDirectories(logs);
                Files.copy(log, logs.resolve(log.getFileName().toString()), StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
        if (code != null) {
            AgentCodeCopy.copy(root, code, target);
        } else {
            copyConfig(root, target);
        }
        copyTemplates(source.directory(), scratchpad);
        AtomicWriter.write(scratchpad.resolve(ScratchpadLocation.ACTIVE), start);
        new ForkRecord(root, id.toString(), clock.instant(), linked).write(target);
        return new Fork(target, scratchpad, id, at, linked, code == null ? 0 : code.count());
    }

    /** What of the root to copy besides the scratchpad and logs; none when the scratchpad is the root itself. */
    private static AgentCodeCopy.Plan codePlan(Path root, ScratchpadLocation source) throws IOException, Refused {
        Path scratchpad = source.directory().toAbsolutePath().normalize();
        if (scratchpad.equals(root) || !scratchpad.startsWith(root)) {
            return null;
        }
        java.util.Set<Path> excluded = new java.util.HashSet<>();
        excluded.add(scratchpad);
        if (source.logsDirectory() != null) {
            excluded.add(source.logsDirectory().toAbsolutePath().normalize());
        }
        try {
            return AgentCodeCopy.plan(root, excluded);
        } catch (AgentCodeCopy.TooLarge e) {
            throw new Refused(e.getMessage());
        }
    }

    private static void checkDestination(Path root, Path scratchpad, Path target) throws IOException, Refused {
        if (target.startsWith(root) || target.startsWith(scratchpad) || root.startsWith(target)) {
            throw new Refused(target + " is inside the source " + root + " (or holds it): fork into a directory"
                    + " outside it, so that the source is never touched");
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            if (!Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
                throw new Refused(target + " exists and is not a directory");
            }
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(target)) {
                if (entries.iterator().hasNext()) {
                    throw new Refused(target + " exists and is not empty: fork into a new or empty directory");
                }
            }
        }
    }

    /** Where the fork's logs go: at the same place relative to the root as the source's, else {@code logs/}. */
    private static Path logsOf(Path root, ScratchpadLocation source, Path target) {
        Path logs = source.logsDirectory();
        if (logs == null) {
            return null;
        }
        Path abs = logs.toAbsolutePath().normalize();
        return abs.startsWith(root) ? target.resolve(root.relativize(abs).toString()) : target.resolve("logs");
    }

    /**
     * The real agent finds its scratchpad through config/config.yaml and reads its rules beside it: the fork
     * runs with copies of the source's config files (its plain files, not subdirectories).
     */
    private static void copyConfig(Path root, Path target) throws IOException {
        Path config = root.resolve("config");
        if (!Files.isDirectory(config, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(config)) {
            for (Path file : files) {
                if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    Files.createDirectories(target.resolve("config"));
                    Files.copy(file, target.resolve("config").resolve(file.getFileName().toString()),
                            StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }

    /** Templates beside active.yaml ({@code active.reset.yaml}...), which an agent or operator may reset from. */
    private static void copyTemplates(Path from, Path to) throws IOException {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(from, "active.?*.yaml")) {
            for (Path file : files) {
                if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    Files.copy(file, to.resolve(file.getFileName().toString()), StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }

    /** True when linked; a copy (with the source's times) when the file system cannot link. */
    private static boolean linkOrCopy(Path file, Path to) throws IOException {
        try {
            Files.createLink(to, file);
            return true;
        } catch (IOException | UnsupportedOperationException e) {
            Files.copy(file, to, StandardCopyOption.COPY_ATTRIBUTES, StandardCopyOption.REPLACE_EXISTING);
            return false;
        }
    }
}

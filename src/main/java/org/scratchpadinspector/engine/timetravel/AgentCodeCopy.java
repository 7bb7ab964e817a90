package org.scratchpadinspector.engine.timetravel;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The rest of an agent root, copied into a fork so that the fork runs with the source's command: the agent's code
 * (a Python package run as {@code python3 -m msa.agent --once}), its configuration and the files its tools read.
 * Every file is a copy, never a hard link, so nothing the forked agent writes can go through to the source; a
 * symbolic link is made again: one to a file inside the copied tree points to the copy (the same relative link), one
 * to a place outside the source keeps pointing there, and none points into the source.
 *
 * <p>Left out: the scratchpad and logs directories (the fork makes its own), the inspector's {@code .inspector/},
 * a live agent's {@code .agent/}, {@code .git/} (the code's history, not needed to run it) and {@code __pycache__/}
 * (Python writes it again). Special files (FIFOs, sockets, devices) are not copied.
 */
public final class AgentCodeCopy {
    /** More than this is no agent's code: a home directory, say. */
    static final int MAX_FILES = 20_000;
    static final long MAX_BYTES = 2L * 1024 * 1024 * 1024;
    private static final Set<String> SKIPPED_NAMES = Set.of(".inspector", ".agent", ".git", "__pycache__");

    /** What would be copied: files and links (relative to the root) and their bytes. */
    public record Plan(List<Path> directories, List<Path> files, List<Path> links, long bytes) {
        public int count() {
            return files.size() + links.size();
        }
    }

    /** The root is too large to copy; nothing was created. */
    public static final class TooLarge extends Exception {
        private static final long serialVersionUID = 1L;

        TooLarge(String message) {
            super(message);
        }
    }

    private AgentCodeCopy() {
    }

    /** Lists what to copy from {@code root}, leaving out {@code excluded} directories; stops past the bounds. */
    public static Plan plan(Path root, Set<Path> excluded) throws IOException, TooLarge {
        List<Path> directories = new ArrayList<>();
        List<Path> files = new ArrayList<>();
        List<Path> links = new ArrayList<>();
        long[] bytes = {0};
        walk(root, root, excluded, directories, files, links, bytes);
        return new Plan(directories, files, links, bytes[0]);
    }

    private static void walk(Path root, Path dir, Set<Path> excluded, List<Path> directories, List<Path> files,
                             List<Path> links, long[] bytes) throws IOException, TooLarge {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                if (SKIPPED_NAMES.contains(name) || excluded.contains(entry.toAbsolutePath().normalize())) {
                    continue;
                }
                BasicFileAttributes attributes = Files.readAttributes(entry, BasicFileAttributes.class,
                        LinkOption.NOFOLLOW_LINKS);
                Path relative = root.relativize(entry);
                if (attributes.isSymbolicLink()) {
                    links.add(relative);
                } else if (attributes.isDirectory()) {
                    directories.add(relative);
                    walk(root, entry, excluded, directories, files, links, bytes);
                } else if (attributes.isRegularFile()) {
                    files.add(relative);
                    bytes[0] += attributes.size();
                }
                if (files.size() + links.size() > MAX_FILES || bytes[0] > MAX_BYTES) {
                    throw new TooLarge(root + " holds more than " + String.format("%,d", MAX_FILES) + " files or "
                            + MAX_BYTES / (1024 * 1024 * 1024) + " GB besides the scratchpad and logs: too much to copy"
                            + " as the agent's code; fork with --no-code to take the scratchpad, logs and config only");
                }
            }
        }
    }

    /** Copies what {@code plan} lists from {@code root} into {@code target}. */
    public static void copy(Path root, Plan plan, Path target) throws IOException {
        for (Path dir : plan.directories()) {
            Files.createDirectories(target.resolve(dir.toString()));
        }
        for (Path file : plan.files()) {
            Path to = target.resolve(file.toString());
            Files.createDirectories(to.getParent());
            Files.copy(root.resolve(file.toString()), to, StandardCopyOption.COPY_ATTRIBUTES,
                    StandardCopyOption.REPLACE_EXISTING);
        }
        for (Path link : plan.links()) {
            Path from = root.resolve(link.toString());
            Path to = target.resolve(link.toString());
            Files.createDirectories(to.getParent());
            Files.createSymbolicLink(to, relink(root, from, target));
        }
    }

    /**
     * Where the fork's link at the place of {@code link} points: a link that stays inside the source root points to
     * the same place in the fork (relative as it was, or made absolute into the fork), one that leaves the source
     * keeps its target, made absolute so that it still reaches it from the fork.
     */
    static Path relink(Path root, Path link, Path target) throws IOException {
        Path written = Files.readSymbolicLink(link);
        Path resolved = link.getParent().resolve(written).toAbsolutePath().normalize();
        Path absoluteRoot = root.toAbsolutePath().normalize();
        Path realRoot = absoluteRoot.toRealPath();
        Path inside = resolved.startsWith(absoluteRoot) ? absoluteRoot.relativize(resolved) : null;
        if (inside == null && resolved.startsWith(realRoot)) {
            inside = realRoot.relativize(resolved); // an absolute link through the root's real path
        }
        if (inside != null) {
            return written.isAbsolute() || !resolved.startsWith(absoluteRoot)
                    ? target.resolve(inside.toString()) : written;
        }
        return written.isAbsolute() ? written : resolved;
    }
}

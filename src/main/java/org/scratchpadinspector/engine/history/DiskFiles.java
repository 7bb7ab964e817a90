package org.scratchpadinspector.engine.history;

import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.format.Untrusted;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The memory files of a directory as they are on disk now, read in one pass: regular files the filter accepts, in
 * folders it may hold memory in, never {@code .git}; a symbolic link only when it stays inside the directory. Bounded:
 * a file over {@value #MAX_FILE_BYTES} bytes, or files past the {@value #MAX_FILES}th, are left out and named in
 * {@link Snapshot#skipped()}.
 */
public final class DiskFiles {
    public static final long MAX_FILE_BYTES = 16L << 20;
    public static final int MAX_FILES = 10_000;
    private static final int MAX_DEPTH = 12;

    /**
     * What was read.
     *
     * @param files   relative path → bytes, sorted by path
     * @param skipped one line per file left out, with the reason
     */
    public record Snapshot(Map<String, byte[]> files, List<String> skipped) {
    }

    private DiskFiles() {
    }

    public static Snapshot read(Path dir, MemoryFiles filter) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        List<String> skipped = new ArrayList<>();
        Path root = dir.toRealPath();
        walk(root, root, "", filter, files, skipped, 0);
        return new Snapshot(files, skipped);
    }

    /** The relative paths of the memory files, without reading them. */
    public static List<String> list(Path dir, MemoryFiles filter) throws IOException {
        Path root = dir.toRealPath();
        List<String> names = new ArrayList<>();
        listInto(root, root, "", filter, names, 0);
        return names;
    }

    private static void listInto(Path root, Path folder, String prefix, MemoryFiles filter, List<String> names, int depth)
            throws IOException {
        for (Path entry : sorted(folder)) {
            String name = entry.getFileName().toString();
            String rel = prefix + name;
            if (name.equals(".git")) {
                continue;
            }
            if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                if (depth < MAX_DEPTH && filter.mayHoldMemory(rel)) {
                    listInto(root, entry, rel + "/", filter, names, depth + 1);
                }
            } else if (filter.isMemoryFile(rel) && insideRegular(root, entry)) {
                names.add(rel);
            }
        }
    }

    private static void walk(Path root, Path folder, String prefix, MemoryFiles filter, Map<String, byte[]> files,
                             List<String> skipped, int depth) throws IOException {
        for (Path entry : sorted(folder)) {
            String name = entry.getFileName().toString();
            String rel = prefix + name;
            if (name.equals(".git")) {
                continue;
            }
            if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                if (depth < MAX_DEPTH && filter.mayHoldMemory(rel)) {
                    walk(root, entry, rel + "/", filter, files, skipped, depth + 1);
                }
                continue;
            }
            if (!filter.isMemoryFile(rel)) {
                continue;
            }
            String link = SymlinkCheck.refusal(entry, root);
            if (link != null) {
                skipped.add(Untrusted.line(rel) + ": " + link);
            } else if (!insideRegular(root, entry)) {
                skipped.add(Untrusted.line(rel) + ": not a regular file inside the directory (a FIFO, a device): not read");
            } else if (files.size() >= MAX_FILES) {
                skipped.add(rel + ": more than " + MAX_FILES + " memory files: not read");
            } else {
                try {
                    long size = Files.size(entry);
                    if (size > MAX_FILE_BYTES) {
                        skipped.add(rel + ": " + size + " bytes, over the " + (MAX_FILE_BYTES >> 20) + " MiB bound: not read");
                    } else {
                        files.put(rel, Files.readAllBytes(entry));
                    }
                } catch (java.nio.file.NoSuchFileException gone) {
                    // deleted between listing and reading: it is simply not there now
                } catch (IOException e) {
                    skipped.add(rel + ": cannot be read: " + e.getMessage());
                }
            }
        }
    }

    private static boolean insideRegular(Path root, Path entry) {
        try {
            if (Files.isSymbolicLink(entry)) {
                Path real = entry.toRealPath();
                return real.startsWith(root) && Files.isRegularFile(real);
            }
            return Files.isRegularFile(entry, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return false;
        }
    }

    private static List<Path> sorted(Path folder) throws IOException {
        List<Path> entries = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder)) {
            stream.forEach(entries::add);
        } catch (java.nio.file.NoSuchFileException | java.nio.file.NotDirectoryException e) {
            return List.of();
        }
        entries.sort(null);
        return entries;
    }
}

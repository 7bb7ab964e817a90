package org.scratchpadinspector.engine.edit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Which other processes hold a file open for writing, where the system says so: on Linux each process's open
 * files are links in {@code /proc/PID/fd} and their open flags are in {@code /proc/PID/fdinfo}. An agent saving
 * in place ({@code open(path, 'w')}, then the dump) holds its file open for writing until the save is whole, so
 * a file held that way is being written even when what it holds so far parses. Elsewhere (another system, a
 * remote file system, processes we may not look at) the answer is "none known", and the other signs of a file
 * being written (its size or time moving, empty) are all there is.
 */
final class OpenWriters {
    private static final Path PROC = Path.of("/proc");
    private static final String DELETED = " (deleted)";
    private static final int ACCESS_MODE = 3;

    private OpenWriters() {
    }

    /**
     * The pids of other processes holding {@code file} open for writing; with {@code unlinkedToo}, also the ones
     * writing a file of that name that has since been replaced (the old file of a rename).
     */
    static List<Long> of(Path file, boolean unlinkedToo) {
        if (file.getFileSystem() != FileSystems.getDefault() || !Files.isDirectory(PROC.resolve("self/fd"))) {
            return List.of();
        }
        String name;
        try {
            name = file.toAbsolutePath().getParent().toRealPath().resolve(file.getFileName()).toString();
        } catch (IOException e) {
            return List.of();
        }
        long self = ProcessHandle.current().pid();
        List<Long> writers = new ArrayList<>();
        try (DirectoryStream<Path> processes = Files.newDirectoryStream(PROC)) {
            for (Path process : processes) {
                String pid = process.getFileName().toString();
                if (!pid.chars().allMatch(Character::isDigit) || Long.parseLong(pid) == self) {
                    continue;
                }
                if (writes(process, name, unlinkedToo)) {
                    writers.add(Long.parseLong(pid));
                }
            }
        } catch (IOException | RuntimeException e) {
            return writers;
        }
        return writers;
    }

    private static boolean writes(Path process, String name, boolean unlinkedToo) {
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(process.resolve("fd"))) {
            for (Path fd : fds) {
                String target;
                try {
                    target = Files.readSymbolicLink(fd).toString();
                } catch (IOException | UnsupportedOperationException e) {
                    continue;
                }
                if ((target.equals(name) || unlinkedToo && target.equals(name + DELETED))
                        && openForWriting(process.resolve("fdinfo").resolve(fd.getFileName()))) {
                    return true;
                }
            }
        } catch (IOException | RuntimeException e) {
            return false; // a process we may not look at, or one that has just ended
        }
        return false;
    }

    private static boolean openForWriting(Path fdinfo) {
        try {
            for (String line : new String(Files.readAllBytes(fdinfo), StandardCharsets.US_ASCII).split("\n")) {
                if (line.startsWith("flags:")) {
                    return (Integer.parseInt(line.substring(6).trim(), 8) & ACCESS_MODE) != 0;
                }
            }
        } catch (IOException | RuntimeException e) {
            return false;
        }
        return false;
    }
}

package org.scratchpadinspector.formats.recursivecontext;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Which folders are runs: the directory itself when it holds a run's files, else its sub-folders that do (a
 * folder of runs). Hidden folders ({@code .inspector/}) are never runs. At most {@link #LOOKED_AT} entries of a
 * folder are looked at, so a folder of a million files costs a bounded listing.
 */
final class RunFolders {
    static final List<String> RUN_FILES = List.of(TraceReader.FILE, SavedState.FILE, RunLog.FILE);
    static final int LOOKED_AT = 100_000;

    /** A run: its name (its folder's name) and its folder. */
    record Run(String name, Path folder) {
    }

    private RunFolders() {
    }

    static boolean holdsRunFiles(Path folder) {
        for (String file : RUN_FILES) {
            if (Files.exists(folder.resolve(file), LinkOption.NOFOLLOW_LINKS)) {
                return true;
            }
        }
        return false;
    }

    /** The runs of {@code root}, by name (Python's {@code sorted()} order for names in the BMP). */
    static List<Run> runs(Path root) {
        if (holdsRunFiles(root)) {
            Path name = root.toAbsolutePath().normalize().getFileName();
            return List.of(new Run(name == null ? root.toString() : name.toString(), root));
        }
        List<Run> runs = new ArrayList<>();
        for (Path sub : subfolders(root)) {
            if (holdsRunFiles(sub)) {
                runs.add(new Run(sub.getFileName().toString(), sub));
            }
        }
        runs.sort(java.util.Comparator.comparing(Run::name));
        return runs;
    }

    static List<Path> subfolders(Path root) {
        List<Path> folders = new ArrayList<>();
        if (!Files.isDirectory(root)) {
            return folders;
        }
        int seen = 0;
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(root)) {
            for (Path p : stream) {
                if (++seen > LOOKED_AT) {
                    break;
                }
                if (!p.getFileName().toString().startsWith(".") && Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    folders.add(p);
                }
            }
        } catch (IOException e) {
            return folders;
        }
        return folders;
    }
}

package org.scratchpadinspector.formats.recursivecontext;

import org.scratchpadinspector.engine.files.Locations;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.format.Untrusted;

/**
 * Which folders are runs: the directory itself when it holds a run's files, else its sub-folders that do (a
 * folder of runs). Hidden folders ({@code .inspector/}) are never runs. Listing looks at every entry and says what
 * it leaves out: a run folder that is a link leaving the folder, a folder that cannot be read (listed as a run that
 * cannot be read), a folder that cannot be listed. Recognising looks only at names that do not end like a file.
 */
final class RunFolders {
    static final List<String> RUN_FILES = List.of(TraceReader.FILE, SavedState.FILE, RunLog.FILE);
    /** Names that end like a file (a snapshot, a log, a JSON file): recognition looks for no run folder there. */
    private static final Pattern FILE_NAME = Pattern.compile("\\.(ya?ml|json|jsonl|log|txt|md)$", Pattern.CASE_INSENSITIVE);

    /** A run: its name (its folder's name) and its folder. */
    record Run(String name, Path folder) {
    }

    /** The runs found, in name order, and lines for what was not read. */
    record Listing(List<Run> runs, List<String> notes) {
        Listing {
            runs = List.copyOf(runs);
            notes = List.copyOf(notes);
        }
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

    /** Whether the folder's entries can be looked at (read and search permission). */
    static boolean readable(Path folder) {
        return Locations.listable(folder);
    }

    /** The runs of {@code root}, by name (Python's {@code sorted()} order for names in the BMP). */
    static List<Run> runs(Path root) {
        return list(root).runs();
    }

    /** The runs of {@code root} and what was left out, every entry looked at. */
    static Listing list(Path root) {
        if (holdsRunFiles(root)) {
            Path name = root.toAbsolutePath().normalize().getFileName();
            return new Listing(List.of(new Run(name == null ? root.toString() : name.toString(), root)), List.of());
        }
        List<Run> runs = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        if (!Files.isDirectory(root)) {
            return new Listing(runs, notes);
        }
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(root)) {
            for (Path p : stream) {
                String name = p.getFileName().toString();
                if (name.startsWith(".") || !Files.isDirectory(p)) {
                    continue;
                }
                String link = Files.isSymbolicLink(p) ? SymlinkCheck.refusal(p, root) : null;
                if (link != null) {
                    notes.add(Untrusted.line(name) + ": a folder that is a " + link);
                } else if (!readable(p) || holdsRunFiles(p)) {
                    runs.add(new Run(name, p));
                }
            }
        } catch (IOException | java.nio.file.DirectoryIteratorException e) {
            Throwable cause = e instanceof java.nio.file.DirectoryIteratorException d ? d.getCause() : e;
            notes.add(Untrusted.line(root.toString()) + ": cannot be listed ("
                    + (cause instanceof java.nio.file.AccessDeniedException ? "permission denied"
                    : Untrusted.line(String.valueOf(cause.getMessage()))) + "): the runs in it are not read");
        }
        runs.sort(java.util.Comparator.comparing(Run::name));
        return new Listing(runs, notes);
    }

    /** Up to {@code max} runs of {@code root} for recognising it, looking only at names that do not end like a file. */
    static List<Run> candidates(Path root, int max) {
        List<Run> runs = new ArrayList<>();
        if (!Files.isDirectory(root)) {
            return runs;
        }
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(root)) {
            for (Path p : stream) {
                String name = p.getFileName().toString();
                if (name.startsWith(".") || FILE_NAME.matcher(name).find()) {
                    continue;
                }
                if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS) && holdsRunFiles(p)) {
                    runs.add(new Run(name, p));
                    if (runs.size() == max) {
                        break;
                    }
                }
            }
        } catch (IOException | java.nio.file.DirectoryIteratorException e) {
            return runs;
        }
        return runs;
    }
}

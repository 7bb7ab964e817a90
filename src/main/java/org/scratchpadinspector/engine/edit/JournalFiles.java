package org.scratchpadinspector.engine.edit;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the journals of a memory directory are: an edit journals in {@code .inspector/journal.jsonl} beside the
 * file it writes, which is the directory itself or one of its folders (a run, the sessions folder). Reading finds
 * no journal where none was written, and creates nothing.
 */
public final class JournalFiles {
    public static final String INSPECTOR_DIR = ".inspector";

    private JournalFiles() {
    }

    /** The journal an edit of a file in {@code directory} appends to (it may not exist yet). */
    public static Path beside(Path directory) {
        return directory.resolve(INSPECTOR_DIR).resolve(Journal.FILE_NAME);
    }

    /** Every journal that exists in {@code directory} or one level below it, the directory's own first. */
    public static List<Path> under(Path directory) {
        List<Path> journals = new ArrayList<>();
        addIfFile(beside(directory), journals);
        if (!Files.isDirectory(directory)) {
            return journals;
        }
        List<Path> below = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory)) {
            for (Path entry : entries) {
                if (!entry.getFileName().toString().equals(INSPECTOR_DIR)
                        && Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                    addIfFile(beside(entry), below);
                }
            }
        } catch (IOException e) {
            // an unreadable directory holds no journal we could read
        }
        below.sort(null);
        journals.addAll(below);
        return journals;
    }

    private static void addIfFile(Path file, List<Path> into) {
        if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            into.add(file);
        }
    }
}

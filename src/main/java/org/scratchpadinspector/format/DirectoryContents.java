package org.scratchpadinspector.format;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * What a directory that is no scratchpad holds, counted by kind, for the one line that says so.
 *
 * @param directory   the directory looked at
 * @param files       regular files by extension ({@code .json}, {@code .txt}, "no extension")
 * @param directories how many subdirectories
 */
public record DirectoryContents(Path directory, Map<String, Integer> files, int directories) {
    private static final int MAX_LOOKED_AT = 100_000;
    static final String KNOWN = "known: the seed-000 cycle scratchpad (active.yaml, <YYYYMMDD_HHMMSS>_before.yaml and"
            + " _after.yaml, or an agent root holding scratchpads/, scratchpad/ or config/config.yaml)";

    public static DirectoryContents of(Path directory) {
        Map<String, Integer> files = new TreeMap<>();
        int directories = 0;
        int seen = 0;
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory)) {
            for (Path entry : stream) {
                if (++seen > MAX_LOOKED_AT) {
                    break;
                }
                if (Files.isDirectory(entry)) {
                    directories++;
                } else {
                    files.merge(extension(entry.getFileName().toString()), 1, Integer::sum);
                }
            }
        } catch (IOException e) {
            return new DirectoryContents(directory, Map.of(), 0);
        }
        return new DirectoryContents(directory, files, directories);
    }

    public boolean isEmpty() {
        return files.isEmpty() && directories == 0;
    }

    /** One line: what was found, that no known memory format was recognised, and what is known. */
    public String noFormatMessage() {
        return noFormatMessage(KNOWN);
    }

    /** The same line, with {@code known} ("known: ...") naming every format a registry knows. */
    public String noFormatMessage(String known) {
        if (isEmpty()) {
            return directory + " is empty: no cycles and no active.yaml yet (a seed-000 scratchpad looks like this only"
                    + " before its agent's first cycle); " + known;
        }
        String found = files.entrySet().stream()
                .map(e -> e.getValue() + " " + e.getKey() + (e.getValue() == 1 ? " file" : " files"))
                .collect(Collectors.joining(", "));
        if (directories > 0) {
            found = (found.isEmpty() ? "" : found + ", ") + directories + (directories == 1 ? " directory" : " directories");
        }
        return directory + ": " + found + ", no known memory format; " + known;
    }

    private static String extension(String name) {
        int dot = name.lastIndexOf('.');
        return dot <= 0 ? "extensionless" : name.substring(dot).toLowerCase(Locale.ROOT);
    }
}

package org.scratchpadinspector.formats.mempalace;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.scratchpadinspector.engine.edit.AtomicWriter;

/**
 * Previous versions of session files, kept before each write in {@code .inspector/history/} beside them, one
 * file each named {@code <UTC time to the microsecond>_<session id>_<first 16 hex digits of its SHA-256>.json}
 * so that the names sort in write order; only the newest {@link #LIMIT} are kept.
 */
final class SessionHistory {
    static final int LIMIT = 50;
    private static final DateTimeFormatter NAME_TIME =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss.SSSSSS'Z'").withZone(ZoneOffset.UTC);

    /** Only names it wrote count (and are pruned): anything else put there is left alone. */
    private static final Pattern OURS = Pattern.compile("\\d{8}T\\d{6}\\.\\d{6}Z_.+_[0-9a-f]{16}\\.json");

    private final Path directory;

    SessionHistory(Path directory) {
        this.directory = directory;
    }

    /** Keeps {@code bytes}, the version of session {@code id} about to be replaced; returns the kept file's name. */
    String save(String id, byte[] bytes, String hash, Instant time) throws IOException {
        Files.createDirectories(directory);
        List<Path> entries = entries();
        Instant when = time.truncatedTo(ChronoUnit.MICROS);
        if (!entries.isEmpty()) {
            String newest = entries.get(entries.size() - 1).getFileName().toString();
            String candidate = NAME_TIME.format(when);
            if (candidate.compareTo(newest.substring(0, candidate.length())) <= 0) {
                when = Instant.from(NAME_TIME.parse(newest.substring(0, candidate.length()))).plus(1, ChronoUnit.MICROS);
            }
        }
        String name = NAME_TIME.format(when) + "_" + id + "_" + hash.substring(0, 16) + ".json";
        AtomicWriter.write(directory.resolve(name), bytes);
        entries = entries();
        for (int i = 0; i < entries.size() - LIMIT; i++) {
            Files.deleteIfExists(entries.get(i));
        }
        return name;
    }

    List<Path> entries() throws IOException {
        List<Path> entries = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return entries;
        }
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory, "*.json")) {
            for (Path p : stream) {
                if (OURS.matcher(p.getFileName().toString()).matches()) {
                    entries.add(p);
                }
            }
        }
        entries.sort(null);
        return entries;
    }
}

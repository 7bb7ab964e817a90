package org.scratchpadinspector.engine.edit;

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
import java.util.Optional;

/**
 * Previous versions of active.yaml, one file each in {@code .inspector/history/}, named
 * {@code <UTC time to the microsecond>_<first 16 hex digits of the SHA-256>.yaml} so that names sort in
 * write order (a name is never earlier than the newest one). Only the newest {@link #LIMIT} are kept.
 */
public final class History {
    public static final int LIMIT = 50;
    private static final DateTimeFormatter NAME_TIME =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss.SSSSSS'Z'").withZone(ZoneOffset.UTC);
    private static final int TIME_LENGTH = 23;

    private final Path directory;
    private final int limit;

    public History(Path directory) {
        this(directory, LIMIT);
    }

    public History(Path directory, int limit) {
        this.directory = directory;
        this.limit = limit;
    }

    public Path directory() {
        return directory;
    }

    /** Entries, oldest first. Reading a missing directory gives none and creates nothing. */
    public List<Path> entries() throws IOException {
        if (!Files.isDirectory(directory)) {
            return List.of();
        }
        List<Path> entries = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory, "*.yaml")) {
            stream.forEach(entries::add);
        }
        entries.sort(null);
        return entries;
    }

    public Optional<Path> newest() throws IOException {
        List<Path> entries = entries();
        return entries.isEmpty() ? Optional.empty() : Optional.of(entries.get(entries.size() - 1));
    }

    /**
     * Stores {@code bytes} (a version about to be replaced) durably, with the permissions of
     * {@code permissionsOf} when it exists (a private active.yaml keeps private copies), prunes to the limit,
     * and returns its path.
     */
    public Path save(byte[] bytes, String hash, Instant time, Path permissionsOf) throws IOException {
        Files.createDirectories(directory);
        Instant when = time.truncatedTo(ChronoUnit.MICROS);
        Optional<Path> newest = newest();
        if (newest.isPresent()) {
            Instant last = timeOf(newest.get());
            if (last != null && !when.isAfter(last)) {
                when = last.plus(1, ChronoUnit.MICROS);
            }
        }
        Path entry = directory.resolve(NAME_TIME.format(when) + "_" + hash.substring(0, 16) + ".yaml");
        AtomicWriter.write(entry, bytes);
        if (permissionsOf != null && Files.exists(permissionsOf)
                && Files.getFileAttributeView(entry, java.nio.file.attribute.PosixFileAttributeView.class) != null) {
            Files.setPosixFilePermissions(entry, Files.getPosixFilePermissions(permissionsOf));
        }
        prune();
        return entry;
    }

    private void prune() throws IOException {
        List<Path> entries = entries();
        for (int i = 0; i < entries.size() - limit; i++) {
            Files.deleteIfExists(entries.get(i));
        }
    }

    private static Instant timeOf(Path entry) {
        String name = entry.getFileName().toString();
        if (name.length() < TIME_LENGTH) {
            return null;
        }
        try {
            return Instant.from(NAME_TIME.parse(name.substring(0, TIME_LENGTH)));
        } catch (RuntimeException e) {
            return null;
        }
    }
}

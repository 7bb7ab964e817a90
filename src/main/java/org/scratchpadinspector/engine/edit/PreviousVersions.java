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
import java.util.regex.Pattern;

/**
 * The versions a safe write replaced, one file each in {@code .inspector/history/}, named
 * {@code <UTC time to the microsecond>_<label>} so that names sort in write order (a name is never earlier than
 * the newest one). The label says what the copy is: for active.yaml the first 16 hex digits of its SHA-256 and
 * {@code .yaml}; a format with several files adds the file's name or unit. Only the newest {@link #LIMIT} are
 * kept; a file in the folder that this class did not name is never listed or pruned.
 */
public final class PreviousVersions {
    public static final int LIMIT = 50;
    private static final DateTimeFormatter NAME_TIME =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss.SSSSSS'Z'").withZone(ZoneOffset.UTC);
    private static final int TIME_LENGTH = 23;
    private static final Pattern OURS = Pattern.compile("\\d{8}T\\d{6}\\.\\d{6}Z_.+");

    private final Path directory;
    private final int limit;

    public PreviousVersions(Path directory) {
        this(directory, LIMIT);
    }

    public PreviousVersions(Path directory, int limit) {
        this.directory = directory;
        this.limit = limit;
    }

    /** The label seed 000 gives a copy of active.yaml: {@code <16 hex digits of its hash>.yaml}. */
    public static String hashLabel(String hash, String suffix) {
        return hash.substring(0, 16) + suffix;
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
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory)) {
            for (Path p : stream) {
                String name = p.getFileName().toString();
                if (OURS.matcher(name).matches() && !name.endsWith(AtomicWriter.TEMP_SUFFIX)) {
                    entries.add(p);
                }
            }
        }
        entries.sort(null);
        return entries;
    }

    public Optional<Path> newest() throws IOException {
        List<Path> entries = entries();
        return entries.isEmpty() ? Optional.empty() : Optional.of(entries.get(entries.size() - 1));
    }

    /**
     * Stores {@code bytes} (a version about to be replaced) durably under {@code <time>_<label>}, with the
     * permissions of {@code permissionsOf} when it exists (a private file keeps private copies), prunes to the
     * limit, and returns its path.
     */
    public Path save(byte[] bytes, String label, Instant time, Path permissionsOf) throws IOException {
        Files.createDirectories(directory);
        Instant when = time.truncatedTo(ChronoUnit.MICROS);
        Optional<Path> newest = newest();
        if (newest.isPresent()) {
            Instant last = timeOf(newest.get());
            if (last != null && !when.isAfter(last)) {
                when = last.plus(1, ChronoUnit.MICROS);
            }
        }
        Path entry = directory.resolve(NAME_TIME.format(when) + "_" + label);
        AtomicWriter.write(entry, bytes, permissionsOf);
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

package org.scratchpadinspector.ui.main;

import org.scratchpadinspector.engine.files.Locations;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The demo agent root shipped inside the jar ({@code /samples/demo/…}), copied to a fresh temporary directory so
 * that opening it never touches the original and live writes into the copy are possible.
 *
 * <p>The copy's files carry the times of the cycles they belong to, not the time of the copy: a freshly written
 * {@code _before} without {@code _after} is a sign of life, and the demo's unfinished cycle would read "running"
 * for the stale limit although nothing runs it (decision 0066).
 */
public final class BundledSample {
    private static final String MARKER = "/samples/demo/expected.json";
    private static final String PREFIX = "scratchpad-demo-";
    private static final Pattern CYCLE_ID = Pattern.compile("\\d{8}_\\d{6}");
    /** A cycle's start as the demo's file names hold it, in local time. */
    private static final java.time.format.DateTimeFormatter STAMP = java.time.format.DateTimeFormatter
            .ofPattern("uuuuMMdd_HHmmss").withResolverStyle(java.time.format.ResolverStyle.STRICT);
    /** Older than any stale limit an operator would set, so that no copied file looks like a sign of life. */
    static final Duration AT_LEAST_AGO = Duration.ofDays(7);

    private BundledSample() {
    }

    public static Path extract() throws IOException {
        URL marker = BundledSample.class.getResource(MARKER);
        if (marker == null) {
            throw new IOException("the bundled demo sample is missing from this build");
        }
        Path target = Files.createTempDirectory(PREFIX);
        try {
            URI uri = marker.toURI();
            if ("jar".equals(uri.getScheme())) {
                try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
                    copyTree(jar.getPath(MARKER).getParent(), target);
                }
            } else {
                copyTree(Path.of(uri).getParent(), target);
            }
        } catch (URISyntaxException e) {
            throw new IOException(e);
        }
        return target.resolve("demo");
    }

    /** Whether {@code dir} is inside a copy made by {@link #extract()}. */
    public static boolean isCopy(Path dir) {
        if (!Locations.isLocal(dir)) {
            return false;
        }
        Path tmp = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath().normalize();
        Path given = dir.toAbsolutePath().normalize();
        return given.startsWith(tmp) && given.getNameCount() > tmp.getNameCount()
                && given.getName(tmp.getNameCount()).toString().startsWith(PREFIX);
    }

    private static void copyTree(Path source, Path targetParent) throws IOException {
        Path target = targetParent.resolve("demo");
        List<Path> copied = new ArrayList<>();
        try (Stream<Path> files = Files.walk(source)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path out = target.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(out);
                } else {
                    Files.copy(p, out);
                    copied.add(out);
                }
            }
        }
        dateByCycle(copied, Instant.now());
    }

    /**
     * Gives each file the start of the cycle its name holds (a file of no cycle: the newest cycle's), all moved back
     * together when needed so that the newest is at least {@link #AT_LEAST_AGO} before {@code now}.
     */
    static void dateByCycle(List<Path> files, Instant now) throws IOException {
        Instant newest = null;
        for (Path file : files) {
            Instant time = cycleTime(file);
            newest = time == null || (newest != null && newest.isAfter(time)) ? newest : time;
        }
        Instant latestAllowed = now.minus(AT_LEAST_AGO);
        Instant fallback = newest == null ? latestAllowed : newest;
        Duration shift = fallback.isAfter(latestAllowed) ? Duration.between(latestAllowed, fallback) : Duration.ZERO;
        for (Path file : files) {
            Instant time = cycleTime(file);
            Files.setLastModifiedTime(file, FileTime.from((time == null ? fallback : time).minus(shift)));
        }
    }

    /** The start of the cycle named in the file's name (the agent names cycles by their local start time), or null. */
    private static Instant cycleTime(Path file) {
        Matcher m = CYCLE_ID.matcher(file.getFileName().toString());
        if (!m.find()) {
            return null;
        }
        try {
            return java.time.LocalDateTime.parse(m.group(), STAMP).atZone(ZoneId.systemDefault()).toInstant();
        } catch (java.time.format.DateTimeParseException notATime) {
            return null;
        }
    }
}

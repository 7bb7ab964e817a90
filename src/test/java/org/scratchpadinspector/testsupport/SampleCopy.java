package org.scratchpadinspector.testsupport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.stream.Stream;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;

/**
 * A copy of a committed sample whose newest cycle without {@code _after} shows a sign of life now: its
 * {@code _before} and log are touched, so that it lists as running however long ago the sample was checked out
 * (a checkout's files carry the checkout time).
 */
public final class SampleCopy {
    private SampleCopy() {
    }

    /** Copies {@code sample} (an agent root) to {@code into}, with the newest cycle's files written now. */
    public static Path live(Path sample, Path into) throws IOException {
        copy(sample, into);
        touchNewestBefore(into, Instant.now());
        return into;
    }

    /** Copies the tree {@code sample} to {@code into} (files get the time of now); returns {@code into}. */
    public static Path copy(Path sample, Path into) throws IOException {
        try (Stream<Path> files = Files.walk(sample)) {
            for (Path source : (Iterable<Path>) files::iterator) {
                Path target = into.resolve(sample.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        return into;
    }

    /** Sets the modification time of the newest {@code _before} of the scratchpad of {@code root} and of its log. */
    public static void touchNewestBefore(Path root, Instant when) throws IOException {
        ScratchpadLocation location = ScratchpadLocation.resolve(root);
        Path scratchpad = location.directory();
        String newest;
        try (Stream<Path> files = Files.list(scratchpad)) {
            newest = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith("_before.yaml"))
                    .max(String::compareTo).orElse(null);
        }
        if (newest == null) {
            return;
        }
        Files.setLastModifiedTime(scratchpad.resolve(newest), FileTime.from(when));
        Path log = location.logsDirectory() == null ? null
                : location.logsDirectory().resolve("cycle_" + newest.substring(0, 15) + ".log");
        if (log != null && Files.exists(log)) {
            Files.setLastModifiedTime(log, FileTime.from(when));
        }
    }
}

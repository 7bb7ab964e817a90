package org.scratchpadinspector.engine.watch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.Objects;

/**
 * Answers "has this file stopped changing?". There is no "write finished" event, and writers emit a file in
 * several chunks, so a file that parses badly right after a change is retried once it is stable.
 */
public final class FileStability {
    private FileStability() {
    }

    /** What one stat of a file saw; the file key catches an atomic replace by a file of the same size. */
    public record Stamp(long size, FileTime lastModified, Object fileKey) {
        public static Stamp of(Path file) throws IOException {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            return new Stamp(attributes.size(), attributes.lastModifiedTime(), attributes.fileKey());
        }

        public boolean sameAs(Stamp other) {
            return size == other.size && lastModified.equals(other.lastModified)
                    && Objects.equals(fileKey, other.fileKey);
        }
    }

    /**
     * Stats the file twice, {@code gap} apart, on the calling thread (never call it on a UI thread).
     *
     * @return true when size, modification time and identity did not change during the gap
     * @throws java.nio.file.NoSuchFileException when the file is missing at either stat
     */
    public static boolean isStable(Path file, Duration gap) throws IOException, InterruptedException {
        Stamp before = Stamp.of(file);
        Thread.sleep(gap.toMillis(), gap.toNanosPart() % 1_000_000);
        return before.sameAs(Stamp.of(file));
    }
}

package org.scratchpadinspector.engine.watch;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileStabilityTest {
    @TempDir
    Path temp;

    @Test
    void aFileNobodyWritesIsStable() throws Exception {
        Path file = Files.writeString(temp.resolve("active.yaml"), "a: 1\n");

        assertThat(FileStability.isStable(file, Duration.ofMillis(20))).isTrue();
    }

    @Test
    void aFileBeingAppendedToIsNotStable() throws Exception {
        Path file = Files.writeString(temp.resolve("active.yaml"), "a: 1\n");
        AtomicBoolean writing = new AtomicBoolean(true);
        Thread writer = new Thread(() -> {
            try (OutputStream out = Files.newOutputStream(file, java.nio.file.StandardOpenOption.APPEND)) {
                while (writing.get()) {
                    out.write("b: 2\n".getBytes(UTF_8));
                    out.flush();
                    Thread.sleep(2);
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        writer.start();
        try {
            assertThat(FileStability.isStable(file, Duration.ofMillis(100))).isFalse();
        } finally {
            writing.set(false);
            writer.join();
        }
    }

    @Test
    void aFileReplacedBySameSizedContentIsNotTheSameStamp() throws Exception {
        Path file = Files.writeString(temp.resolve("active.yaml"), "a: 1\n");
        FileStability.Stamp before = FileStability.Stamp.of(file);
        Path replacement = Files.writeString(temp.resolve("active.yaml.tmp"), "a: 2\n");
        Files.setLastModifiedTime(replacement, before.lastModified());
        Files.move(replacement, file, java.nio.file.StandardCopyOption.ATOMIC_MOVE);

        assertThat(FileStability.Stamp.of(file).sameAs(before)).isFalse();
    }

    @Test
    void aMissingFileIsReportedAsMissing() {
        assertThatThrownBy(() -> FileStability.isStable(temp.resolve("gone.yaml"), Duration.ofMillis(1)))
                .isInstanceOf(NoSuchFileException.class);
    }
}

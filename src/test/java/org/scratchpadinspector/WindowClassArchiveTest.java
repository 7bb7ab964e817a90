package org.scratchpadinspector;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WindowClassArchiveTest {
    @TempDir
    Path dir;

    private Path jar() throws Exception {
        Path jar = dir.resolve("app.jar");
        if (!Files.exists(jar)) {
            Files.writeString(jar, "classes");
        }
        return jar;
    }

    private WindowClassArchive archive(String jvm) throws Exception {
        return WindowClassArchive.in(dir.resolve("cache"), jar().toString(), jvm).orElseThrow();
    }

    @Test
    void theFirstWindowWritesTheArchiveAtExitAndLaterOnesMapIt() throws Exception {
        WindowClassArchive first = archive("jdk-17");
        assertThat(first.options()).contains("-XX:ArchiveClassesAtExit=" + first.pending(), "-Xlog:cds*=off");

        Files.createDirectories(first.pending().getParent());
        Files.writeString(first.pending(), "archive");
        first.settle(true);

        assertThat(first.archive()).hasContent("archive");
        assertThat(first.pending()).doesNotExist();
        assertThat(archive("jdk-17").options()).contains("-XX:SharedArchiveFile=" + first.archive());
    }

    @Test
    void anArchiveFromAWindowThatFailedIsDropped() throws Exception {
        WindowClassArchive first = archive("jdk-17");
        Files.createDirectories(first.pending().getParent());
        Files.writeString(first.pending(), "the classes of a failure");

        first.settle(false);

        assertThat(first.pending()).doesNotExist();
        assertThat(first.archive()).doesNotExist();
    }

    @Test
    void aNewJarOrJvmGetsItsOwnArchiveAndTheOldOneIsRemoved() throws Exception {
        WindowClassArchive old = archive("jdk-17");
        Files.createDirectories(old.pending().getParent());
        Files.writeString(old.pending(), "old");
        old.settle(true);

        Files.setLastModifiedTime(jar(), FileTime.fromMillis(Files.getLastModifiedTime(jar()).toMillis() + 60_000));
        WindowClassArchive rebuilt = archive("jdk-17");
        assertThat(rebuilt.archive()).isNotEqualTo(old.archive());
        assertThat(archive("jdk-21").archive()).isNotEqualTo(rebuilt.archive());

        Files.writeString(rebuilt.pending(), "new");
        rebuilt.settle(true);

        assertThat(rebuilt.archive()).hasContent("new");
        assertThat(old.archive()).doesNotExist();
    }

    @Test
    void aClassPathThatCannotBeReadGetsNoArchive() {
        assertThat(WindowClassArchive.in(dir, dir.resolve("missing.jar").toString(), "jdk-17")).isEmpty();
    }
}

package org.scratchpadinspector;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
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
    void aWindowJvmThatCrashesWritesItsReportBesideTheArchiveNotWhereItWasStarted() throws Exception {
        WindowClassArchive first = archive("jdk-17");
        Files.createDirectories(first.archive().getParent());
        Path startedIn = Files.createDirectories(dir.resolve("agent-memory"));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(first.options().stream().filter(o -> o.startsWith("-XX:ErrorFile=")).toList());
        // a real fatal error: the JVM's own crash on running out of memory, which writes an hs_err report
        Path program = Files.writeString(dir.resolve("AllocateForever.java"), "public class AllocateForever {"
                + " public static void main(String[] a) { var held = new java.util.ArrayList<long[]>();"
                + " while (true) { held.add(new long[1 << 16]); } } }");
        command.addAll(List.of("-Xmx16m", "-XX:+CrashOnOutOfMemoryError", "-XX:-CreateCoredumpOnCrash",
                program.toString()));
        Process jvm = new ProcessBuilder(command).directory(startedIn.toFile()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertThat(jvm.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(jvm.exitValue()).isNotZero();
        try (Stream<Path> cwd = Files.list(startedIn); Stream<Path> cache = Files.list(first.archive().getParent())) {
            assertThat(cwd).isEmpty();
            assertThat(cache.map(p -> p.getFileName().toString()))
                    .singleElement().asString().matches("window-crash-" + jvm.pid() + "\\.log");
        }
    }

    @Test
    void aClassPathThatCannotBeReadGetsNoArchive() {
        assertThat(WindowClassArchive.in(dir, dir.resolve("missing.jar").toString(), "jdk-17")).isEmpty();
    }
}

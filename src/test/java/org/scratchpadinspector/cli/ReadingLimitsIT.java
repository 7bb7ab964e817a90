package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.LargeValueFolders;
import org.scratchpadinspector.testsupport.SampleCopy;

/**
 * The packaged jar at its limits: a 50 MB value shown and diffed in the heap a 2 GB machine gives a command
 * (a quarter of it: 512 MB), and folders the user cannot read named with their reason, never dropped. Folders are
 * made unreadable with their permissions; as root, which reads everything, the jar runs as the user nobody.
 */
class ReadingLimitsIT {
    private static final Path JAR = Path.of(System.getProperty("inspector.jar", "target/scratchpad-inspector.jar"))
            .toAbsolutePath();
    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");
    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");
    private static final boolean ROOT = "root".equals(System.getProperty("user.name"));

    @TempDir
    Path tmp;

    record Result(int code, String out, String err) {
    }

    /** Runs the jar with {@code args}; {@code jdkOptions} for its JVM (null: none), as nobody when {@code asNobody}. */
    private Result run(String jdkOptions, boolean asNobody, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        if (asNobody) {
            command.addAll(List.of(SETPRIV.toString(), "--reuid=65534", "--regid=65534", "--clear-groups"));
        }
        command.addAll(List.of(JAVA.toString(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(tmp, "out", ".txt");
        Path err = Files.createTempFile(tmp, "err", ".txt");
        ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().put("XDG_CACHE_HOME", tmp.resolve("cache").toString());
        if (jdkOptions != null) {
            pb.environment().put("JDK_JAVA_OPTIONS", jdkOptions);
        }
        Process p = pb.start();
        assertThat(p.waitFor(600, TimeUnit.SECONDS)).isTrue();
        return new Result(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    @Test
    void showAndDiffOfAFiftyMegabyteValueFitTheHeapOfASmallMachine() throws Exception {
        LargeValueFolders.Folder f = LargeValueFolders.mempalace(tmp, 50_000_000);
        String at = "--at=2026-04-07T18:00:00Z";

        Result show = run("-Xmx512m", false, "show", f.dir().toString(), f.unit(), at);
        Result diff = run("-Xmx512m", false, "diff", f.dir().toString(), f.unit(), at);

        assertThat(show.code()).as(show.err()).isZero();
        assertThat(diff.code()).as(diff.err()).isEqualTo(1);
        assertThat(show.err() + diff.err()).doesNotContain("OutOfMemoryError").doesNotContain("\tat ");
        assertThat(show.out()).contains("49,934,464 more characters not shown: this line has 50,000,000, sha-256 ");
    }

    @Test
    void whenTheHeapIsTooSmallTheCommandSaysSoInOneLine() throws Exception {
        LargeValueFolders.Folder f = LargeValueFolders.mempalace(tmp, 50_000_000);

        Result show = run("-Xmx96m", false, "show", f.dir().toString(), f.unit(), "--at=2026-04-07T18:00:00Z");

        assertThat(show.code()).isEqualTo(Cli.TROUBLE);
        List<String> said = show.err().lines().filter(line -> !line.startsWith("NOTE: Picked up JDK_JAVA_OPTIONS")).toList();
        assertThat(said).singleElement().asString().startsWith("error: `show` ran out of memory (this JVM may use at most ");
    }

    /** Makes {@code folder} unreadable and the rest of {@code tree} readable by anyone (nobody must reach it). */
    private static void shut(Path tree, Path folder) throws IOException {
        try (Stream<Path> all = Files.walk(tree)) {
            for (Path p : all.toList()) {
                Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(Files.isDirectory(p) ? "rwxr-xr-x" : "rw-r--r--"));
            }
        }
        for (Path up = tree; up != null && !up.equals(up.getRoot()); up = up.getParent()) {
            if (up.startsWith(Path.of(System.getProperty("java.io.tmpdir")))) {
                Files.setPosixFilePermissions(up, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
        }
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("---------"));
    }

    private boolean asNobody() {
        if (ROOT) {
            assumeTrue(Files.isExecutable(SETPRIV), "as root, folders are unreadable only to another user: no setpriv");
        }
        return ROOT;
    }

    @Test
    void aRunFolderTheUserCannotReadIsListedWithItsReason() throws Exception {
        Path runs = SampleCopy.copy(Path.of("scratchpad-samples/recursive-context/runs"), tmp.resolve("runs"));
        shut(runs, runs.resolve("trip-notes"));

        Result ls = run(null, asNobody(), "ls", runs.toString());
        Result check = run(null, asNobody(), "check", runs.toString());

        assertThat(ls.out()).as(ls.err()).contains("trip-notes: unreadable: trip-notes: the folder cannot be read"
                + " (permission denied): a run's files in it are not read");
        assertThat(check.code()).isEqualTo(1);
        assertThat(check.out()).contains("PROBLEM  trip-notes: unreadable: trip-notes: the folder cannot be read");
    }

    @Test
    void aSessionFolderTheUserCannotReadIsListedWithItsReason() throws Exception {
        Path sessions = SampleCopy.copy(Path.of("scratchpad-samples/forge-notes/sessions"), tmp.resolve("sessions"));
        shut(sessions, sessions.resolve("flaky-ci"));

        Result ls = run(null, asNobody(), "ls", sessions.toString());

        assertThat(ls.out()).as(ls.err()).contains("flaky-ci: unreadable: the session folder cannot be read"
                + " (permission denied)");
    }

    @Test
    void aSessionFolderThatCannotBeListedIsSaidNotSilentlyEmpty() throws Exception {
        Path demo = SampleCopy.copy(Path.of("scratchpad-samples/mempalace/demo"), tmp.resolve("demo"));
        shut(demo, demo.resolve("session_scratchpad"));
        Files.setPosixFilePermissions(demo.resolve("session_scratchpad"), PosixFilePermissions.fromString("--x--x--x"));

        Result ls = run(null, asNobody(), "ls", demo.resolve("session_scratchpad").toString());

        assertThat(ls.out() + ls.err()).contains("cannot be listed (permission denied)");
    }
}

package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.SummaryCache;
import org.scratchpadinspector.testsupport.GeneratedScratchpad;
import org.scratchpadinspector.testsupport.SampleCopy;

/** {@code ls --json} prints the same bytes with the summary cache, without it, and while another process writes it. */
class SummaryCacheCommandsTest {
    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"demo", "healthy", "msa-real"})
    void lsJsonOfASampleIsByteIdenticalWithAndWithoutTheCache(String sample) throws IOException {
        Path root = SampleCopy.copy(Path.of("scratchpad-samples", sample), tmp.resolve(sample));
        age(root);
        String plain = lsJson("--no-cache", root);
        assertThat(lsJson(null, root)).isEqualTo(plain);
        assertThat(lsJson(null, root)).as("from the cache").isEqualTo(plain);
    }

    @Test
    void lsJsonOfEveryStatusAndFlagIsByteIdenticalFromTheCacheAndAfterAFileChanged() throws IOException {
        Path root = tmp.resolve("agent");
        Path pad = GeneratedScratchpad.write(root, 1_000);
        age(root);
        String plain = lsJson("--no-cache", root);
        for (String status : List.of("completed", "no_change", "max_iterations", "crashed", "interrupted", "unknown")) {
            assertThat(plain).contains("\"status\" : \"" + status + "\"");
        }
        for (String flag : List.of("parse_errors", "repeated_tool_call", "notes_lost", "continuity_break", "orphan",
                "unreadable")) {
            assertThat(plain).contains("\"" + flag + "\"");
        }
        assertThat(lsJson(null, root)).isEqualTo(plain);
        assertThat(lsJson(null, root)).isEqualTo(plain);

        String changed = firstId(pad, "_after.yaml", 300);
        Files.copy(pad.resolve(changed + "_before.yaml"), pad.resolve(changed + "_after.yaml"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.setLastModifiedTime(pad.resolve(changed + "_after.yaml"), FileTime.from(Instant.now().minusSeconds(600)));
        String plainAfterChange = lsJson("--no-cache", root);
        assertThat(plainAfterChange).isNotEqualTo(plain);
        assertThat(lsJson(null, root)).isEqualTo(plainAfterChange);
        assertThat(lsJson(null, root)).isEqualTo(plainAfterChange);
    }

    @Test
    void twoProcessesListingAtOnceBothPrintTheTruthAndLeaveAWholeCacheFile() throws Exception {
        Path root = tmp.resolve("agent");
        GeneratedScratchpad.write(root, 1_000);
        age(root);
        Path cacheHome = tmp.resolve("cache-home");
        String expected = lsJson("--no-cache", root);
        for (int round = 0; round < 3; round++) {
            List<Process> processes = new ArrayList<>();
            for (int p = 0; p < 2; p++) {
                processes.add(lsProcess(root, cacheHome, tmp.resolve("out-" + round + "-" + p)));
            }
            for (int p = 0; p < 2; p++) {
                assertThat(processes.get(p).waitFor(120, TimeUnit.SECONDS)).as("finished within 120 s").isTrue();
                assertThat(processes.get(p).exitValue()).isZero();
                assertThat(Files.readString(tmp.resolve("out-" + round + "-" + p))).isEqualTo(expected);
                assertThat(Files.readString(tmp.resolve("out-" + round + "-" + p + ".err"))).doesNotContain("ignored");
            }
        }
        Path folder = cacheHome.resolve("scratchpad-inspector/summaries");
        try (Stream<Path> files = Files.list(folder)) {
            assertThat(files.map(f -> f.getFileName().toString())).singleElement().asString().endsWith(".bin");
        }
        List<String> warnings = new ArrayList<>();
        Scratchpad.open(root).withSummaryCache(new SummaryCache(folder, SummaryCache.DEFAULT_MAX_BYTES, warnings::add))
                .summaries(Cancellation.NONE);
        assertThat(warnings).isEmpty();
    }

    private static Process lsProcess(Path root, Path cacheHome, Path out) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder builder = new ProcessBuilder(java, "-Xmx512m", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), "org.scratchpadinspector.Launcher", "ls", "--json", root.toString())
                .redirectOutput(out.toFile()).redirectError(Path.of(out + ".err").toFile());
        builder.environment().put("XDG_CACHE_HOME", cacheHome.toString());
        builder.environment().remove(SummaryCache.DISABLE_ENV);
        return builder.start();
    }

    private static String lsJson(String option, Path root) {
        StringWriter out = new StringWriter();
        List<String> args = new ArrayList<>(List.of("ls", "--json"));
        if (option != null) {
            args.add(option);
        }
        args.add(root.toString());
        int code = Cli.run(args.toArray(String[]::new), new PrintWriter(out), new PrintWriter(new StringWriter()));
        assertThat(code).isZero();
        return out.toString();
    }

    private static String firstId(Path pad, String suffix, int skip) throws IOException {
        try (Stream<Path> files = Files.list(pad)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(suffix)).sorted().skip(skip)
                    .findFirst().orElseThrow().substring(0, 15);
        }
    }

    /** Files an hour old: the cache leaves alone files written in the last seconds (they may still be written). */
    private static void age(Path root) throws IOException {
        FileTime then = FileTime.from(Instant.now().minus(Duration.ofHours(1)));
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.toList()) {
                Files.setLastModifiedTime(p, then);
            }
        }
    }
}

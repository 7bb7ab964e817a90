package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.scratchpadinspector.testsupport.Python;
import org.scratchpadinspector.testsupport.SampleCopy;

/** The committed samples are what the Python generator writes, and ls --json reads them as scripted. */
class SamplesTest {
    static final Path SAMPLES = Path.of("scratchpad-samples");

    @TempDir
    Path tmp;

    static String ls(Path dir) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(new String[] {"ls", "--json", dir.toString()}, new PrintWriter(out), new PrintWriter(err));
        assertThat(code).as(err.toString()).isZero();
        return out.toString();
    }

    @ParameterizedTest
    @ValueSource(strings = {"demo", "healthy", "msa-real"})
    void committedSampleListsExactlyAsScripted(String sample) throws IOException {
        Path live = SampleCopy.live(SAMPLES.resolve(sample), tmp.resolve(sample));
        ExpectedCycles.assertMatches(ls(live), SAMPLES.resolve(sample).resolve("expected.json"));
    }

    @Test
    void regeneratingTheSamplesWithRealPyYamlGivesTheCommittedBytes() throws IOException {
        Python.requirePyYaml();
        Python.run("import runpy, sys\nsys.path.insert(0, 'scratchpad-samples/generator')\nsys.argv = ['make_samples.py', r'" + tmp + "']\n"
                + "runpy.run_path('scratchpad-samples/generator/make_samples.py', run_name='__main__')\n", "");
        for (String sample : List.of("demo", "healthy", "msa-real")) {
            List<String> generated = relativeFiles(tmp.resolve(sample));
            assertThat(generated).isEqualTo(relativeFiles(SAMPLES.resolve(sample)));
            for (String file : generated) {
                assertThat(Files.readAllBytes(tmp.resolve(sample).resolve(file)))
                        .as(sample + "/" + file).isEqualTo(Files.readAllBytes(SAMPLES.resolve(sample).resolve(file)));
            }
            ExpectedCycles.assertMatches(ls(tmp.resolve(sample)), tmp.resolve(sample).resolve("expected.json"));
        }
    }

    @Test
    void demoSampleShowsEveryStatusAndEveryFlag() throws IOException {
        String json = ls(SampleCopy.live(SAMPLES.resolve("demo"), tmp.resolve("demo")));
        for (String status : List.of("running", "interrupted", "crashed", "no_change", "completed", "max_iterations")) {
            assertThat(json).contains("\"status\" : \"" + status + "\"");
        }
        for (String flag : List.of("parse_errors", "repeated_tool_call", "notes_lost", "continuity_break", "orphan")) {
            assertThat(json).contains("\"" + flag + "\"");
        }
    }

    private static List<String> relativeFiles(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).map(p -> root.relativize(p).toString()).sorted().toList();
        }
    }
}

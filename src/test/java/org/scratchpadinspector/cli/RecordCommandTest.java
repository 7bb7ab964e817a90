package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.history.InspectorData;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.testsupport.MarkdownMemorySamples;

/**
 * {@code record DIR} as an operator runs it, a real process, while a script rewrites the agent's file: 100 rounds
 * 150 ms apart, each two drafts milliseconds apart and then a settled text (the 30-second run is in the benchmark). Every settled text is a version, no draft is, blame
 * of the section names the version of each change, and the agent's directory holds no file of the inspector's.
 */
class RecordCommandTest {
    private static final int ROUNDS = 100;

    @TempDir
    Path tmp;
    private String previous;

    @BeforeEach
    void ownDataFolder() {
        previous = System.getProperty(InspectorData.PROPERTY);
        System.setProperty(InspectorData.PROPERTY, tmp.resolve("data/scratchpad-inspector").toString());
    }

    @AfterEach
    void restoreDataFolder() {
        if (previous == null) {
            System.clearProperty(InspectorData.PROPERTY);
        } else {
            System.setProperty(InspectorData.PROPERTY, previous);
        }
    }

    private static String run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        assertThat(code).as(err.toString()).isZero();
        return out.toString();
    }

    @Test
    void aFileRewrittenSeveralTimesASecondIsRecordedOnceForEverySettledTextAndBlameNamesEachVersion() throws Exception {
        Path agent = Files.createDirectories(tmp.resolve("agent/memory"));
        Files.writeString(agent.resolve("MEMORY.md"), "# Counter\n\n- value 0\n");
        Path out = tmp.resolve("record.out");
        Path err = tmp.resolve("record.err");
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "-Dinspector.relaunch=false",
                "org.scratchpadinspector.Launcher", "record", "--quiet-ms", "80", agent.toString())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().put("XDG_DATA_HOME", tmp.resolve("data").toString());
        Process recorder = builder.start();
        try {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!Files.readString(err).contains("recording ") && System.nanoTime() < until && recorder.isAlive()) {
                Thread.sleep(50);
            }
            assertThat(Files.readString(err)).contains("recording " + agent);
            Process script = new ProcessBuilder("python3", MarkdownMemorySamples.GENERATOR.resolve("rewrite.py").toString(),
                    agent.resolve("MEMORY.md").toString(), Integer.toString(ROUNDS), "0.15").redirectErrorStream(true).start();
            String written = new String(script.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(script.waitFor(2, TimeUnit.MINUTES)).isTrue();
            assertThat(written.lines().count()).isEqualTo(ROUNDS);
            Thread.sleep(1000);
        } finally {
            recorder.destroy();
            recorder.waitFor(30, TimeUnit.SECONDS);
        }

        JsonNode versions = new ObjectMapper().readTree(run("ls", "--json", agent.toString()));
        MemorySource source = Formats.registry().open(agent, SourceOptions.NOW, Cancellation.NONE);
        List<String> ids = new ArrayList<>();
        List<String> values = new ArrayList<>();
        for (JsonNode v : versions) {
            ids.add(v.get("id").asText());
            String text = source.detail(source.find(v.get("id").asText()).orElseThrow(), Cancellation.NONE).orElseThrow()
                    .state("MEMORY.md after").text();
            values.add(text.lines().filter(l -> l.startsWith("- value")).findFirst().orElse(""));
        }
        List<String> settled = new ArrayList<>();
        for (int n = 0; n <= ROUNDS; n++) {
            settled.add("- value " + n);
        }
        // a draft is written 4 ms before the next text; only a script stalled past the quiet time (a loaded
        // machine) leaves one standing long enough to be recorded, and then it is that round's, just before it
        List<String> drafts = values.stream().filter(v -> v.endsWith("(draft b)") || v.endsWith("(draft a)")).toList();
        assertThat(drafts).as("drafts that stood past the quiet time").hasSizeLessThanOrEqualTo(3);
        for (String draft : drafts) {
            String round = draft.substring(0, draft.indexOf(" (draft"));
            assertThat(values.get(values.indexOf(draft) + 1)).as(draft + " is followed by its round").isEqualTo(round);
        }
        assertThat(values.stream().filter(v -> !drafts.contains(v)).toList())
                .as("one version per settled text").isEqualTo(settled);
        assertThat(ids.get(ids.size() - 1)).isEqualTo("r" + ids.size());

        JsonNode blame = new ObjectMapper().readTree(run("blame", agent.toString(), "MEMORY.md#Counter", "--json"));
        List<String> blamed = new ArrayList<>();
        for (JsonNode change : blame.get("changes")) {
            blamed.add(0, change.get("version").asText());
            assertThat(change.get("new").asText()).isEqualTo(values.get(ids.indexOf(change.get("version").asText())));
            assertThat(change.get("author").asText()).isEqualTo("unknown");
        }
        assertThat(blamed).isEqualTo(ids);
        try (Stream<Path> files = Files.walk(tmp.resolve("agent"))) {
            assertThat(files.filter(Files::isRegularFile).map(p -> tmp.resolve("agent").relativize(p).toString()).toList())
                    .containsExactly("memory/MEMORY.md");
        }
        assertThat(Files.readString(out).lines().count()).isEqualTo(ids.size());
    }
}

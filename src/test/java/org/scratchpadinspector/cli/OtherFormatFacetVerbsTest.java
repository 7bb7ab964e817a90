package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.scratchpadinspector.testsupport.SampleCopy;

/**
 * The verbs of the facets on the other four seed systems: churn and blame on each; on a recursive-context run the
 * whole round of editing and time travel (edit, journal, undo byte for byte, restore, fork); a verb whose facet a
 * format lacks says so in one line and exits 2.
 */
class OtherFormatFacetVerbsTest {
    static final Path RUNS = SamplesTest.SAMPLES.resolve("recursive-context/runs");

    @TempDir
    Path tmp;

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "recursivecontext, scratchpad-samples/recursive-context/runs, TRAJECTORY/Now, turn",
            "forgenotes, scratchpad-samples/forge-notes/sessions, note_1764664215629.content, call",
            "miniagent, scratchpad-samples/miniagent/32-tutor-demo, accuracy_stats, correction",
            "mempalace, scratchpad-samples/mempalace/demo, git_status, session",
    })
    void churnAndBlameWorkOnEveryFormatAndNameItsUnits(String format, String dir, String field, String kind)
            throws Exception {
        Run churn = run("churn", dir, "--json");
        Run blame = run("blame", dir, field, "--json");
        Run text = run("blame", dir, field);

        assertThat(churn.code()).as(churn.err()).isZero();
        JsonNode counts = new ObjectMapper().readTree(churn.out());
        assertThat(counts.get(ChurnCommand.plural(kind)).asInt()).isPositive();
        assertThat(counts.get("sections")).isNotEmpty();
        assertThat(blame.code()).as(blame.err()).isZero();
        JsonNode changes = new ObjectMapper().readTree(blame.out()).get("changes");
        assertThat(changes).isNotEmpty();
        changes.forEach(c -> {
            assertThat(c.has(kind)).isTrue();
            assertThat(c.get("by").asText()).isIn("agent", "inspector", "outside");
        });
        assertThat(text.out()).contains(kind + " ");
    }

    @Test
    void aRecursiveContextRunIsEditedJournaledUndoneByteForByteRestoredAndForked() throws Exception {
        Path run = SampleCopy.copy(RUNS.resolve("python-help"), tmp.resolve("python-help"));
        Path saved = run.resolve("agent_state.json");
        byte[] original = Files.readAllBytes(saved);

        Run edit = run("edit", run.toString(), "TRAJECTORY/Now", "--append-text", "Check the ratings again");
        assertThat(edit.code()).as(edit.err()).isZero();
        JsonNode state = new ObjectMapper().readTree(saved.toFile());
        assertThat(state.get("scratchpad").asText()).contains("### Now").contains("Check the ratings again");
        JsonNode blame = new ObjectMapper().readTree(run("blame", run.toString(), "TRAJECTORY/Now", "--json").out());
        assertThat(blame.get("changes").get(0).get("by").asText()).isEqualTo("inspector");

        Run journal = run("journal", run.toString());
        assertThat(journal.code()).as(journal.out() + journal.err()).isZero();
        assertThat(journal.out()).contains("append-section TRAJECTORY/Now");

        Run undo = run("undo", run.toString());
        assertThat(undo.code()).as(undo.err()).isZero();
        assertThat(Files.readAllBytes(saved)).isEqualTo(original);

        Run restore = run("restore", run.toString(), "python-help#3");
        assertThat(restore.code()).as(restore.err()).isZero();
        JsonNode restored = new ObjectMapper().readTree(saved.toFile());
        JsonNode third = new ObjectMapper().readTree(run.resolve("debug.json").toFile()).get(2);
        assertThat(restored.get("scratchpad").asText()).isEqualTo(third.get("scratchpad_before").asText());
        assertThat(restored.get("turn").asInt()).isEqualTo(2);
        assertThat(run("journal", run.toString()).out()).contains("restore python-help#3:before");

        Path fork = tmp.resolve("fork");
        Run forked = run("fork", run.toString(), "python-help#4", "--into", fork.toString());
        assertThat(forked.code()).as(forked.err()).isZero();
        assertThat(forked.out()).startsWith(fork.toAbsolutePath().normalize() + "\n");
        JsonNode trace = new ObjectMapper().readTree(fork.resolve("debug.json").toFile());
        assertThat(trace).hasSize(3);
        JsonNode fourth = new ObjectMapper().readTree(run.resolve("debug.json").toFile()).get(3);
        assertThat(new ObjectMapper().readTree(fork.resolve("agent_state.json").toFile()).get("scratchpad").asText())
                .isEqualTo(fourth.get("scratchpad_before").asText());
        assertThat(run("ls", "--json", fork.toString()).out()).contains("\"recursivecontext\"");
        assertThat(Files.readString(run.resolve("debug.json"), StandardCharsets.UTF_8))
                .isEqualTo(Files.readString(RUNS.resolve("python-help/debug.json"), StandardCharsets.UTF_8));
    }

    @Test
    void aVerbWhoseFacetAFormatLacksSaysSoInOneLineAndExitsTwo() {
        Run edit = run("edit", "scratchpad-samples/forge-notes/sessions", "notes", "--append-text", "x");
        Run fork = run("fork", "scratchpad-samples/mempalace/demo", "4c1e-research", "--into", tmp.resolve("f").toString());

        assertThat(edit.code()).isEqualTo(Cli.TROUBLE);
        assertThat(edit.err().strip()).startsWith("error: forgenotes is read-only").doesNotContain("\n");
        assertThat(fork.code()).isEqualTo(Cli.TROUBLE);
        assertThat(fork.err().strip()).startsWith("error: mempalace").doesNotContain("\n");
        assertThat(tmp.resolve("f")).doesNotExist();
    }
}

package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ls, check, edit and undo on a copy of the demo whose newest cycle has no _after: running or interrupted by its sign of life. */
class LivenessCommandsTest {
    static final String NEWEST = "20260401_105637";

    @TempDir
    Path tmp;

    Path root;
    Path before;

    record Run(int code, String out, String err) {
    }

    @BeforeEach
    void copyDemo() throws IOException {
        root = tmp.resolve("demo");
        Path from = SamplesTest.SAMPLES.resolve("demo");
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                Path target = root.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        before = root.resolve("scratchpad/" + NEWEST + "_before.yaml");
    }

    /** The newest cycle's _before and log written {@code ago}. */
    void lastSignOfLife(Duration ago) throws IOException {
        FileTime when = FileTime.from(Instant.now().minus(ago));
        Files.setLastModifiedTime(before, when);
        Files.setLastModifiedTime(root.resolve("logs/cycle_" + NEWEST + ".log"), when);
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    JsonNode newestJson(String... extra) throws IOException {
        String[] args = Stream.concat(Stream.of("ls", "--json", root.toString()), Stream.of(extra)).toArray(String[]::new);
        Run r = run(args);
        assertThat(r.code()).as(r.err()).isZero();
        JsonNode all = new ObjectMapper().readTree(r.out());
        return all.get(all.size() - 1);
    }

    @Test
    void aCycleSilentForTwoDaysIsListedInterruptedWithTheReasonInTextAndJson() throws IOException {
        lastSignOfLife(Duration.ofDays(2));

        JsonNode newest = newestJson();
        Run text = run("ls", root.toString());

        assertThat(newest.get("status").asText()).isEqualTo("interrupted");
        assertThat(newest.get("status_reason").asText()).startsWith("no sign of life since ");
        assertThat(newest.has("problems")).isTrue();
        assertThat(text.out()).containsPattern(NEWEST + " .* interrupted ")
                .contains(NEWEST + ": interrupted: no sign of life since ");
    }

    @Test
    void aFreshCycleIsListedRunning() throws IOException {
        lastSignOfLife(Duration.ofMinutes(1));

        JsonNode newest = newestJson();

        assertThat(newest.get("status").asText()).isEqualTo("running");
        assertThat(newest.get("status_reason").asText()).contains("within the 15m stale limit");
    }

    @Test
    void staleAfterSetsTheLimit() throws IOException {
        lastSignOfLife(Duration.ofMinutes(5));

        assertThat(newestJson().get("status").asText()).isEqualTo("running");
        assertThat(newestJson("--stale-after", "2m").get("status").asText()).isEqualTo("interrupted");
        assertThat(newestJson("--stale-after", "1h").get("status").asText()).isEqualTo("running");
    }

    @Test
    void aMalformedStaleLimitIsAUsageErrorWithExitTwo() {
        Run r = run("ls", root.toString(), "--stale-after", "soon");

        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("not a stale limit: 'soon'");
    }

    @Test
    void checkExitsOneAndSaysWhyForACycleWithNoSignOfLife() throws IOException {
        lastSignOfLife(Duration.ofDays(2));

        Run r = run("check", root.toString());

        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out()).contains("PROBLEM  " + NEWEST + " interrupted: _before without _after, no sign of life since");
    }

    @Test
    void checkDoesNotCountATrulyRunningCycleAsAFault() throws IOException {
        Path healthy = tmp.resolve("healthy");
        try (Stream<Path> walk = Files.walk(SamplesTest.SAMPLES.resolve("healthy"))) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                Path target = healthy.resolve(SamplesTest.SAMPLES.resolve("healthy").relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        assertThat(run("check", healthy.toString()).code()).isZero();
        Files.copy(healthy.resolve("scratchpad/active.yaml"), healthy.resolve("scratchpad/20260401_102637_before.yaml"));

        Run running = run("check", healthy.toString());
        assertThat(running.code()).as(running.out()).isZero();
        assertThat(running.out()).contains("note     20260401_102637 is running (no _after yet): its files were written at");

        Files.setLastModifiedTime(healthy.resolve("scratchpad/20260401_102637_before.yaml"),
                FileTime.from(Instant.now().minus(Duration.ofDays(2))));
        assertThat(run("check", healthy.toString()).code()).isEqualTo(1);
    }

    @Test
    void aPlainEditIsAcceptedBehindACycleSilentForTwoDays() throws IOException {
        lastSignOfLife(Duration.ofDays(2));

        Run r = run("edit", root.toString(), "notes", "--append", "operator restarted the agent");

        assertThat(r.code()).as(r.err()).isZero();
        assertThat(Files.readString(root.resolve("scratchpad/active.yaml"))).contains("operator restarted the agent");
    }

    @Test
    void aFreshCycleRefusesAPlainEditAndAgentStoppedWritesAndJournalsIt() throws IOException {
        lastSignOfLife(Duration.ofMinutes(1));
        Path active = root.resolve("scratchpad/active.yaml");
        String untouched = Files.readString(active);

        Run refused = run("edit", root.toString(), "notes", "--append", "operator stopped it");
        assertThat(refused.code()).isEqualTo(1);
        assertThat(refused.err()).contains("cycle " + NEWEST + " is running").contains("within the 15m stale limit")
                .contains("if the agent is stopped, add --agent-stopped");
        assertThat(Files.readString(active)).isEqualTo(untouched);

        Run stopped = run("edit", root.toString(), "notes", "--append", "operator stopped it", "--agent-stopped");
        assertThat(stopped.code()).as(stopped.err()).isZero();
        assertThat(stopped.out()).contains("journaled as agent_stopped");
        assertThat(Files.readString(active)).contains("operator stopped it");

        Run journal = run("journal", "--json", root.toString());
        JsonNode line = new ObjectMapper().readTree(journal.out()).get(0);
        assertThat(line.get("agent_stopped").asBoolean()).isTrue();
        assertThat(line.get("how").asText()).isEqualTo("file");
        assertThat(line.get("message").asText()).contains("agent is stopped");
    }

    @Test
    void undoIsRefusedBehindAFreshCycleUnlessTheAgentIsStopped() throws IOException {
        lastSignOfLife(Duration.ofDays(2));
        assertThat(run("edit", root.toString(), "notes", "--append", "to undo").code()).isZero();
        lastSignOfLife(Duration.ofMinutes(1));

        Run refused = run("undo", root.toString());
        assertThat(refused.code()).isEqualTo(1);
        assertThat(refused.err()).contains("add --agent-stopped");

        Run undone = run("undo", root.toString(), "--agent-stopped");
        assertThat(undone.code()).as(undone.err()).isZero();
        assertThat(Files.readString(root.resolve("scratchpad/active.yaml"))).doesNotContain("to undo");
    }
}

package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.Journal;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.testsupport.FaultyDisks;
import org.scratchpadinspector.testsupport.InPlaceWriter;
import org.scratchpadinspector.testsupport.SampleCopy;

/**
 * edit on a file that is empty, half-written or cut short, with a journal that cannot be written or a full disk,
 * and the recovery every command runs first: what the operator reads, the exit code, and nothing written.
 */
class SafeEditCommandsTest {
    @TempDir
    Path tmp;

    Path root;
    Path active;

    record Run(int code, String out, String err) {
    }

    @BeforeEach
    void copyHealthySample() throws IOException {
        root = tmp.resolve("agent");
        SampleCopy.copy(SamplesTest.SAMPLES.resolve("healthy"), root);
        active = root.resolve("scratchpad/active.yaml");
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new ByteArrayInputStream(new byte[0]), new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void anEmptyActiveYamlIsNeverEditedEvenWithAgentStopped() throws Exception {
        Files.write(active, new byte[0]);
        for (List<String> extra : List.of(List.<String>of(), List.of("--agent-stopped"))) {
            String[] args = java.util.stream.Stream.concat(java.util.stream.Stream.of("edit", root.toString(), "goals",
                    "--append", "Write the changelog"), extra.stream()).toArray(String[]::new);
            Run r = run(args);
            assertThat(r.code()).as(r.err()).isEqualTo(1);
            assertThat(r.err()).isEqualTo("refused: active.yaml is empty or being written: nothing was written\n");
            assertThat(active).isEmptyFile();
            assertThat(root.resolve("scratchpad/.inspector")).doesNotExist();
        }
    }

    @Test
    void aHalfWrittenActiveYamlWhoseSaveStalledIsNeverEditedEvenWithAgentStopped() throws Exception {
        byte[] whole = Files.readAllBytes(active);
        // the prefix ends at a line break and parses: completed_tasks cut short, notes and last_updated missing
        int cut = new String(whole, StandardCharsets.UTF_8).indexOf("\n", whole.length / 2) + 1;
        byte[] prefix = Arrays.copyOf(whole, cut);
        Process agent = InPlaceWriter.stall(active, prefix, 120);
        try {
            Run r = run("edit", root.toString(), "goals", "--append", "Write the changelog", "--agent-stopped");

            assertThat(r.code()).as(r.err()).isEqualTo(1);
            assertThat(r.err()).startsWith("refused: active.yaml is empty or being written: nothing was written (process "
                    + agent.pid() + " has it open for writing)");
            assertThat(Files.readAllBytes(active)).isEqualTo(prefix);
            assertThat(root.resolve("scratchpad/.inspector")).doesNotExist();
        } finally {
            agent.destroyForcibly().waitFor(1, TimeUnit.MINUTES);
        }
    }

    @Test
    void aSaveCutShortMidLineIsNoBaseForAnEdit() throws Exception {
        byte[] whole = Files.readAllBytes(active);
        Files.write(active, Arrays.copyOf(whole, whole.length - 7)); // the writer died: nobody holds it open

        Run r = run("edit", root.toString(), "goals", "--append", "Write the changelog");

        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).startsWith("refused: active.yaml is empty or being written: nothing was written (it does not"
                + " end with a line break");
        assertThat(root.resolve("scratchpad/.inspector")).doesNotExist();
    }

    @Test
    void aJournalThatCannotBeWrittenExitsTwoChangesNothingAndARetryJournalsOnce() throws Exception {
        byte[] before = Files.readAllBytes(active);
        Path journal = Files.createDirectories(root.resolve("scratchpad/.inspector/journal.jsonl"));

        Run r = run("edit", root.toString(), "goals", "--append", "Write the changelog");

        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().lines()).containsExactly(
                "warning: cannot read the journal .inspector/journal.jsonl (Is a directory): interrupted edits, if any,"
                        + " are not checked",
                "error: cannot write the journal .inspector/journal.jsonl (Is a directory): nothing was written to"
                        + " active.yaml");
        assertThat(active).hasBinaryContent(before);

        Files.delete(journal);
        assertThat(run("edit", root.toString(), "goals", "--append", "Write the changelog").code()).isZero();
        assertThat(new Journal(journal).read().entries()).singleElement()
                .satisfies(e -> assertThat(e.status()).isEqualTo(JournalEntry.Status.APPLIED));
    }

    @Test
    void aFullDiskSaysWhichFileAndThatNothingWasWritten() throws Exception {
        try (FaultyDisks.Mount disk = FaultyDisks.tmpfs(tmp.resolve("small"), "256k")) {
            Path agent = disk.dir().resolve("agent");
            SampleCopy.copy(SamplesTest.SAMPLES.resolve("healthy"), agent);
            Path full = agent.resolve("scratchpad/active.yaml");
            byte[] before = Files.readAllBytes(full);
            FaultyDisks.fill(disk.dir(), 0);

            Run r = run("edit", agent.toString(), "goals", "--append", "Write the changelog");

            assertThat(r.code()).isEqualTo(2);
            assertThat(r.err().lines()).singleElement().asString().startsWith("error: cannot ")
                    .contains("active.yaml").contains("No space left on device").endsWith("nothing was written");
            assertThat(full).hasBinaryContent(before);
            try (var files = Files.walk(agent)) {
                assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".inspector-tmp"));
            }
        }
    }

    @Test
    void everyCommandFirstSettlesAWriteAKilledInspectorLeftAndSaysSo() throws Exception {
        Process dead = new ProcessBuilder("true").start();
        dead.waitFor(1, TimeUnit.MINUTES);
        String old = Hashes.sha256(Files.readAllBytes(active));
        Files.writeString(active, Files.readString(active).replace("current_task: null", "current_task: Tag"));
        String now = Hashes.sha256(Files.readAllBytes(active));
        Journal journal = new Journal(root.resolve("scratchpad/.inspector/journal.jsonl"));
        JournalEntry line = JournalEntry.of(java.time.Instant.parse("2026-04-02T09:00:00Z"), JournalEntry.How.FILE,
                JournalEntry.Status.APPLIED, "replace current_task", List.of("current_task")).withHashes(old, now)
                .withFile("active.yaml");
        String temp = ".active.yaml." + dead.pid() + "-" + line.id() + ".inspector-tmp";
        journal.appendIntent(line, dead.pid(), temp);
        Files.writeString(root.resolve("scratchpad").resolve(temp), "left behind");

        Run r = run("ls", root.toString());

        assertThat(r.code()).isZero();
        assertThat(r.err().lines()).containsExactly(
                "recovered: an edit of active.yaml at 2026-04-02T09:00:00Z (replace current_task) was interrupted: the"
                        + " file holds the new version; journaled as applied",
                "recovered: removed " + temp + ", the temporary file of the interrupted edit");
        assertThat(root.resolve("scratchpad").resolve(temp)).doesNotExist();
        assertThat(journal.read().unfinished()).isEmpty();
        assertThat(run("ls", root.toString()).err()).isEmpty();
    }
}

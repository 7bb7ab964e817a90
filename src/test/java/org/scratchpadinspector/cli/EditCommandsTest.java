package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.pyyaml.YamlReader;

/** edit, undo and journal, run in-process: exit codes, messages, and nothing written on a refusal. */
class EditCommandsTest {
    @TempDir
    Path tmp;

    Path root;
    Path active;

    record Run(int code, String out, String err) {
    }

    @BeforeEach
    void copyHealthySample() throws IOException {
        root = tmp.resolve("agent");
        org.scratchpadinspector.testsupport.SampleCopy.copy(SamplesTest.SAMPLES.resolve("healthy"), root);
        active = root.resolve("scratchpad/active.yaml");
    }

    Run runWithInput(String stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    Run run(String... args) {
        return runWithInput("", args);
    }

    Map<String, String> tree() throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                files.put(root.relativize(p).toString(), Files.isDirectory(p) ? "dir"
                        : Hashes.sha256(Files.readAllBytes(p)) + Files.getLastModifiedTime(p).toMillis());
            }
        }
        return files;
    }

    Object section(String name) throws Exception {
        return YamlReader.parseMapping(Files.readString(active)).get(name);
    }

    @Test
    void editAppendsPrintsTheHashesAndTheHistoryEntryAndExitsZero() throws Exception {
        String before = Hashes.sha256(Files.readAllBytes(active));
        Run r = run("edit", root.toString(), "goals", "--append", "Write the changelog");
        assertThat(r.code()).as(r.err()).isZero();
        String after = Hashes.sha256(Files.readAllBytes(active));
        assertThat(r.out()).contains("edited " + active.toAbsolutePath().normalize() + ": append goals")
                .contains("hash " + before + " -> " + after)
                .contains("previous version: ").contains(".inspector/history/");
        assertThat((java.util.List<?>) section("goals")).last().isEqualTo("Write the changelog");
    }

    @Test
    void editReadsTheValueFromStandardInputAndUpdateTakesAMapping() throws Exception {
        assertThat(runWithInput("- Build\n- Upload\n", "edit", root.toString(), "pending_actions", "--replace", "-").code()).isZero();
        assertThat(section("pending_actions")).isEqualTo(java.util.List.of("Build", "Upload"));
        Run r = run("edit", root.toString(), "--update", "{current_task: Tag 1.4.1, completed_tasks: [x]}");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(section("current_task")).isEqualTo("Tag 1.4.1");
        assertThat((java.util.List<?>) section("completed_tasks")).last().isEqualTo("x");
    }

    @Test
    void invalidYamlIsRefusedWithExitOneTheLineAndColumnAndNothingWritten() throws Exception {
        Map<String, String> before = tree();
        Run r = run("edit", root.toString(), "goals", "--replace", "[a, b");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("refused: the value does not parse: line 1, column").contains("nothing was written");
        Path file = tmp.resolve("whole.yaml");
        Files.writeString(file, "goals: []\nnotes: \"open\n");
        Run whole = run("edit", root.toString(), "--file", file.toString());
        assertThat(whole.code()).isEqualTo(1);
        assertThat(whole.err()).containsPattern("line \\d+, column \\d+");
        assertThat(tree()).isEqualTo(before);
    }

    @Test
    void aTypeChangeIsRefusedWithoutForceAndWrittenWithIt() throws Exception {
        Map<String, String> before = tree();
        Run refused = run("edit", root.toString(), "notes", "--replace", "[a, b]");
        assertThat(refused.code()).isEqualTo(1);
        assertThat(refused.err()).contains("'notes' would change from text to a list").contains("--force");
        assertThat(tree()).isEqualTo(before);
        assertThat(run("edit", root.toString(), "notes", "--replace", "[a, b]", "--force").code()).isZero();
        assertThat(section("notes")).isEqualTo(java.util.List.of("a", "b"));
    }

    @Test
    void aStaleBaseHashIsAConflictWithExitOneAndNothingWritten() throws Exception {
        String base = Hashes.sha256(Files.readAllBytes(active));
        assertThat(run("edit", root.toString(), "notes", "--append", "first", "--base-hash", base).code()).isZero();
        Map<String, String> before = tree();
        Run r = run("edit", root.toString(), "notes", "--append", "second", "--base-hash", base);
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("conflict: active.yaml changed since " + base);
        assertThat(tree()).isEqualTo(before);
    }

    @Test
    void aRunningCycleRefusesTheEditWithExitOneAndNothingWritten() throws Exception {
        Files.copy(active, root.resolve("scratchpad/20260401_102637_before.yaml"));
        Map<String, String> before = tree();
        Run r = run("edit", root.toString(), "notes", "--append", "late");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("cycle 20260401_102637 is running");
        assertThat(tree()).isEqualTo(before);
    }

    @Test
    void anEditThatChangesNothingWritesNothing() throws Exception {
        Map<String, String> before = tree();
        Run r = run("edit", root.toString(), "pending_actions", "--clear");
        assertThat(r.code()).isZero();
        assertThat(r.out()).startsWith("unchanged: ");
        assertThat(tree()).isEqualTo(before);
    }

    @Test
    void wrongArgumentsAndAMissingDirectoryAreTroubleWithExitTwo() throws Exception {
        assertThat(run("edit", root.toString(), "notes", "--clear", "extra").code()).isEqualTo(2);
        assertThat(run("edit", root.toString(), "--update").code()).isEqualTo(2);
        assertThat(run("edit", tmp.resolve("missing").toString(), "notes", "--clear").err()).contains("does not exist");
        assertThat(root.resolve("scratchpad/.inspector")).doesNotExist();
    }

    @Test
    void undoPutsThePreviousVersionBackAndRefusesWhenThereIsNothingLeft() throws Exception {
        byte[] original = Files.readAllBytes(active);
        assertThat(run("edit", root.toString(), "completed_tasks", "--clear").code()).isZero();
        Run r = run("undo", root.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("undo clear completed_tasks: ");
        assertThat(active).hasBinaryContent(original);
        Run again = run("undo", root.toString());
        assertThat(again.code()).isEqualTo(1);
        assertThat(again.err()).contains("nothing to undo");
    }

    @Test
    void undoRefusesWhenActiveChangedSinceTheEditUnlessForced() throws Exception {
        assertThat(run("edit", root.toString(), "notes", "--append", "mine").code()).isZero();
        Files.writeString(active, Files.readString(active).replace("current_task: null", "current_task: agent"));
        Map<String, String> before = tree();
        Run r = run("undo", root.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("changed since append notes");
        assertThat(tree()).isEqualTo(before);
        assertThat(run("undo", root.toString(), "--force").code()).isZero();
    }

    @Test
    void journalListsEveryWriteAsATableAndAsJsonWithoutWriting() throws Exception {
        assertThat(run("journal", root.toString()).out()).startsWith("no edits journaled");
        assertThat(root.resolve("scratchpad/.inspector")).doesNotExist();
        run("edit", root.toString(), "goals", "--append", "One more");
        run("undo", root.toString());
        Map<String, String> before = tree();
        Run table = run("journal", root.toString());
        assertThat(table.code()).isZero();
        assertThat(table.out().lines().toList()).hasSize(3);
        assertThat(table.out()).contains("TIME").contains("file     applied  append goals")
                .contains("undone   undo append goals").contains("20260401_102137");
        JsonNode json = new ObjectMapper().readTree(run("journal", root.toString(), "--json").out());
        assertThat(json).hasSize(2);
        assertThat(json.get(0).get("status").asText()).isEqualTo("applied");
        assertThat(json.get(0).get("how").asText()).isEqualTo("file");
        assertThat(json.get(0).get("hash_after").asText()).hasSize(64);
        assertThat(json.get(1).get("ref").asText()).isEqualTo(json.get(0).get("id").asText());
        assertThat(tree()).isEqualTo(before);
    }

    /** An append to goals that cycle 20260401_102637 (it woke just before the edit landed) overwrote. */
    private void loseAnEdit() throws Exception {
        String read = Files.readString(active);
        assertThat(run("edit", root.toString(), "goals", "--append", "Hand goal").code()).isZero();
        Path dir = root.resolve("scratchpad");
        Files.setLastModifiedTime(dir.resolve("20260401_102137_after.yaml"),
                java.nio.file.attribute.FileTime.fromMillis(Files.getLastModifiedTime(active).toMillis() - 60_000));
        Files.writeString(dir.resolve("20260401_102637_before.yaml"), read);
        Files.writeString(dir.resolve("20260401_102637_after.yaml"), read);
        Files.setLastModifiedTime(dir.resolve("20260401_102637_after.yaml"),
                java.nio.file.attribute.FileTime.fromMillis(Files.getLastModifiedTime(active).toMillis() + 60_000));
        Files.writeString(active, read);
    }

    @Test
    void journalReportsALostEditLoudlyOnOneRowExitsOneAndMarksNothing() throws Exception {
        loseAnEdit();
        Map<String, String> before = tree();
        Run r = run("journal", root.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out()).contains("LOST EDIT: append goals")
                .contains("not in the _before of cycle 20260401_102637")
                .contains("cycle 20260401_102637 was running and wrote active.yaml over it");
        assertThat(r.out().lines().filter(l -> l.contains("append goals") && !l.startsWith("LOST EDIT")).toList())
                .singleElement().satisfies(row -> assertThat(row).contains("LOST").contains("20260401_102637")
                        .doesNotContain("applied"));
        JsonNode json = new ObjectMapper().readTree(run("journal", root.toString(), "--json").out());
        assertThat(json).hasSize(1);
        assertThat(json.get(0).get("status").asText()).isEqualTo("lost");
        assertThat(json.get(0).get("cycle").asText()).isEqualTo("20260401_102637");
        assertThat(run("journal", root.toString(), "--json").code()).isEqualTo(1);
        assertThat(tree()).isEqualTo(before);
    }

    @Test
    void checkListsALostEditWithTheCycleThatOverwroteItAndExitsOne() throws Exception {
        assertThat(run("check", root.toString()).code()).isZero();
        loseAnEdit();

        Run r = run("check", root.toString());

        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out()).contains("PROBLEM  LOST EDIT: append goals")
                .contains("cycle 20260401_102637 was running and wrote active.yaml over it")
                .contains("NOT healthy");
    }

    @Test
    void aLostEditWrittenAgainNoLongerFailsCheckOrJournal() throws Exception {
        loseAnEdit();
        assertThat(run("edit", root.toString(), "goals", "--append", "Hand goal").code()).isZero();

        assertThat(run("check", root.toString()).code()).isZero();
        Run journal = run("journal", root.toString());
        assertThat(journal.code()).isZero();
        assertThat(journal.out()).contains("(written again since) LOST EDIT: append goals");
    }
}

package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.TypeChange;

import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.Journal;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.PreviousVersions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.scratchpadinspector.formats.yamlcycles.EditFixture.applied;
import static org.scratchpadinspector.formats.yamlcycles.EditFixture.plan;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.pyyaml.PyYamlWriter;
import org.scratchpadinspector.pyyaml.YamlProblem;
import org.scratchpadinspector.pyyaml.YamlReader;

/** One test (at least) per safe-write rule (README, "Editing memory"), on real files. */
class SafeWriteRulesTest {
    @TempDir
    Path tmp;

    // rule 1

    @Test
    void openingViewingPlanningAndReadingTheJournalWriteNothing() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        Map<String, String> before = fx.tree();
        MemoryEditor editor = fx.editor();
        editor.readActive();
        editor.runningCycle();
        EditPlan plan = plan(editor.prepare(EditPlanner.section(SectionOperation.APPEND, "notes", "hand note")));
        plan.decodedBase();
        plan.decodedResult();
        editor.planUndo(false);
        editor.journal().read();
        editor.previousVersions().entries();
        LostEditDetector.detect(editor.location(), editor.journal().read().entries());
        assertThat(fx.tree()).isEqualTo(before);
        assertThat(fx.dir.resolve(MemoryEditor.INSPECTOR_DIR)).doesNotExist();
    }

    // rule 2

    @Test
    void invalidYamlIsRefusedWithTheParsersLineAndColumnAndTheTextKeptAndNothingWritten() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        Map<String, String> before = fx.tree();
        String text = "goals:\n- ship\nnotes: [unclosed\ncurrent_task: x\n";
        PlanResult result = fx.editor().prepare(EditRequest.wholeFile(text));
        assertThat(result).isInstanceOf(EditOutcome.Refused.class);
        EditOutcome.Refused refused = (EditOutcome.Refused) result;
        assertThat(refused.reason()).isEqualTo(EditOutcome.Refused.Reason.INVALID_TEXT);
        assertThat(refused.problem().line()).isPositive();
        assertThat(refused.problem().column()).isPositive();
        assertThat(refused.message()).contains("line " + refused.problem().line());
        assertThat(refused.yours()).isEqualTo(text);
        assertThat(fx.tree()).isEqualTo(before);
    }

    @Test
    void aSectionValueThatDoesNotParseIsRefusedWithLineAndColumn() {
        assertThatThrownBy(() -> EditPlanner.section(SectionOperation.REPLACE, "goals", "- a\n- [b\n- c"))
                .isInstanceOfSatisfying(YamlProblem.class, p -> {
                    assertThat(p.line()).isPositive();
                    assertThat(p.column()).isPositive();
                });
    }

    @Test
    void aTopLevelThatIsNotAMappingIsRefused() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        for (String text : List.of("- a\n- b\n", "just text\n", "")) {
            PlanResult result = fx.editor().prepare(EditRequest.wholeFile(text));
            assertThat(result).isInstanceOfSatisfying(EditOutcome.Refused.class,
                    r -> assertThat(r.reason()).isEqualTo(EditOutcome.Refused.Reason.NOT_A_MAPPING));
        }
    }

    @Test
    void aTypeChangeOfAKnownSectionNeedsConfirmationAndIsWrittenOnlyOnceConfirmed() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        EditPlan plan = plan(editor.prepare(EditPlanner.section(SectionOperation.REPLACE, "notes", "- a\n- b")));
        assertThat(plan.typeChanges()).containsExactly(
                new TypeChange("notes", TypeChange.Kind.TEXT, TypeChange.Kind.LIST));
        Map<String, String> before = fx.tree();
        assertThat(editor.apply(plan, false)).isInstanceOf(EditOutcome.NeedsConfirmation.class);
        assertThat(fx.tree()).isEqualTo(before);
        applied(editor.apply(plan, true));
        assertThat(YamlReader.parseMapping(fx.activeText()).get("notes")).isEqualTo(List.of("a", "b"));
    }

    @Test
    void aDefaultSchemaSectionMissingFromTheFileIsStillKnownButANewSectionTakesAnyType() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        Files.writeString(fx.active, "notes: ''\n");
        MemoryEditor editor = fx.editor();
        assertThat(plan(editor.prepare(EditPlanner.section(SectionOperation.REPLACE, "goals", "one goal")))
                .needsConfirmation()).isTrue();
        assertThat(plan(editor.prepare(EditPlanner.section(SectionOperation.REPLACE, "owner", "{name: kenji}")))
                .needsConfirmation()).isFalse();
        assertThat(plan(editor.prepare(EditPlanner.section(SectionOperation.REPLACE, "current_task", "Tag")))
                .needsConfirmation()).isFalse();
        EditPlan whole = plan(editor.prepare(EditRequest.wholeFile("notes: 3\n")));
        assertThat(whole.typeChanges()).extracting(TypeChange::section).containsExactly("notes");
    }

    @Test
    void aSectionEditChangesOnlyItsSectionAndWritesWhatPyYamlWould() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        String original = fx.activeText();
        EditPlan plan = plan(fx.editor().prepare(EditPlanner.section(SectionOperation.REPLACE, "current_task",
                "Write the changelog")));
        assertThat(plan.changedSections()).containsExactly("current_task");
        assertThat(plan.baseText()).isEqualTo(original);
        Map<String, Object> expected = new java.util.LinkedHashMap<>(YamlReader.parseMapping(original));
        expected.put("current_task", "Write the changelog");
        assertThat(plan.resultText()).isEqualTo(PyYamlWriter.dump(expected));
    }

    // rule 3

    @Test
    void anEditOnAVersionThatChangedIsAConflictWithBaseTheirsYoursAndReappliesOnTheirs() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        String base = fx.activeText();
        EditPlan plan = plan(editor.prepare(EditPlanner.section(SectionOperation.APPEND, "goals", "Write the changelog")));

        Map<String, Object> other = new java.util.LinkedHashMap<>(YamlReader.parseMapping(base));
        other.put("current_task", "Someone else's task");
        String theirs = PyYamlWriter.dump(other);
        Files.writeString(fx.active, theirs);
        Map<String, String> before = fx.tree();

        EditOutcome outcome = editor.apply(plan, false);
        assertThat(outcome).isInstanceOf(EditOutcome.Conflict.class);
        EditOutcome.Conflict conflict = (EditOutcome.Conflict) outcome;
        assertThat(conflict.baseText()).isEqualTo(base);
        assertThat(conflict.theirsText()).isEqualTo(theirs);
        assertThat(conflict.yoursText()).isEqualTo(plan.resultText());
        assertThat(fx.tree()).isEqualTo(before);

        assertThat(conflict.canReapply()).isTrue();
        EditPlan again = plan(conflict.reapplyOnTheirs());
        assertThat(again.baseText()).isEqualTo(theirs);
        applied(editor.apply(again, false));
        Map<String, Object> now = YamlReader.parseMapping(fx.activeText());
        assertThat(now.get("current_task")).isEqualTo("Someone else's task");
        assertThat((List<?>) now.get("goals")).last().isEqualTo("Write the changelog");
    }

    @Test
    void aWholeFileEditCannotBeReappliedOnTheirs() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        EditPlan plan = plan(editor.prepare(EditRequest.wholeFile("goals: []\nnotes: mine\n")));
        Files.writeString(fx.active, "goals: []\nnotes: theirs\n");
        EditOutcome.Conflict conflict = (EditOutcome.Conflict) editor.apply(plan, false);
        assertThat(conflict.canReapply()).isFalse();
        assertThat(conflict.reapplyOnTheirs()).isInstanceOfSatisfying(EditOutcome.Refused.class,
                r -> assertThat(r.reason()).isEqualTo(EditOutcome.Refused.Reason.CANNOT_REAPPLY));
    }

    // rule 4

    @Test
    void noWriteWhileACycleIsRunning() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        fx.write("20260401_102637_before.yaml", fx.activeText());
        MemoryEditor editor = fx.editor();
        EditPlan plan = plan(editor.prepare(EditPlanner.section(SectionOperation.APPEND, "notes", "hand note")));
        Map<String, String> before = fx.tree();
        EditOutcome outcome = editor.apply(plan, false);
        assertThat(outcome).isInstanceOfSatisfying(EditOutcome.CycleRunning.class,
                r -> assertThat(r.cycle().toString()).isEqualTo("20260401_102637"));
        assertThat(outcome.message()).contains("20260401_102637 is running");
        assertThat(fx.tree()).isEqualTo(before);
        assertThat(editor.undo(true)).isInstanceOf(EditOutcome.Refused.class);
    }

    // rule 5

    @Test
    void theWriteIsAtomicKeepsPermissionsAndSavesThePreviousVersionToHistory() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        Files.setPosixFilePermissions(fx.active, PosixFilePermissions.fromString("rw-r-----"));
        byte[] original = Files.readAllBytes(fx.active);
        MemoryEditor editor = fx.editor();
        EditOutcome.Applied done = applied(editor.apply(
                plan(editor.prepare(EditPlanner.section(SectionOperation.CLEAR, "completed_tasks", null))), false));

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(fx.active))).isEqualTo("rw-r-----");
        assertThat(done.historyEntry()).hasBinaryContent(original);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(done.historyEntry())))
                .isEqualTo("rw-r-----");
        assertThat(done.historyEntry().getParent()).isEqualTo(fx.dir.resolve(".inspector/history"));
        assertThat(done.historyEntry().getFileName().toString())
                .matches("\\d{8}T\\d{6}\\.\\d{6}Z_" + Hashes.sha256(original).substring(0, 16) + "\\.yaml");
        assertThat(done.hashBefore()).isEqualTo(Hashes.sha256(original));
        assertThat(done.hashAfter()).isEqualTo(Hashes.sha256(Files.readAllBytes(fx.active)));
        try (Stream<Path> files = Files.list(fx.dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.contains("inspector-tmp"));
        }
    }

    @Test
    void theHistoryKeepsOnlyTheNewestEntriesInWriteOrderEvenOnAStoppedClock() throws Exception {
        PreviousVersions history = new PreviousVersions(tmp.resolve("history"), 3);
        for (int i = 0; i < 5; i++) {
            byte[] bytes = ("v" + i).getBytes();
            history.save(bytes, PreviousVersions.hashLabel(Hashes.sha256(bytes), ".yaml"), EditFixture.CLOCK.instant(), null);
        }
        List<Path> entries = history.entries();
        assertThat(entries).hasSize(3);
        assertThat(entries).extracting(p -> Files.readString(p)).containsExactly("v2", "v3", "v4");
    }

    @Test
    void undoRestoresThePreviousVersionAsASafeJournaledWrite() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        byte[] original = Files.readAllBytes(fx.active);
        applied(editor.apply(plan(editor.prepare(EditPlanner.section(SectionOperation.APPEND, "notes", "one"))), false));
        byte[] afterFirst = Files.readAllBytes(fx.active);
        applied(editor.apply(plan(editor.prepare(EditPlanner.section(SectionOperation.APPEND, "notes", "two"))), false));

        EditOutcome.Applied undone = applied(editor.undo(false));
        assertThat(undone.operation()).isEqualTo("undo append notes");
        assertThat(fx.active).hasBinaryContent(afterFirst);
        applied(editor.undo(false));
        assertThat(fx.active).hasBinaryContent(original);
        assertThat(editor.undo(false)).isInstanceOfSatisfying(EditOutcome.Refused.class,
                r -> assertThat(r.reason()).isEqualTo(EditOutcome.Refused.Reason.NOTHING_TO_UNDO));

        List<JournalEntry> journal = editor.journal().read().entries();
        assertThat(journal).extracting(JournalEntry::status).containsExactly(JournalEntry.Status.APPLIED,
                JournalEntry.Status.APPLIED, JournalEntry.Status.UNDONE, JournalEntry.Status.UNDONE);
        assertThat(journal.get(2).ref()).isEqualTo(journal.get(1).id());
        assertThat(journal.get(3).ref()).isEqualTo(journal.get(0).id());
    }

    @Test
    void undoRefusesWhenActiveChangedSinceTheEditUnlessForced() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        byte[] original = Files.readAllBytes(fx.active);
        applied(editor.apply(plan(editor.prepare(EditPlanner.section(SectionOperation.APPEND, "notes", "one"))), false));
        Files.writeString(fx.active, fx.activeText().replace("current_task: null", "current_task: agent's"));
        Map<String, String> before = fx.tree();
        assertThat(editor.undo(false)).isInstanceOfSatisfying(EditOutcome.Refused.class,
                r -> assertThat(r.reason()).isEqualTo(EditOutcome.Refused.Reason.CHANGED_SINCE_EDIT));
        assertThat(fx.tree()).isEqualTo(before);
        EditOutcome.Applied forced = applied(editor.undo(true));
        assertThat(fx.active).hasBinaryContent(original);
        assertThat(forced.historyEntry()).content().contains("current_task: agent's");
    }

    // rule 6

    @Test
    void everyWriteIsJournaledWithSectionOperationHashesHowStatusCycleAndPreview() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        EditOutcome.Applied done = applied(editor.apply(plan(editor.prepare(
                EditPlanner.section(SectionOperation.UPDATE, null, "{current_task: Tag 1.4.1, pending_actions: [Build]}"))), false));
        Journal.Contents contents = editor.journal().read();
        assertThat(contents.damagedLines()).isZero();
        assertThat(contents.entries()).containsExactly(done.journalEntry());
        JournalEntry e = done.journalEntry();
        assertThat(e.time()).isEqualTo(EditFixture.CLOCK.instant());
        assertThat(e.how()).isEqualTo(JournalEntry.How.FILE);
        assertThat(e.status()).isEqualTo(JournalEntry.Status.APPLIED);
        assertThat(e.operation()).isEqualTo("update current_task, pending_actions");
        assertThat(e.sections()).containsExactly("current_task", "pending_actions");
        assertThat(e.hashBefore()).isEqualTo(done.hashBefore());
        assertThat(e.hashAfter()).isEqualTo(done.hashAfter());
        assertThat(e.cycle()).isEqualTo("20260401_102137");
        assertThat(e.preview()).contains("current_task: Tag 1.4.1");
        assertThat(e.history()).isEqualTo(done.historyEntry().getFileName().toString());
        // one write: its intent, forced to disk before the rename, and its verdict line, under one id
        assertThat(Files.readAllLines(editor.journal().path())).hasSize(2).allMatch(l -> l.startsWith("{\"id\":\"" + e.id()));
        assertThat(Files.readAllLines(editor.journal().path()).get(0)).contains("\"status\":\"intended\"");
        assertThat(contents.unfinished()).isEmpty();
        assertThat(e.file()).isEqualTo("active.yaml");
    }

    @Test
    void theJournalReaderToleratesATruncatedLastLineAndTheNextAppendStillReads() throws Exception {
        Journal journal = new Journal(tmp.resolve(".inspector/journal.jsonl"));
        JournalEntry first = JournalEntry.of(EditFixture.CLOCK.instant(), JournalEntry.How.FILE,
                JournalEntry.Status.APPLIED, "append notes", List.of("notes")).withHashes("a", "b");
        JournalEntry second = JournalEntry.of(EditFixture.CLOCK.instant(), JournalEntry.How.INJECTED,
                JournalEntry.Status.APPLIED, "replace goals", List.of("goals"));
        journal.append(first);
        journal.append(second);
        byte[] bytes = Files.readAllBytes(journal.path());
        Files.write(journal.path(), java.util.Arrays.copyOf(bytes, bytes.length - 20));

        Journal.Contents cut = journal.read();
        assertThat(cut.entries()).containsExactly(first);
        assertThat(cut.damagedLines()).isEqualTo(1);

        journal.append(second);
        Journal.Contents after = journal.read();
        assertThat(after.entries()).containsExactly(first, second);
        assertThat(after.damagedLines()).isEqualTo(1);
    }
}

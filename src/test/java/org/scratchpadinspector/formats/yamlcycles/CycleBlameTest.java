package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.formats.yamlcycles.MemoryEditor;
import org.scratchpadinspector.engine.edit.SectionEdit;
import org.scratchpadinspector.engine.blame.Attribution;
import org.scratchpadinspector.engine.blame.Blame;
import org.scratchpadinspector.engine.blame.FieldChangeRecord;
import org.scratchpadinspector.engine.blame.JournalAttribution;
import org.scratchpadinspector.engine.edit.JournalFiles;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.UnitId;

/** Blame on seed 000's history: the engine's rules on cycles, the journal beside active.yaml, the agent's log. */
class CycleBlameTest {
    static final String C1 = "20260401_100000";
    static final String C2 = "20260401_101000";
    static final String C3 = "20260401_102000";
    static final String C4 = "20260401_103000";

    @TempDir
    Path tmp;

    static Blame.Report blame(Path root, String path) throws Exception {
        Scratchpad pad = Scratchpad.open(root);
        return Blame.of(new CycleHistory(pad), journal(pad), FieldPath.parse(path), Cancellation.NONE);
    }

    static JournalAttribution journal(Scratchpad pad) throws java.io.IOException {
        return JournalAttribution.read(JournalFiles.under(pad.location().directory()));
    }

    /** The agent adds a goal in C1; a person adds one by hand before C2; C2 and C3 leave goals alone. */
    static RunFixture agentThenHandEdit(Path root) throws Exception {
        RunFixture run = new RunFixture(root);
        run.start(RunFixture.state(List.of("Write the report"), "Draft", List.of()));
        run.cycle(C1, RunFixture.state(List.of("Write the report", "Publish it"), "Draft", List.of(),
                        "\n[TOOL] echo({'message': 'hi'}) \\u2192 ECHO: hi"),
                RunFixture.updateLog(C1, 2, "{\"goals\": [\"Write the report\", \"Publish it\"]}"));
        run.handEdit(RunFixture.state(List.of("Write the report", "Publish it", "Ask Amelie"), "Draft", List.of(),
                "\n[TOOL] echo({'message': 'hi'}) \\u2192 ECHO: hi"));
        run.cycle(C2, RunFixture.state(List.of("Write the report", "Publish it", "Ask Amelie"), "Review", List.of(),
                "\n[TOOL] echo({'message': 'hi'}) \\u2192 ECHO: hi"), null);
        return run;
    }

    @Test
    void aHandEditBetweenCyclesIsOutsideInTheCycleWhoseBeforeShowsItAndTheAgentsChangeFollows() throws Exception {
        agentThenHandEdit(tmp);

        Blame.Report report = blame(tmp, "goals");

        assertThat(report.changes()).extracting(c -> c.unit().text(), FieldChangeRecord::by)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(C2, Attribution.OUTSIDE),
                        org.assertj.core.groups.Tuple.tuple(C1, Attribution.AGENT));
        FieldChangeRecord hand = report.changes().get(0);
        assertThat(hand.oldValue()).isEqualTo(List.of("Write the report", "Publish it"));
        assertThat(hand.newValue()).isEqualTo(List.of("Write the report", "Publish it", "Ask Amelie"));
        assertThat(hand.detail()).contains("continuity break");
        FieldChangeRecord agent = report.changes().get(1);
        assertThat(agent.oldValue()).isEqualTo(List.of("Write the report"));
        assertThat(agent.detail()).isEqualTo("iteration 2: update_scratchpad {\"goals\": [\"Write the report\", \"Publish it\"]} (log)");
        assertThat(report.everExisted()).isTrue();
    }

    @Test
    void anEditJournaledByTheInspectorIsAttributedToTheInspectorAndAnUncommittedOneHasNoCycle() throws Exception {
        RunFixture run = agentThenHandEdit(tmp);
        MemoryEditor editor = MemoryEditor.open(tmp);
        EditPlan plan = (EditPlan) editor.prepare(new EditRequest.Section(SectionEdit.append("goals", List.of("Archive"))));
        assertThat(editor.apply(plan, false)).isInstanceOf(EditOutcome.Applied.class);
        run.cycle(C3, Files.readString(run.active), null);
        plan = (EditPlan) editor.prepare(new EditRequest.Section(SectionEdit.append("goals", List.of("Celebrate"))));
        assertThat(editor.apply(plan, false)).isInstanceOf(EditOutcome.Applied.class);

        Blame.Report report = blame(tmp, "goals");

        assertThat(report.changes()).extracting(FieldChangeRecord::unit, FieldChangeRecord::by).containsExactly(
                org.assertj.core.groups.Tuple.tuple(null, Attribution.INSPECTOR),
                org.assertj.core.groups.Tuple.tuple(UnitId.of(C3), Attribution.INSPECTOR),
                org.assertj.core.groups.Tuple.tuple(UnitId.of(C2), Attribution.OUTSIDE),
                org.assertj.core.groups.Tuple.tuple(UnitId.of(C1), Attribution.AGENT));
        assertThat(report.changes().get(1).detail()).contains("append goals").contains("(file)");
    }

    @Test
    void aHandEditOverAnInspectorEditIsOutsideBecauseTheJournaledValueIsNotTheOneTheCycleRead() throws Exception {
        RunFixture run = agentThenHandEdit(tmp);
        MemoryEditor editor = MemoryEditor.open(tmp);
        EditPlan plan = (EditPlan) editor.prepare(new EditRequest.Section(SectionEdit.append("goals", List.of("Archive"))));
        editor.apply(plan, false);
        run.handEdit(Files.readString(run.active).replace("- Archive", "- Archive everything"));
        run.cycle(C3, Files.readString(run.active), null);

        assertThat(blame(tmp, "goals").changes().get(0).by()).isEqualTo(Attribution.OUTSIDE);
    }

    @Test
    void aPathIntoASectionFollowsOnlyThatElement() throws Exception {
        agentThenHandEdit(tmp);

        Blame.Report second = blame(tmp, "goals[1]");
        Blame.Report third = blame(tmp, "goals[2]");

        assertThat(second.changes()).singleElement().satisfies(c -> {
            assertThat(c.unit()).isEqualTo(UnitId.of(C1));
            assertThat(c.oldValue()).isSameAs(FieldPath.ABSENT);
            assertThat(c.newValue()).isEqualTo("Publish it");
        });
        assertThat(third.changes()).singleElement().extracting(FieldChangeRecord::by).isEqualTo(Attribution.OUTSIDE);
    }

    @Test
    void aFieldThatNeverExistedSaysSoAndAFieldThatNeverChangedKeepsItsFirstValue() throws Exception {
        agentThenHandEdit(tmp);

        assertThat(blame(tmp, "owner").everExisted()).isFalse();
        assertThat(blame(tmp, "goals[7]").everExisted()).isFalse();
        Blame.Report unchanged = blame(tmp, "completed_tasks");
        assertThat(unchanged.changes()).isEmpty();
        assertThat(unchanged.everExisted()).isTrue();
        assertThat(unchanged.firstPoint().unit()).isEqualTo(UnitId.of(C1));
    }

    @Test
    void anUnreadableSnapshotIsNamedAndTheChangeAcrossItCarriesTheGap() throws Exception {
        RunFixture run = agentThenHandEdit(tmp);
        Files.writeString(run.dir.resolve(C2 + "_before.yaml"), "goals: [unclosed\n");

        Blame.Report report = blame(tmp, "current_task");

        assertThat(report.unreadable()).singleElement().asString().startsWith(C2 + "_before.yaml: ");
        assertThat(report.changes()).singleElement().satisfies(c -> {
            assertThat(c.newValue()).isEqualTo("Review");
            assertThat(c.detail()).contains("spans unreadable " + C2 + "_before.yaml");
        });
    }

    @Test
    void theRealAgentsLogGivesTheIterationOfTheUpdateScratchpadCall() throws Exception {
        RunFixture run = new RunFixture(tmp);
        run.start(RunFixture.state(List.of("Write the report"), "Draft", List.of()));
        run.cycle(C1, RunFixture.state(List.of("Write the report"), "Review", List.of()),
                "=== AGENT WAKING ===\n--- Iteration 1/5 ---\nModel response: {\"tool\": \"echo\", \"args\": {}}\n"
                        + "--- Iteration 2/5 ---\nModel response: {\"tool\": \"update_scratchpad\", \"args\": "
                        + "{\"current_task\": \"Review\"}}\nDispatching tool: update_scratchpad\nCycle " + C1 + " complete.\n");

        assertThat(blame(tmp, "current_task").changes()).singleElement().extracting(FieldChangeRecord::detail)
                .isEqualTo("iteration 2: update_scratchpad {\"current_task\": \"Review\"} (log)");
    }

    @Test
    void blamingSeveralFieldsInOneWalkGivesEachTheReportItWouldHaveAlone() throws Exception {
        RunFixture run = agentThenHandEdit(tmp);
        run.handEdit(RunFixture.state(List.of("Write the report"), "Ship", List.of(),
                "\n[TOOL] echo({'message': 'hi'}) \\u2192 ECHO: hi\n[COMPLETED] shipped"));
        Scratchpad pad = Scratchpad.open(tmp);
        JournalAttribution journal = journal(pad);
        List<FieldPath> paths = List.of(FieldPath.parse("goals"), FieldPath.parse("current_task"),
                FieldPath.parse("notes"), FieldPath.parse("missing"));

        java.util.Map<FieldPath, Blame.Report> together = Blame.ofEach(new CycleHistory(pad), journal, paths, Cancellation.NONE);

        assertThat(together.keySet()).containsExactlyElementsOf(paths);
        for (FieldPath path : paths) {
            Blame.Report alone = Blame.of(new CycleHistory(pad), journal, path, Cancellation.NONE);
            assertThat(together.get(path)).usingRecursiveComparison().isEqualTo(alone);
        }
        assertThat(together.get(paths.get(1)).changes()).extracting(FieldChangeRecord::newValue)
                .containsExactly("Ship", "Review");
        assertThat(together.get(paths.get(3)).everExisted()).isFalse();
    }

    @Test
    void badPathSyntaxIsRefusedWithTheColumn() {
        assertThatThrownBy(() -> FieldPath.parse("goals..x")).hasMessageContaining("column 7");
        assertThatThrownBy(() -> FieldPath.parse("goals[x]")).hasMessageContaining("list index");
        assertThatThrownBy(() -> FieldPath.parse("[0]")).hasMessageContaining("starts with a section");
        assertThatThrownBy(() -> FieldPath.parse("goals.")).hasMessageContaining("empty key");
        assertThat(FieldPath.parse("completed_tasks[0].task").section()).isEqualTo("completed_tasks");
        assertThat(FieldPath.parse("goals.0").lookup(java.util.Map.of("goals", List.of("first")))).isEqualTo("first");
    }
}

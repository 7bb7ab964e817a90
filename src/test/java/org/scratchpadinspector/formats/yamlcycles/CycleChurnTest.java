package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.formats.yamlcycles.MemoryEditor;
import org.scratchpadinspector.engine.edit.SectionEdit;
import org.scratchpadinspector.engine.blame.Attribution;
import org.scratchpadinspector.engine.blame.Churn;
import org.scratchpadinspector.engine.blame.FieldChangeRecord;
import org.scratchpadinspector.model.UnitId;

/** Churn on seed 000's history. */
class CycleChurnTest {
    static final String NOTE = "\n[TOOL] echo({'message': 'hi'}) \\u2192 ECHO: hi";

    @TempDir
    Path tmp;

    static Map<String, Churn.SectionChurn> churn(Path root) throws Exception {
        Scratchpad pad = Scratchpad.open(root);
        Churn.Report report = Churn.of(new CycleHistory(pad), CycleBlameTest.journal(pad), Cancellation.NONE);
        return report.sections().stream().collect(Collectors.toMap(Churn.SectionChurn::section, Function.identity()));
    }

    @Test
    void countsAgentInspectorAndOutsideChangesApartAndMarksASectionThatReturnsToAnEarlierValue() throws Exception {
        RunFixture run = CycleBlameTest.agentThenHandEdit(tmp);
        // C2 moved current_task Draft -> Review; C3 moves it back to Draft: a flip
        run.cycle(CycleBlameTest.C3, RunFixture.state(List.of("Write the report", "Publish it", "Ask Amelie"), "Draft",
                List.of(), NOTE, NOTE), null);
        MemoryEditor editor = MemoryEditor.open(tmp);
        editor.apply((EditPlan) editor.prepare(new EditRequest.Section(SectionEdit.replace("pending_actions",
                List.of("Publish")))), false);
        run.cycle(CycleBlameTest.C4, Files.readString(run.active), null);

        Map<String, Churn.SectionChurn> sections = churn(tmp);

        assertThat(sections.get("goals")).extracting(Churn.SectionChurn::agent, Churn.SectionChurn::inspector,
                Churn.SectionChurn::outside, Churn.SectionChurn::flips).containsExactly(1, 0, 1, 0);
        Churn.SectionChurn task = sections.get("current_task");
        assertThat(task.agent()).isEqualTo(2);
        assertThat(task.flips()).isEqualTo(1);
        assertThat(task.flipUnits()).containsExactly(UnitId.of(CycleBlameTest.C3));
        assertThat(task.flipsBackAndForth()).isTrue();
        assertThat(sections.get("pending_actions")).extracting(Churn.SectionChurn::inspector, Churn.SectionChurn::lastChanged)
                .containsExactly(1, UnitId.of(CycleBlameTest.C4));
        assertThat(sections.get("notes").agent()).isEqualTo(2);
        assertThat(sections.get("completed_tasks").total()).isZero();
        assertThat(sections).doesNotContainKey("last_updated");
    }

    @Test
    void sectionsAreSortedByHowOftenTheyChanged() throws Exception {
        CycleBlameTest.agentThenHandEdit(tmp);
        Scratchpad pad = Scratchpad.open(tmp);

        Churn.Report report = Churn.of(new CycleHistory(pad), CycleBlameTest.journal(pad), Cancellation.NONE);

        assertThat(report.units()).isEqualTo(2);
        assertThat(report.sections()).extracting(Churn.SectionChurn::section)
                .startsWith("goals").endsWith("pending_actions");
        assertThat(report.sections()).extracting(Churn.SectionChurn::total).isSortedAccordingTo((a, b) -> b - a);
    }

    @Test
    void anInjectionAppliedInACycleMakesThatCyclesChangeTheInspectors() throws Exception {
        RunFixture run = CycleBlameTest.agentThenHandEdit(tmp);
        MemoryEditor editor = MemoryEditor.open(tmp);
        editor.journal().append(JournalEntry.of(Instant.parse("2026-04-01T10:20:01Z"), JournalEntry.How.INJECTED,
                        JournalEntry.Status.APPLIED, "replace current_task", List.of("current_task"))
                .withCycle(CycleBlameTest.C3, true).withMessage("injection abc after iteration 1"));
        run.cycle(CycleBlameTest.C3, RunFixture.state(List.of("Write the report", "Publish it", "Ask Amelie"), "Ship",
                List.of(), NOTE), null);

        assertThat(churn(tmp).get("current_task")).extracting(Churn.SectionChurn::agent, Churn.SectionChurn::inspector)
                .containsExactly(1, 1);
        FieldChangeRecord newest = CycleBlameTest.blame(tmp, "current_task").changes().get(0);
        assertThat(newest.by()).isEqualTo(Attribution.INSPECTOR);
        assertThat(newest.detail()).contains("injected").contains("after iteration 1");
    }
}

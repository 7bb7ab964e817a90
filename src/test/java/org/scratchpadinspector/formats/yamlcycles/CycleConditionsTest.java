package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.watchpoint.Breakpoint;
import org.scratchpadinspector.engine.watchpoint.ConditionParser;
import org.scratchpadinspector.engine.watchpoint.InvalidCondition;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.CycleAnalysis;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;

/** Conditions judged against a finished cycle read from real files. */
class CycleConditionsTest {
    @TempDir
    Path root;

    CycleAnalysis cycle;

    @BeforeEach
    void writeOneCompletedCycle() throws Exception {
        Path pad = Files.createDirectories(root.resolve("scratchpad"));
        String before = "goals:\n- ship\ncurrent_task: tag\npending_actions:\n- upload\ncompleted_tasks: []\nnotes: ''\n";
        String after = "goals:\n- ship\ncurrent_task: upload\npending_actions: []\ncompleted_tasks:\n- task: tag\n  summary: tagged\n"
                + "notes: \"\\n[TOOL] shell({'command': 'rm -rf build'}) \\u2192 ok\\n[COMPLETED] tagged\"\n";
        Files.writeString(pad.resolve("20261122_093000_before.yaml"), before, StandardCharsets.UTF_8);
        Files.writeString(pad.resolve("20261122_093000_after.yaml"), after, StandardCharsets.UTF_8);
        Files.writeString(pad.resolve("active.yaml"), after, StandardCharsets.UTF_8);
        cycle = Scratchpad.open(root).analyze(0);
    }

    private static Breakpoint bp(String text) throws InvalidCondition {
        return new Breakpoint(text, ConditionParser.parseText(text));
    }

    @Test
    void aChangedFieldShowsItsOldAndNewValueAndAnUnchangedOneDoesNotHold() throws Exception {
        assertThat(CycleConditions.evaluate(bp("changed=current_task").condition(), cycle)).hasValueSatisfying(saw ->
                assertThat(saw).containsEntry("path", "current_task").containsEntry("old", "tag").containsEntry("new", "upload"));
        assertThat(CycleConditions.evaluate(bp("changed=goals").condition(), cycle)).isEmpty();
        assertThat(CycleConditions.evaluate(bp("changed=completed_tasks.0.task").condition(), cycle))
                .hasValueSatisfying(saw -> assertThat(saw).containsEntry("old", null).containsEntry("new", "tag"));
    }

    @Test
    void aToolCallIsFoundInTheNotesTheCycleAddedWithItsArguments() throws Exception {
        assertThat(CycleConditions.evaluate(bp("tool=shell:rm ").condition(), cycle)).hasValueSatisfying(saw ->
                assertThat(saw).containsEntry("tool", "shell").containsEntry("args", "{'command': 'rm -rf build'}"));
        assertThat(CycleConditions.evaluate(bp("tool=shell:ls").condition(), cycle)).isEmpty();
        assertThat(CycleConditions.evaluate(bp("tool=echo").condition(), cycle)).isEmpty();
    }

    @Test
    void statusSizeAndIterationAreJudgedFromTheSummaryAndTheAfterSnapshot() throws Exception {
        assertThat(CycleConditions.evaluate(bp("status=" + cycle.summary().status().key()).condition(), cycle)).isPresent();
        assertThat(CycleConditions.evaluate(bp("status=crashed").condition(), cycle)).isEmpty();
        assertThat(CycleConditions.evaluate(bp("size:completed_tasks>0").condition(), cycle)).isPresent();
        assertThat(CycleConditions.evaluate(bp("size:notes>1000").condition(), cycle)).isEmpty();
        assertThat(CycleConditions.evaluate(bp("size:current_task>5").condition(), cycle)).as("'upload' has 6 characters").isPresent();
        assertThat(CycleConditions.evaluate(bp("iteration>0").condition(), cycle)).as("no log: the count is unknown").isEmpty();
    }

    @Test
    void theFirstHitFollowsTheOrderOfTheSet() throws Exception {
        assertThat(CycleConditions.firstHit(List.of(bp("status=crashed"), bp("changed=goals"), bp("tool=shell"),
                bp("changed=current_task")), cycle)).hasValueSatisfying(hit -> assertThat(hit.id()).isEqualTo("tool=shell"));
    }
}

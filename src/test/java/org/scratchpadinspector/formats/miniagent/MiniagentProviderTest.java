package org.scratchpadinspector.formats.miniagent;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.FormatProviderContract;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.format.UnitJson;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.SampleCopy;

class MiniagentProviderTest extends FormatProviderContract {
    static final Path SAMPLES = Path.of("scratchpad-samples");
    static final Path COMMITTED = SAMPLES.resolve("miniagent/32-tutor-demo");
    private Path sample;

    @Override
    protected FormatProvider provider() {
        return new MiniagentProvider();
    }

    @Override
    protected void plantLinkOutside(Path sample, Path outside) throws Exception {
        Path trace = sample.resolve("traces/20260407T091000Z_97b75092.json");
        Files.delete(trace);
        Files.createSymbolicLink(trace, outside);
    }

    @Override
    protected Path sample() throws Exception {
        if (sample == null) {
            sample = SampleCopy.copy(COMMITTED, contractTemp.resolve("32-tutor-demo"));
        }
        return sample;
    }

    private UnitDetail detail(MemorySource source, String id) {
        return source.detail(source.find(id).orElseThrow(), Cancellation.NONE).orElseThrow();
    }

    @Test
    void everyUnitOfTheCommittedSamplePrintsExactlyAsItsExpectedJson() throws Exception {
        JsonNode expected = new ObjectMapper().readTree(COMMITTED.resolve("expected.json").toFile()).get("units");
        List<JsonNode> actual = open().units().stream().map(u -> (JsonNode) UnitJson.toJson(u)).toList();
        assertThat(actual).containsExactlyElementsOf(expected::elements);
    }

    @Test
    void recognisesTheFolderAboveTheExperimentAndReadsTheExperimentInside() throws Exception {
        Recognition r = provider().recognise(SAMPLES.resolve("miniagent"));
        assertThat(r.recognised()).isTrue();
        assertThat(r.root()).isEqualTo(SAMPLES.resolve("miniagent/32-tutor-demo"));
        assertThat(r.confidence()).isGreaterThan(0.8);
    }

    @Test
    void theTracesFolderItselfOpensItsExperiment() throws Exception {
        Recognition r = provider().recognise(sample().resolve("traces"));
        assertThat(r.recognised()).isTrue();
        assertThat(r.root()).isEqualTo(sample().toAbsolutePath());
        assertThat(provider().open(r, null, Cancellation.NONE).units()).hasSize(10);
    }

    @Test
    void recognisesNoneOfTheOtherSampleFolders() throws IOException {
        List<String> recognised = new ArrayList<>();
        try (DirectoryStream<Path> folders = Files.newDirectoryStream(SAMPLES, Files::isDirectory)) {
            for (Path folder : folders) {
                if (provider().recognise(folder).recognised()) {
                    recognised.add(folder.getFileName().toString());
                }
            }
        }
        assertThat(recognised).containsExactly("miniagent");
    }

    @Test
    void aFolderOfSeveralExperimentsPrefixesEachIdWithItsExperiment() throws Exception {
        Path runs = contractTemp.resolve("runs");
        SampleCopy.copy(COMMITTED, runs.resolve("a"));
        SampleCopy.copy(COMMITTED, runs.resolve("b"));
        Recognition r = provider().recognise(runs);
        assertThat(r.root()).isEqualTo(runs);
        MemorySource source = provider().open(r, null, Cancellation.NONE);
        List<String> ids = source.units().stream().map(u -> u.id().text()).toList();
        assertThat(ids).hasSize(20).contains("a/97b75092", "a/longterm", "b/97b75092", "b/longterm");
        assertThat(ids.indexOf("a/longterm")).isEqualTo(9);
        assertThat(detail(source, "b/longterm").changes()).isNotEmpty();
    }

    @Test
    void statusesCarryTheSeverityAnOperatorExpects() throws Exception {
        List<Unit> units = open().units();
        assertThat(severity(units, "3ceb3ffd")).isEqualTo(Severity.OK);
        assertThat(severity(units, "97b75092")).as("answered after two failed steps").isEqualTo(Severity.NOTICE);
        assertThat(severity(units, "ea7b5bf5")).as("discarded without an answer").isEqualTo(Severity.FAILURE);
        assertThat(severity(units, "a02f34a6")).as("the trace stops mid-correction").isEqualTo(Severity.WARNING);
        assertThat(severity(units, "longterm")).isEqualTo(Severity.OK);
    }

    private static Severity severity(List<Unit> units, String id) {
        return units.stream().filter(u -> u.id().text().equals(id)).findFirst().orElseThrow().status().severity();
    }

    @Test
    void aCorrectionsStatesAreDecodedTextOneItemALine() throws Exception {
        UnitDetail d = detail(open(), "97b75092");
        String after = d.state("after").text();
        assertThat(after).contains("learner: zoë", "sentence: I buyed a croissant for Amélie.")
                .doesNotContain("\\u00").contains("  2. thought: Look up buy.\n");
        assertThat(d.state("before").text()).contains("steps: none").doesNotContain("DISCARDED");
        assertThat(after).contains("  DISCARDED at 20260407T091012Z\n");
    }

    @Test
    void aCorrectionsChangesAreItsStepsOneByOne() throws Exception {
        UnitDetail d = detail(open(), "ea7b5bf5");
        assertThat(d.changes()).containsExactly(
                "step 1: lookup_irregular_verb(verb=\"learnt\") -> error: not in the irregular verb table: 'learnt'",
                "step 2: conjugate(verb=\"learn\", tense=\"past_simple\") -> error: validation failed: unknown tool 'conjugate'",
                "step 3: parse_error(raw=\"{\\\"thought\\\": \\\"Look up learn.\\\", \\\"action\\\": {\\\"name\\\": "
                        + "\\\"lookup_irregular_verb\\\", \\\"args\\\": {\\\"verb\\\": \\\"learn\\\"\") -> error: could not "
                        + "parse planner output: Expecting ',' delimiter: line 1 column 99 (char 98)",
                "step 4: lookup_longterm(learner_id=\"zoë\", verb=\"learn\") -> ok: no mistakes recorded for zoë on 'learn'");
    }

    @Test
    void theTimelineMarksEachKindOfFailedStepAsAFailure() throws Exception {
        UnitDetail d = detail(open(), "ea7b5bf5");
        List<String> failures = d.timeline().stream().filter(e -> e.severity() == Severity.FAILURE)
                .map(UnitEvent::title).toList();
        assertThat(failures).hasSize(4);
        assertThat(failures.get(0)).startsWith("step 1 tool error: not in the irregular verb table");
        assertThat(failures.get(1)).startsWith("step 2 validation failure: validation failed: unknown tool");
        assertThat(failures.get(2)).startsWith("step 3 parse failure: could not parse planner output");
        assertThat(failures.get(3)).startsWith("discarded without an answer after 4 steps");
        assertThat(d.timeline().stream().map(UnitEvent::kind).toList())
                .startsWith("lifecycle", "lifecycle", "thought", "action", "observation").endsWith("lifecycle", "gave_up");
        assertThat(d.timeline().get(0).time()).isEqualTo("20260407T095000Z");
    }

    @Test
    void aCorrectionThatStopsMidWayEndsItsTimelineWithAWarning() throws Exception {
        List<UnitEvent> timeline = detail(open(), "a02f34a6").timeline();
        UnitEvent last = timeline.get(timeline.size() - 1);
        assertThat(last.severity()).isEqualTo(Severity.WARNING);
        assertThat(last.title()).contains("no DISCARDED");
    }

    @Test
    void theStoreIsDiffedCounterByCounterAgainstTheVersionTheNewestAnsweredCorrectionFound() throws Exception {
        UnitDetail d = detail(open(), "longterm");
        assertThat(d.changes()).containsExactly("override learn: new, learnt",
                "accuracy kenji|past_simple: 1/1 correct → 2/2 correct");
        assertThat(d.state("current").text()).contains("  zoë|go|past_tense_form: 3\n", "  spell: spelt\n");
        assertThat(d.state("previous").text()).doesNotContain("learnt").contains("kenji|past_simple: 1/1 correct");
        assertThat(d.timeline().get(0).title()).contains("previous = the store as 795b929e found it");
        assertThat(d.timeline().stream().filter(e -> e.kind().equals("save"))).hasSize(7);
    }

    @Test
    void searchUnderstandsLearnerToolAndFailureTermsAndPlainText() throws Exception {
        MemorySource source = open();
        assertThat(ids(source.search("learner:kenji", Cancellation.NONE)))
                .containsExactly("21636369", "5eb561a4", "795b929e");
        assertThat(ids(source.search("tool:add_verb_override", Cancellation.NONE)))
                .containsExactly("21636369", "795b929e");
        assertThat(ids(source.search("failed:parse", Cancellation.NONE))).containsExactly("97b75092", "ea7b5bf5");
        assertThat(ids(source.search("krakÓw", Cancellation.NONE))).containsExactly("ea7b5bf5");
        assertThat(ids(source.search("\"spell: spelt\"", Cancellation.NONE))).containsExactly("longterm");
    }

    private static List<String> ids(List<UnitId> ids) {
        return ids.stream().map(UnitId::text).toList();
    }
}

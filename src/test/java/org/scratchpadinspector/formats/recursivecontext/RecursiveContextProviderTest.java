package org.scratchpadinspector.formats.recursivecontext;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.FormatProviderContract;
import org.scratchpadinspector.format.UnitJson;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.SampleCopy;

class RecursiveContextProviderTest extends FormatProviderContract {
    static final Path SAMPLES = Path.of("scratchpad-samples");
    static final Path SAMPLE = SAMPLES.resolve("recursive-context");
    private Path sample;

    @Override
    protected FormatProvider provider() {
        return new RecursiveContextProvider();
    }

    @Override
    protected void plantLinkOutside(Path sample, Path outside) throws Exception {
        Path trace = sample.resolve("python-help/debug.json");
        Files.delete(trace);
        Files.createSymbolicLink(trace, outside);
    }

    @Override
    protected Path sample() throws Exception {
        if (sample == null) {
            sample = SampleCopy.copy(SAMPLE.resolve("runs"), contractTemp.resolve("runs"));
        }
        return sample;
    }

    @Test
    void everyUnitOfTheCommittedSamplePrintsExactlyAsExpectedJsonSays() throws Exception {
        JsonNode expected = new ObjectMapper().readTree(SAMPLE.resolve("expected.json").toFile());
        List<JsonNode> printed = open().units().stream().map(u -> (JsonNode) UnitJson.toJson(u)).toList();
        List<JsonNode> want = new ArrayList<>();
        expected.get("units").forEach(want::add);
        assertThat(printed).containsExactlyElementsOf(want);
    }

    @Test
    void aRunFolderIsRecognisedOnItsOwnAndListsOnlyItsTurns() throws Exception {
        Path run = sample().resolve("python-help");
        var recognition = provider().recognise(run);
        assertThat(recognition.confidence()).isGreaterThanOrEqualTo(0.9);
        assertThat(recognition.root()).isEqualTo(run);
        List<Unit> units = provider().open(recognition, null, Cancellation.NONE).units();
        assertThat(units).extracting(u -> u.id().text()).containsExactly("python-help#1", "python-help#2",
                "python-help#3", "python-help#4", "python-help#5", "python-help#6", "python-help#7");
    }

    @Test
    void noOtherSampleFolderIsRecognisedOnlyThisFormatsRunsAre() throws Exception {
        List<Path> folders = new ArrayList<>();
        try (Stream<Path> top = Files.list(SAMPLES)) {
            for (Path dir : top.filter(Files::isDirectory).toList()) {
                folders.add(dir);
                try (Stream<Path> sub = Files.list(dir)) {
                    sub.filter(Files::isDirectory).forEach(folders::add);
                }
            }
        }
        List<String> recognised = new ArrayList<>();
        for (Path dir : folders) {
            if (provider().recognise(dir).recognised()) {
                recognised.add(SAMPLES.relativize(dir).toString());
            }
        }
        assertThat(folders).hasSizeGreaterThan(15);
        assertThat(recognised).containsExactly("recursive-context/runs");
    }

    @Test
    void aTurnShowsItsScratchpadsDecodedAndItsChangesPerSectionPath() throws Exception {
        UnitDetail turn4 = open().detail(UnitId.of("python-help#4"), Cancellation.NONE).orElseThrow();
        assertThat(turn4.state("after").text()).contains("données_été.csv", "日本語", "🚀")
                .doesNotContain("\\u00e9", "\\ud83d");
        assertThat(turn4.changes()).hasSize(2);
        assertThat(turn4.changes().get(0)).isEqualTo("UNDERSTANDING/Known: appended \"- (user) The file is données_été.csv,"
                + " UTF-8, titles in 日本語 and emoji 🚀\"");
        assertThat(turn4.changes().get(1)).isEqualTo(
                "SELF/Confidence: \"HIGH - standard pandas usage\" → \"Fairly sure — utf-8-sig covers the BOM case\"");
    }

    @Test
    void aLayoutOnlyTurnSaysSoInsteadOfListingNoChange() throws Exception {
        UnitDetail trip2 = open().detail(UnitId.of("trip-notes#2"), Cancellation.NONE).orElseThrow();
        assertThat(trip2.unit().status().key()).isEqualTo("changed");
        assertThat(trip2.changes()).singleElement().asString().startsWith("layout only");
    }

    @Test
    void theTimelineHoldsInputResponseAndTheLogRecordsOfTheTurnThatWroteThem() throws Exception {
        MemorySource source = open();
        List<UnitEvent> turn3 = source.detail(UnitId.of("python-help#3"), Cancellation.NONE).orElseThrow().timeline();
        assertThat(turn3).extracting(UnitEvent::kind)
                .containsExactly("continuity_break", "input", "response", "update", "log");
        assertThat(turn3.get(0).detail()).startsWith("SELF/Flags: ").contains("PROTECT");
        UnitEvent refused = turn3.get(4);
        assertThat(refused.title()).isEqualTo("WARNING Update validation failed: workspace exceeds 5k chars");
        assertThat(refused.time()).isEqualTo("2026-04-02 09:01:47,000");
        assertThat(refused.severity()).isEqualTo(Severity.FAILURE);

        UnitEvent confidence = last(source, "python-help#4");
        assertThat(confidence.title()).startsWith("WARNING Confidence should include HIGH/MEDIUM/LOW: Fairly sure");
        assertThat(confidence.severity()).isEqualTo(Severity.WARNING);
        UnitEvent failed = last(source, "python-help#7");
        assertThat(failed.title()).isEqualTo("ERROR Update failed: 'list' object has no attribute 'startswith'");
        assertThat(failed.severity()).isEqualTo(Severity.FAILURE);
        assertThat(last(source, "python-help#5").kind()).isEqualTo("update");
        assertThat(last(source, "pr-review-restored#4").title()).contains("suspiciously short");
        assertThat(last(source, "pr-review-restored#5").title()).contains("suspiciously short");
        assertThat(source.notes()).isEmpty();
    }

    @Test
    void turnsWhoseUpdateWasDroppedAreFailuresAndTheOthersAreNot() throws Exception {
        List<String> failing = open().units().stream().filter(Unit::failing).map(u -> u.id().text()).toList();
        assertThat(failing).containsExactly("pr-review-restored#4", "pr-review-restored#5", "python-help#3",
                "python-help#7");
        Unit trip2 = open().units().stream().filter(u -> u.id().text().equals("trip-notes#2")).findFirst().orElseThrow();
        assertThat(trip2.status().severity()).isEqualTo(Severity.WARNING);
    }

    @Test
    void searchLooksInTheWholeTurnOrInOneSectionWhenAPathIsGiven() throws Exception {
        MemorySource source = open();
        assertThat(source.search("KRAKÓW", Cancellation.NONE)).extracting(UnitId::text)
                .containsExactly("trip-notes#1", "trip-notes#2", "trip-notes#3");
        assertThat(source.search("list' object", Cancellation.NONE)).extracting(UnitId::text)
                .containsExactly("python-help#7");
        assertThat(source.search("trajectory_now: JSON Lines", Cancellation.NONE)).isEmpty();
        assertThat(source.search("TRAJECTORY/Now: json event logs", Cancellation.NONE)).extracting(UnitId::text)
                .containsExactly("python-help#6", "python-help#7");
        assertThat(source.search("workspace: budget", Cancellation.NONE)).extracting(UnitId::text)
                .containsExactly("trip-notes#2", "trip-notes#3");
    }

    private static UnitEvent last(MemorySource source, String id) {
        List<UnitEvent> timeline = source.detail(UnitId.of(id), Cancellation.NONE).orElseThrow().timeline();
        return timeline.get(timeline.size() - 1);
    }
}

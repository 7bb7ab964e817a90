package org.scratchpadinspector.formats.mempalace;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.FormatProviderContract;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.UnitJson;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.SampleCopy;

class MemPalaceProviderTest extends FormatProviderContract {
    static final Path COMMITTED = Path.of("scratchpad-samples/mempalace/demo");
    static final Instant REFERENCE = Instant.parse("2026-04-07T18:00:00Z");
    private Path sample;

    @Override
    protected FormatProvider provider() {
        return new MemPalaceProvider();
    }

    @Override
    protected Path sample() throws Exception {
        if (sample == null) {
            sample = SampleCopy.copy(COMMITTED, contractTemp.resolve("demo"));
        }
        return sample;
    }

    @Override
    protected void plantLinkOutside(Path sample, Path outside) throws Exception {
        Path session = sample.resolve("session_scratchpad/4c1e-research.json");
        Files.delete(session);
        Files.createSymbolicLink(session, outside);
    }

    @Override
    protected SourceOptions options() {
        return new SourceOptions(REFERENCE);
    }

    @Test
    void everyUnitOfTheCommittedSamplePrintsExactlyAsExpectedJsonSays() throws Exception {
        JsonNode expected = new ObjectMapper().readTree(COMMITTED.resolve("expected.json").toFile());
        MemorySource source = provider().open(provider().recognise(sample()),
                new SourceOptions(Instant.parse(expected.get("at").asText())), Cancellation.NONE);
        List<JsonNode> printed = source.units().stream().map(u -> (JsonNode) UnitJson.toJson(u)).toList();
        List<JsonNode> wanted = new ArrayList<>();
        expected.get("units").forEach(wanted::add);
        assertThat(printed).isEqualTo(wanted);
    }

    @Test
    void theSessionsFolderItselfAndTheFolderAboveItBothOpenTheSameSessions() throws Exception {
        Recognition fromRoot = provider().recognise(sample());
        Recognition fromFolder = provider().recognise(sample().resolve("session_scratchpad"));
        assertThat(fromRoot.confidence()).isGreaterThanOrEqualTo(0.9);
        assertThat(fromFolder.confidence()).isGreaterThanOrEqualTo(0.9);
        assertThat(fromRoot.root()).isEqualTo(fromFolder.root());
    }

    @Test
    void aFolderOfSessionFilesUnderAnotherNameIsRecognisedWithLessConfidence() throws Exception {
        Path elsewhere = SampleCopy.copy(sample().resolve("session_scratchpad"), contractTemp.resolve("copied"));
        Recognition r = provider().recognise(elsewhere);
        assertThat(r.recognised()).isTrue();
        assertThat(r.confidence()).isLessThan(0.9);
    }

    @Test
    void noOtherSampleFolderIsRecognisedAsMemPalace() throws IOException {
        List<Path> recognised = new ArrayList<>();
        try (Stream<Path> dirs = Files.walk(Path.of("scratchpad-samples"), 4)) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                if (provider().recognise(dir).recognised()) {
                    recognised.add(dir);
                }
            }
        }
        Path hermes = Path.of("scratchpad-samples/mempalace/hermes-home/.hermes");
        assertThat(recognised).containsExactlyInAnyOrder(COMMITTED, COMMITTED.resolve("session_scratchpad"), hermes,
                hermes.resolve("scratchpad"));
    }

    @Test
    void expiryIsJudgedAtTheTimeAskedFor() throws Exception {
        MemorySource at1740 = provider().open(provider().recognise(sample()),
                new SourceOptions(Instant.parse("2026-04-07T17:40:00Z")), Cancellation.NONE);
        assertThat(status(at1740, "9d5b-ended")).isEqualTo("live");
        assertThat(status(at1740, "b311-boundary")).isEqualTo("live");
        MemorySource at1750 = provider().open(provider().recognise(sample()),
                new SourceOptions(Instant.parse("2026-04-07T17:50:00Z")), Cancellation.NONE);
        assertThat(status(at1750, "9d5b-ended")).isEqualTo("expired");
        assertThat(status(open(), "b311-boundary")).as("now >= created + ttl").isEqualTo("expired");
    }

    @Test
    void severitiesAreOkForLiveNoticeForExpiredAndFailureForUnreadable() throws Exception {
        List<Unit> units = open().units();
        assertThat(severity(units, "4c1e-research")).isEqualTo(Severity.OK);
        assertThat(severity(units, "7a02-release")).isEqualTo(Severity.NOTICE);
        assertThat(severity(units, "e5f9-halfwritten")).isEqualTo(Severity.FAILURE);
        assertThat(severity(units, "f0aa-empty")).isEqualTo(Severity.FAILURE);
    }

    @Test
    void statesAreDecodedTextWithOneLinePerEntryHeaderAndValueLine() throws Exception {
        UnitDetail d = open().detail(UnitId.of("4c1e-research"), Cancellation.NONE).orElseThrow();
        String current = d.state("current").text();
        assertThat(current).contains("Zürich", "“Ersatzverkehr”", "日本語: チューリッヒ交通ストライキ")
                .doesNotContain("\\u00fc")
                .contains("as of 2026-04-07T18:00:00Z: live, expires in 20m 00s")
                .contains("[5] budget_total ← calculator · 2026-04-07T17:27:30Z · promote")
                .contains("\n    1. Zürich — transit strike update #1");
        assertThat(current.lines().filter(l -> l.startsWith("[")).count()).isEqualTo(5);
        assertThat(d.state("previous").text()).doesNotContain("[5] budget_total")
                .contains("as of just before 2026-04-07T17:27:30Z");
    }

    @Test
    void emojiOutsideTheBasicPlaneIsShownAsTheCharacterNotItsSurrogatePair() throws Exception {
        UnitDetail d = open().detail(UnitId.of("c870-longrun"), Cancellation.NONE).orElseThrow();
        assertThat(d.state("current").text()).contains("index photos 📷").doesNotContain("\\ud83d");
    }

    @Test
    void changesAreTheEntriesTheNewestHopAddedWithRepeatedKeysMarked() throws Exception {
        MemorySource at = provider().open(provider().recognise(sample()),
                new SourceOptions(Instant.parse("2026-04-07T17:25:00Z")), Cancellation.NONE);
        UnitDetail d = at.detail(UnitId.of("4c1e-research"), Cancellation.NONE).orElseThrow();
        assertThat(d.changes()).containsExactly("+ [3] last_search_results ← web_search at 2026-04-07T17:24:45Z, "
                + "flagged for promotion: key repeated, [1] kept (append-only); this value is the newest, last in query(key)");
        assertThat(d.state("current").text()).contains("[1] last_search_results ← web_search · 2026-04-07T17:20:00Z"
                + " · key again in [3]: older value, kept");
    }

    @Test
    void aSessionThatExpiredSinceItsNewestEntrySaysSoInItsChanges() throws Exception {
        UnitDetail d = open().detail(UnitId.of("7a02-release"), Cancellation.NONE).orElseThrow();
        assertThat(d.changes()).endsWith("session expired at 2026-04-07T16:00:00Z (created + ttl 3600 s)");
        assertThat(d.state("current").text()).contains("expired 2h 00m ago: the agent's query returns nothing");
    }

    @Test
    void theTimelineListsEntriesInOrderWithOriginFlagAndCountdownThenTheExpiry() throws Exception {
        List<UnitEvent> timeline = open().detail(UnitId.of("4c1e-research"), Cancellation.NONE).orElseThrow().timeline();
        assertThat(timeline).hasSize(6);
        assertThat(timeline.get(0).time()).isEqualTo("2026-04-07T17:20:00Z");
        assertThat(timeline.get(4).title()).isEqualTo("[5] budget_total ← calculator · 2026-04-07T17:27:30Z · promote");
        assertThat(timeline.get(4).detail()).isEqualTo("412.50 CHF\n— session expires in 20m 00s (as of 2026-04-07T18:00:00Z)");
        assertThat(timeline.get(5).kind()).isEqualTo("expiry");
        assertThat(timeline).allMatch(e -> e.severity() == Severity.OK);
    }

    @Test
    void entriesWrittenAfterTheJudgedTimeAreLeftOutOfTheStatesAndMarkedInTheTimeline() throws Exception {
        MemorySource at = provider().open(provider().recognise(sample()),
                new SourceOptions(Instant.parse("2026-04-07T17:25:00Z")), Cancellation.NONE);
        UnitDetail d = at.detail(UnitId.of("4c1e-research"), Cancellation.NONE).orElseThrow();
        assertThat(d.state("current").text()).contains("3 entries, 1 flagged for promotion").doesNotContain("[4]");
        assertThat(d.timeline().get(3).title()).endsWith(" · after 2026-04-07T17:25:00Z");
        assertThat(d.timeline().get(2).title()).doesNotContain("after");
    }

    @Test
    void anUnreadableSessionShowsItsTextAndOneFailedEvent() throws Exception {
        UnitDetail d = open().detail(UnitId.of("e5f9-halfwritten"), Cancellation.NONE).orElseThrow();
        assertThat(d.state("current").readable()).isFalse();
        assertThat(d.state("current").text()).startsWith("{\n  \"session_id\": \"e5f9-halfwritten\"");
        assertThat(d.timeline()).singleElement().satisfies(e -> assertThat(e.severity()).isEqualTo(Severity.FAILURE));
    }

    @Test
    void searchFollowsTheSeedsQueryByKeyAndByToolAndFindsDecodedText() throws Exception {
        MemorySource source = open();
        assertThat(ids(source, "key:git_status")).containsExactly("7a02-release");
        assertThat(ids(source, "tool:web_search")).containsExactly("4c1e-research", "b311-boundary");
        assertThat(ids(source, "チューリッヒ")).containsExactly("4c1e-research");
        assertThat(ids(source, "ZÜRICH: 4 °C")).containsExactly("9d5b-ended");
    }

    private static List<String> ids(List<UnitId> ids) {
        return ids.stream().map(UnitId::text).toList();
    }

    private List<String> ids(MemorySource source, String q) {
        return ids(source.search(q, Cancellation.NONE));
    }

    private static String status(MemorySource source, String id) {
        return source.units().stream().filter(u -> u.id().text().equals(id)).findFirst().orElseThrow().status().key();
    }

    private static Severity severity(List<Unit> units, String id) {
        return units.stream().filter(u -> u.id().text().equals(id)).findFirst().orElseThrow().status().severity();
    }
}

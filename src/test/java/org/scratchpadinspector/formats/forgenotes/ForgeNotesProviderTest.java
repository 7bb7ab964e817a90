package org.scratchpadinspector.formats.forgenotes;

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

class ForgeNotesProviderTest extends FormatProviderContract {
    static final Path SAMPLE = Path.of("scratchpad-samples/forge-notes");
    private Path sample;

    @Override
    protected FormatProvider provider() {
        return new ForgeNotesProvider();
    }

    @Override
    protected Path sample() throws Exception {
        if (sample == null) {
            sample = SampleCopy.copy(SAMPLE.resolve("sessions"), contractTemp.resolve("sessions"));
        }
        return sample;
    }

    @Override
    protected void plantLinkOutside(Path sample, Path outside) throws Exception {
        Path conversation = sample.resolve("auth-refactor/conversation.json");
        Files.delete(conversation);
        Files.createSymbolicLink(conversation, outside);
    }

    @Test
    void everyUnitOfTheCommittedSamplePrintsExactlyAsExpectedJsonSays() throws Exception {
        JsonNode expected = new ObjectMapper().readTree(SAMPLE.resolve("expected.json").toFile()).get("units");
        List<JsonNode> printed = open().units().stream().map(u -> (JsonNode) UnitJson.toJson(u)).toList();
        List<JsonNode> wanted = new ArrayList<>();
        expected.forEach(wanted::add);
        assertThat(printed).isEqualTo(wanted);
    }

    @Test
    void recognisesASessionFolderTheFolderOfSessionsAndTheFolderHoldingSessions() throws Exception {
        Path sessions = sample();
        Path session = sessions.resolve("auth-refactor");
        assertThat(provider().recognise(session).root()).isEqualTo(session);
        assertThat(provider().recognise(sessions).root()).isEqualTo(sessions);
        assertThat(provider().recognise(sessions.getParent()).root()).isEqualTo(sessions);
        assertThat(provider().recognise(sessions).confidence()).isGreaterThanOrEqualTo(0.9);
        assertThat(provider().open(provider().recognise(session), null, Cancellation.NONE).units())
                .hasSize(13).allMatch(u -> u.fields().get("session").equals("auth-refactor"));
    }

    @Test
    void recognisesNoFolderOfTheOtherSamplesOnlyItsOwn() throws Exception {
        Path samples = Path.of("scratchpad-samples");
        List<Path> recognised = new ArrayList<>();
        try (Stream<Path> dirs = Files.walk(samples)) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                if (provider().recognise(dir).recognised()) {
                    recognised.add(dir);
                }
            }
        }
        assertThat(recognised).containsExactlyInAnyOrder(SAMPLE, SAMPLE.resolve("sessions"),
                SAMPLE.resolve("sessions/auth-refactor"), SAMPLE.resolve("sessions/flaky-ci"));
    }

    @Test
    void aConversationOfAnotherShapeIsNotRecognisedAndFileNamesAloneGiveLowConfidence() throws Exception {
        Path other = Files.createDirectories(contractTemp.resolve("other/chat"));
        Files.writeString(other.resolve("conversation.json"), "[{\"title\": \"a chat export\", \"mapping\": {}}]");
        assertThat(provider().recognise(other).recognised()).isFalse();
        assertThat(provider().recognise(other.getParent()).recognised()).isFalse();

        Path half = Files.createDirectories(contractTemp.resolve("half/s1"));
        Files.writeString(half.resolve("conversation.json"), "");
        assertThat(provider().recognise(half.getParent()).confidence()).isEqualTo(0.3);
        Files.writeString(half.resolve("notes.json"), "{\n  \"version\": 1,\n  \"session_id\": \"s1\"");
        assertThat(provider().recognise(half.getParent()).confidence()).isEqualTo(0.6);
    }

    @Test
    void isReadOnlyWithABeforeAndAfterPerCall() throws Exception {
        MemorySource source = open();
        assertThat(source.capabilities().editable()).isFalse();
        assertThat(source.capabilities().beforeAfter()).isTrue();
        assertThat(source.facet(org.scratchpadinspector.model.Editing.class)).isEmpty();
    }

    @Test
    void anAddShowsTheNoteDecodedInItsAfterStateAndOneAddedLine() throws Exception {
        UnitDetail add = detail("auth-refactor#2");
        assertThat(add.state("before").text()).isEqualTo("(no notes)\n");
        assertThat(add.state("after").text()).isEqualTo("note_1764664204004  tags: [auth, bug-tracking]\n"
                + "  Token refresh moved from middleware into auth.Client in #482; it now refreshes only when"
                + " Expiry < now, so a token that expires during a request is never refreshed.\n");
        assertThat(add.changes()).singleElement().asString()
                .startsWith("note_1764664204004 added: \"Token refresh moved").endsWith(" tags: [auth, bug-tracking]");
    }

    @Test
    void realUnicodeIsShownAndAnInvisibleLineSeparatorIsNamedSoLinesStayInStep() throws Exception {
        String after = detail("flaky-ci#3").state("after").text();
        assertThat(after).contains("integration <timeout> after 30m on runner-7 & retry OK\\u2028copied from the CI"
                + " web page \uD83D\uDC22").doesNotContain("\u2028");
    }

    @Test
    void anUpdateChangesOneNoteFromOldToNewContentAndTags() throws Exception {
        UnitDetail update = detail("auth-refactor#9");
        assertThat(update.changes()).singleElement().asString()
                .startsWith("note_1764664205508 updated: content \"login_test.go: TestLoginRefresh uses")
                .contains("→ \"TestLoginRefresh is correct (Kenji)")
                .endsWith("; tags [auth, tests] → [auth, tests, confirmed]");
        assertThat(update.state("after").text()).contains("note_1764664205508  tags: [auth, tests, confirmed]\n");
    }

    @Test
    void aDeletedNoteExistsOnlyInTheHistoryBeforeItsDelete() throws Exception {
        UnitDetail delete = detail("auth-refactor#10");
        assertThat(delete.state("before").text()).contains("note_1764664215629  tags: (none)");
        assertThat(delete.state("after").text()).doesNotContain("note_1764664215629");
        assertThat(delete.changes()).containsExactly("note_1764664215629 deleted: \"Ask Kenji whether the 1s expiry"
                + " in the test is intentional\" tags: (none)");
    }

    @Test
    void aFailedCallChangesNothingAndItsTimelineMarksTheErrorAsAFailure() throws Exception {
        UnitDetail failed = detail("auth-refactor#5");
        assertThat(failed.unit().status().severity()).isEqualTo(Severity.FAILURE);
        assertThat(failed.state("before").text()).isEqualTo(failed.state("after").text());
        assertThat(failed.changes()).isEmpty();
        List<UnitEvent> failures = failed.timeline().stream().filter(e -> e.severity() == Severity.FAILURE).toList();
        assertThat(failures).extracting(UnitEvent::title).contains(
                "#5 failed: note content exceeds maximum length of 4000 characters (got 4559). Please shorten the"
                        + " content or split into multiple notes");
        assertThat(failures.stream().map(UnitEvent::kind).distinct()).containsExactlyInAnyOrder("call", "error");
    }

    @Test
    void theTimelineIsTheSessionsCallsInOrderEachFollowedByItsResultOrError() throws Exception {
        List<UnitEvent> timeline = detail("flaky-ci#1").timeline();
        assertThat(timeline).hasSize(16);
        assertThat(timeline.get(0).title()).isEqualTo("#1 read_file(path: \"ci/nightly-2025-12-02.log\") — failed:"
                + " failed to read file: open ci/nightly-2025-12-02.log: no such file or directory");
        assertThat(timeline.get(1).kind()).isEqualTo("error");
        assertThat(timeline.get(2).title()).startsWith("#2 read_file(");
        assertThat(timeline.get(3).title()).isEqualTo("#2 result: [02:00:01] step 1/4 build ok\\n[02:04:12] step 2/4"
                + " unit tests ok (1 204 passed)\\n[02:34:12] step 3/4 integration <timeout…");
        assertThat(timeline.get(4).title()).isEqualTo("#3 add_note(content: \"Nightly 2025-12-03: integration"
                + " <timeout> after 30m on runner-7 & retry OK\\u2028copied from the CI web page \uD83D\uDC22\","
                + " tags: [ci, flaky])");
        assertThat(timeline.get(0).time()).isEqualTo("2025-12-03T14:05:02.718281828+01:00");
    }

    @Test
    void searchUsesTheSeedsRulesAndTagsAreAndedIgnoringCase() throws Exception {
        MemorySource source = open();
        assertThat(ids(source.search("tag:AUTH tag:Bug-Tracking", Cancellation.NONE))).containsExactly("auth-refactor#2");
        assertThat(ids(source.search("TIMEOUT tag:ci tag:FLAKY", Cancellation.NONE))).containsExactly("flaky-ci#3");
        assertThat(ids(source.search("tag:confirmed", Cancellation.NONE))).containsExactly("auth-refactor#9");
        assertThat(ids(source.search("no such file", Cancellation.NONE))).containsExactly("flaky-ci#1");
    }

    @Test
    void eachSearchTheAgentRanReturnedWhatTheSeedsSearchGivesOnTheReplayedNotesInItsOrder() throws Exception {
        ForgeNotesSource source = (ForgeNotesSource) open();
        int searches = 0;
        for (Session session : source.sessions(Cancellation.NONE)) {
            for (int i = 0; i < session.steps().size(); i++) {
                NotesReplay.Step step = session.steps().get(i);
                ToolCall call = step.call().call();
                java.util.Collection<Note> before = NotesReplay.notesBefore(session.steps(), i).values();
                if (!call.name().equals("search_notes") && !call.name().equals("list_notes")) {
                    continue;
                }
                List<Note> want = call.name().equals("search_notes")
                        ? NotesRules.search(before, call.text("query"), call.list("tags"))
                        : NotesRules.list(before, call.text("tag"));
                List<String> returned = new ArrayList<>();
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^\\[(note_\\d+)]").matcher(step.call().result());
                while (m.find()) {
                    returned.add(m.group(1));
                }
                assertThat(returned).as(session.name() + "#" + step.call().n())
                        .isEqualTo(want.stream().map(Note::id).toList());
                searches++;
            }
        }
        assertThat(searches).isEqualTo(5);
    }

    private UnitDetail detail(String id) throws Exception {
        MemorySource source = open();
        UnitId unit = source.find(id).orElseThrow();
        return source.detail(unit, Cancellation.NONE).orElseThrow();
    }

    private static List<String> ids(List<UnitId> ids) {
        return ids.stream().map(UnitId::text).toList();
    }

    static List<Unit> units(MemorySource source) {
        return source.units();
    }
}

package org.scratchpadinspector.formats.forgenotes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.testsupport.SampleCopy;

/** Every kind of bad file gets one clear line on the unit the operator looks at; nothing throws, nothing else is lost. */
class ForgeNotesBadInputTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;
    Path sessions;
    Path flaky;

    @BeforeEach
    void copySample() throws Exception {
        sessions = SampleCopy.copy(ForgeNotesProviderTest.SAMPLE.resolve("sessions"), tmp.resolve("sessions"));
        flaky = sessions.resolve("flaky-ci");
    }

    @Test
    void badJsonIsNamedWithItsLineAndColumnAndTheOtherSessionIsStillListed() throws Exception {
        write("[\n  {\"Role\": \"user\", \"Content\": \"x\",}\n]");
        Unit session = sessionUnit();
        assertThat(session.status().key()).isEqualTo("unreadable");
        assertThat(session.status().severity()).isEqualTo(Severity.FAILURE);
        assertThat(session.problems()).singleElement().asString().startsWith("conversation.json: line 2, column ");
        assertThat(units()).filteredOn(u -> u.fields().get("session").equals("auth-refactor")).hasSize(13);
    }

    @Test
    void aTruncatedOldFileIsUnreadableAndAFreshOneIsBeingWritten() throws Exception {
        String whole = Files.readString(flaky.resolve("conversation.json"));
        write(whole.substring(0, whole.length() / 2));
        Files.setLastModifiedTime(flaky.resolve("conversation.json"), FileTime.from(Instant.now().minus(1, ChronoUnit.HOURS)));
        Unit old = sessionUnit();
        assertThat(old.status().key()).isEqualTo("unreadable");
        assertThat(old.problems().get(0)).contains("the file ends before its JSON does (being written, or truncated)");

        Files.setLastModifiedTime(flaky.resolve("conversation.json"), FileTime.from(Instant.now()));
        Unit fresh = sessionUnit();
        assertThat(fresh.status().key()).isEqualTo("being_written");
        assertThat(fresh.status().severity()).isEqualTo(Severity.NOTICE);
    }

    @Test
    void aFileCaughtHalfWrittenKeepsTheCallsOfTheLastCompleteRead() throws Exception {
        ForgeNotesSource source = new ForgeNotesSource(sessions);
        assertThat(source.units()).hasSize(21);
        String whole = Files.readString(flaky.resolve("conversation.json"));
        write(whole.substring(0, whole.length() - 40));
        List<Unit> units = source.units();
        assertThat(units).hasSize(22);
        Unit session = units.stream().filter(u -> u.kind().equals("session")).findFirst().orElseThrow();
        assertThat(session.id().text()).isEqualTo("flaky-ci");
        assertThat(session.problems()).contains("showing the 8 call(s) of the last complete read");
        assertThat(units.indexOf(session)).isEqualTo(13);
    }

    @Test
    void anEmptyFileIsSaidToBeEmpty() throws Exception {
        write("");
        Files.setLastModifiedTime(flaky.resolve("conversation.json"), FileTime.from(Instant.now().minus(1, ChronoUnit.HOURS)));
        assertThat(sessionUnit().problems()).containsExactly("conversation.json: empty file");
    }

    @Test
    void aTopLevelThatIsNotAListOfMessagesIsNamed() throws Exception {
        write("{\"messages\": []}");
        assertThat(sessionUnit().problems()).containsExactly("conversation.json: the top level is an object, not a list of messages");
    }

    @Test
    void aFieldOfTheWrongTypeSkipsThatMessageAndTheCallBeforeItHasNoResult() throws Exception {
        ArrayNode messages = messages();
        ((ObjectNode) messages.get(2)).put("Content", 42);
        write(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(messages));
        Unit session = sessionUnit();
        assertThat(session.status().key()).isEqualTo("malformed");
        assertThat(session.status().severity()).isEqualTo(Severity.WARNING);
        assertThat(session.problems()).containsExactly("conversation.json: message 3: Content is a number, not text: skipped");
        Unit first = unit("flaky-ci#1");
        assertThat(first.status().key()).isEqualTo("no_result");
        assertThat(first.status().reason()).isEqualTo("message 3 after the call could not be read");
        assertThat(unit("flaky-ci#2").status().key()).isEqualTo("ok");
    }

    @Test
    void aNotesExportOfTheWrongShapeOrDifferentFromTheReplayIsFlagged() throws Exception {
        ObjectNode export = (ObjectNode) JSON.readTree(flaky.resolve("notes.json").toFile());
        ((ObjectNode) export.get("notes").get(0)).put("tags", "ci");
        ((ObjectNode) export.get("notes").get(1)).put("content", "changed by hand");
        Files.writeString(flaky.resolve("notes.json"), export.toPrettyString());
        Unit session = sessionUnit();
        assertThat(session.flags()).containsExactly("export_mismatch");
        assertThat(session.problems()).containsExactly("notes.json: note 1: tags is text, not a list",
                "note_1764767112907: notes.json's content differs from the replay's",
                "the replay holds note_1764767105508, which notes.json lacks");
    }

    @Test
    void aFileOverTheBoundIsNotParsedAndSaysSo() throws Exception {
        try (RandomAccessFile file = new RandomAccessFile(flaky.resolve("conversation.json").toFile(), "rw")) {
            file.setLength(49L * 1024 * 1024);
        }
        assertThat(sessionUnit().problems()).containsExactly("conversation.json: 51.4 MB, over the 48 MB bound: not parsed");
        UnitDetail detail = new ForgeNotesSource(sessions).detail(sessionUnit().id(), Cancellation.NONE).orElseThrow();
        assertThat(detail.state("conversation.json").readable()).isFalse();
    }

    @Test
    void aDirectoryOrAPipeNamedLikeTheConversationIsNeverOpened() throws Exception {
        Files.delete(flaky.resolve("conversation.json"));
        Files.createDirectory(flaky.resolve("conversation.json"));
        assertThat(sessionUnit().problems()).containsExactly("conversation.json: a directory, not a file");
        Files.delete(flaky.resolve("conversation.json"));
        Process mkfifo = new ProcessBuilder("mkfifo", flaky.resolve("conversation.json").toString()).start();
        assumeTrue(mkfifo.waitFor() == 0, "mkfifo is not available");
        assertThat(sessionUnit().problems()).containsExactly("conversation.json: a named pipe or device, not a file: not read");
    }

    @Test
    void aCallTheSeedsRulesWouldRefuseButTheAgentRanIsFlaggedWithTheSeedsMessage() throws Exception {
        ArrayNode messages = messages();
        for (int i = 0; i < messages.size(); i++) {
            ObjectNode m = (ObjectNode) messages.get(i);
            String content = m.get("Content").asText();
            if (content.contains("Step timings (ms)")) {
                m.put("Content", content.replace("Step timings (ms)", "Step timings (ms)!"));
            }
        }
        write(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(messages));
        Unit timings = unit("flaky-ci#5");
        assertThat(timings.status().key()).isEqualTo("ok");
        assertThat(timings.flags()).containsExactly("replay_differs");
        assertThat(timings.problems()).containsExactly("the seed's rules refuse this call (\"note content exceeds maximum"
                + " length of 4000 characters (got 4001). Please shorten the content or split into multiple notes\"),"
                + " yet the agent ran it");
    }

    @Test
    void aToolElementThatDoesNotParseIsAProblemOnItsCallWithLineAndColumn() throws Exception {
        ArrayNode messages = messages();
        ObjectNode call = (ObjectNode) messages.get(1);
        call.put("Content", call.get("Content").asText().replace("</path>", "</pth>"));
        write(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(messages));
        Unit first = unit("flaky-ci#1");
        assertThat(first.fields()).containsEntry("tool", "read_file");
        assertThat(first.status().key()).isEqualTo("failed");
        assertThat(first.problems()).singleElement().asString()
                .startsWith("conversation.json: message 2: the <tool> element does not parse: line 5, column 38: ");
    }

    @Test
    void aConversationEndingWithACallListsItAsPending() throws Exception {
        ArrayNode messages = messages();
        while (!messages.get(messages.size() - 1).get("Role").asText().equals("assistant")
                || !messages.get(messages.size() - 1).get("Content").asText().contains("<tool>")) {
            messages.remove(messages.size() - 1);
        }
        write(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(messages));
        Files.delete(flaky.resolve("notes.json"));
        Unit last = unit("flaky-ci#8");
        assertThat(last.status().key()).isEqualTo("pending");
        assertThat(last.status().severity()).isEqualTo(Severity.NOTICE);
        assertThat(units()).noneMatch(u -> u.kind().equals("session"));
    }

    private void write(String text) throws Exception {
        Files.writeString(flaky.resolve("conversation.json"), text, StandardCharsets.UTF_8);
    }

    private ArrayNode messages() throws Exception {
        return (ArrayNode) JSON.readTree(flaky.resolve("conversation.json").toFile());
    }

    private List<Unit> units() {
        return new ForgeNotesSource(sessions).units();
    }

    private Unit sessionUnit() {
        return units().stream().filter(u -> u.kind().equals("session")).findFirst().orElseThrow();
    }

    private Unit unit(String id) {
        return units().stream().filter(u -> u.id().text().equals(id)).findFirst().orElseThrow();
    }
}

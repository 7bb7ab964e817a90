package org.scratchpadinspector.formats.recursivecontext;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.UnitJson;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;

/** Every malformed file is one line on a unit, every other turn is still listed, and nothing throws. */
class RecursiveContextBadInputTest {
    static final String PAD = "## TRAJECTORY\\n### Now\\nsomething long enough to matter\\n";
    static final String GOOD = "{\"turn\": 1, \"input\": \"hi\", \"response\": \"hello\", \"scratchpad_before\": \""
            + PAD + "\", \"scratchpad_after\": \"" + PAD + "x\"}";

    @TempDir
    Path tmp;

    @Test
    void malformedJsonIsOneLineWithLineAndColumnAndTheRunIsUnreadable() throws Exception {
        Unit run = only(runWith("[\n  {\"turn\": 1,\n    \"input\" \"no colon\"}\n]"));
        assertThat(run.kind()).isEqualTo("run");
        assertThat(run.id().text()).isEqualTo("r");
        assertThat(run.status().key()).isEqualTo("unreadable");
        assertThat(run.status().severity()).isEqualTo(Severity.FAILURE);
        assertThat(run.problems()).singleElement().asString().startsWith("debug.json: line 3, column 13: ");
    }

    @Test
    void aTraceCutShortKeepsTheTurnsBeforeTheCutAndSaysItEndsEarly() throws Exception {
        List<Unit> units = units(runWith("[\n" + GOOD + ",\n {\"turn\": 2, \"input\": \"and th"));
        assertThat(units).extracting(u -> u.id().text()).containsExactly("r#1", "r");
        assertThat(units.get(0).status().key()).isEqualTo("changed");
        assertThat(units.get(1).problems()).singleElement().asString()
                .startsWith("debug.json: line 3, column ")
                .contains("the file ends before its JSON does (being written, or truncated)")
                .endsWith("(the 1 entries before it are shown)");
    }

    @Test
    void anEmptyTraceFileSaysSo() throws Exception {
        assertThat(only(runWith("")).problems()).containsExactly(
                "debug.json: empty file: being written, or cut short");
    }

    @Test
    void aTopLevelThatIsNotAListIsNamed() throws Exception {
        assertThat(only(runWith("{\"turn\": 1}")).problems()).containsExactly(
                "debug.json: the top level is an object, not a list of turns: not the trace export_trace writes");
    }

    @Test
    void anEntryThatIsNotAnObjectIsAnUnreadableTurnBesideTheGoodOnes() throws Exception {
        List<Unit> units = units(runWith("[" + GOOD + ", [1, 2]]"));
        assertThat(units).extracting(u -> u.id().text()).containsExactly("r#1", "r#entry2");
        assertThat(units.get(1).status().key()).isEqualTo("unreadable");
        assertThat(units.get(1).problems()).containsExactly(
                "entry 2 of debug.json is a list, not an object with turn, input, response and the two scratchpads");
    }

    @Test
    void aFieldOfTheWrongTypeIsNamedWithItsType() throws Exception {
        String badTurn = GOOD.replace("\"turn\": 1", "\"turn\": \"2\"");
        String badAfter = GOOD.replace("\"turn\": 1", "\"turn\": 3").replaceFirst("\"scratchpad_after\": \"[^\"]*\"",
                "\"scratchpad_after\": [\"a\"]");
        String badInput = GOOD.replace("\"turn\": 1", "\"turn\": 4").replace("\"input\": \"hi\"", "\"input\": 7");
        List<Unit> units = units(runWith("[" + GOOD + ", " + badTurn + ", " + badAfter + ", " + badInput + "]"));
        assertThat(units).extracting(u -> u.id().text()).containsExactly("r#1", "r#entry2", "r#3", "r#4");
        assertThat(units.get(1).problems()).containsExactly("entry 2 of debug.json: turn is text, not a whole number");
        assertThat(units.get(2).problems()).containsExactly("entry 3 of debug.json: scratchpad_after is a list, not text");
        assertThat(units.get(2).status().key()).isEqualTo("unreadable");
        assertThat(units.get(3).problems()).containsExactly("entry 4 of debug.json: input is a number (7), not text");
        assertThat(units.get(3).status().key()).as("the scratchpads were read").isEqualTo("changed");
        UnitDetail detail = open().detail(units.get(2).id(), Cancellation.NONE).orElseThrow();
        assertThat(detail.state("after").readable()).isFalse();
        assertThat(detail.state("after").problems()).containsExactly(
                "entry 3 of debug.json: scratchpad_after is a list, not text");
    }

    @Test
    void aFileOverTheBoundIsNotParsedAndSaysItsSize() throws Exception {
        Path run = Files.createDirectories(tmp.resolve("runs/r"));
        try (RandomAccessFile big = new RandomAccessFile(run.resolve("debug.json").toFile(), "rw")) {
            big.setLength(49L * 1024 * 1024);
        }
        assertThat(only(open()).problems()).containsExactly(
                "debug.json: 49.0 MiB, over the 48.0 MiB bound: not parsed");
    }

    @Test
    void aBrokenAgentStateIsAProblemOfTheRunWhileItsTurnsStayListed() throws Exception {
        runWith("[" + GOOD + "]");
        Files.writeString(tmp.resolve("runs/r/agent_state.json"), "[\"scratchpad\"]");
        List<Unit> units = units(open());
        assertThat(units).extracting(u -> u.id().text()).containsExactly("r#1", "r");
        assertThat(units.get(1).problems()).containsExactly(
                "agent_state.json: the top level is a list, not the object save() writes");
    }

    @Test
    void aDirectoryOrPipeWithATraceNameIsNeverOpened() throws Exception {
        Path run = Files.createDirectories(tmp.resolve("runs/r"));
        Files.createDirectories(run.resolve("debug.json"));
        assertThat(only(open()).problems()).containsExactly("debug.json: a directory, not a file");
    }

    @Test
    void aNamedPipeWithTheLogsNameIsNamedAndNotOpened() throws Exception {
        runWith("[" + GOOD + "]");
        Process mkfifo = new ProcessBuilder("mkfifo", tmp.resolve("runs/r/recursive_context.log").toString()).start();
        assertThat(mkfifo.waitFor(20, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        assertThat(mkfifo.exitValue()).isZero();
        List<Unit> units = units(open());
        assertThat(units).extracting(u -> u.id().text()).containsExactly("r#1", "r");
        assertThat(units.get(1).problems()).containsExactly(
                "recursive_context.log: not a regular file (a named pipe or device): not opened");
    }

    @Test
    void logRecordsOlderThanEveryTurnOfTheTraceAreANoteOfTheRun() throws Exception {
        MemorySource source = runWith("[" + GOOD.replace("x\"}", "\"}") + "]");
        Files.writeString(tmp.resolve("runs/r/recursive_context.log"),
                "2026-04-02 09:00:00,000 WARNING recursive_context: Update produced suspiciously short scratchpad\n"
                + "2026-04-02 09:01:00,000 WARNING recursive_context: Update produced suspiciously short scratchpad\n");
        assertThat(units(source)).extracting(u -> u.status().severity()).containsExactly(Severity.FAILURE);
        assertThat(source.notes()).containsExactly("r: 1 record(s) of recursive_context.log fit no turn of debug.json"
                + " (written before its first turn?), first: 2026-04-02 09:00:00,000 WARNING"
                + " Update produced suspiciously short scratchpad");
    }

    @Test
    void notUtf8BytesAreALineWithTheirPlaceNotAnException() throws Exception {
        Path run = Files.createDirectories(tmp.resolve("runs/r"));
        byte[] head = "[{\"turn\": 1, \"input\": \"".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[head.length + 2];
        System.arraycopy(head, 0, bytes, 0, head.length);
        bytes[head.length] = (byte) 0xff;
        bytes[head.length + 1] = '"';
        Files.write(run.resolve("debug.json"), bytes);
        assertThat(only(open()).problems()).singleElement().asString().startsWith("debug.json: line 1, column ");
    }

    private MemorySource runWith(String trace) throws Exception {
        Path run = Files.createDirectories(tmp.resolve("runs/r"));
        Files.writeString(run.resolve("debug.json"), trace);
        return open();
    }

    private MemorySource open() throws Exception {
        Path root = tmp.resolve("runs");
        return new RecursiveContextProvider().open(new Recognition(0.5, root, "test"), SourceOptions.NOW,
                Cancellation.NONE);
    }

    /** The units, each also printed and detailed, which must not throw. */
    private static List<Unit> units(MemorySource source) {
        List<Unit> units = source.units();
        for (Unit unit : units) {
            assertThat(UnitJson.toJson(unit).get("format").asText()).isEqualTo("recursivecontext");
            assertThat(source.detail(unit.id(), Cancellation.NONE)).isPresent();
        }
        return units;
    }

    private static Unit only(MemorySource source) {
        List<Unit> units = units(source);
        assertThat(units).hasSize(1);
        return units.get(0);
    }
}

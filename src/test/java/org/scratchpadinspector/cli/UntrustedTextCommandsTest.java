package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.SampleCopy;

/**
 * File names and contents that hold an escape sequence, a bell, a right-to-left override and a line feed reach the
 * terminal escaped, in every command, for every format: nothing a file holds can move the cursor, ring, reverse
 * what follows or forge a line of {@code check}.
 */
class UntrustedTextCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Clears the screen, turns the text red, rings, reverses the rest, and starts a line that looks like ours. */
    private static final String HOSTILE = "evil\u001b[2J\u001b[31m\u0007\u202egnp.exe\nPROBLEM  forged \u2026 expired";
    private static final String HOSTILE_TEXT = "look\u001b]0;owned\u0007 here \u202eelbisivni\u202c";
    private static final String AT = "--at";
    private static final String MEMPALACE_TIME = "2026-04-07T18:00:00Z";

    @TempDir
    Path tmp;

    record Run(int code, String out, String err) {
        String all() {
            return out + err;
        }
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    /** No control character but line feeds and tabs, no bidi override, and no line that starts like one of ours. */
    private static void assertSafe(Run run, String what) {
        String all = run.all();
        for (int i = 0; i < all.length(); i++) {
            char c = all.charAt(i);
            boolean control = c < 0x20 && c != '\n' && c != '\t' || c >= 0x7f && c <= 0x9f;
            boolean bidi = c >= 0x202a && c <= 0x202e || c >= 0x2066 && c <= 0x2069 || c == 0x200e || c == 0x200f;
            assertThat(control || bidi).as("%s prints U+%04X raw at %d in:%n%s", what, (int) c, i, all).isFalse();
        }
        assertThat(all.lines()).as(what).noneMatch(line -> line.startsWith("PROBLEM  forged"));
    }

    private static void assertAllSafe(List<String[]> commands) {
        boolean escapedSomewhere = false;
        for (String[] args : commands) {
            Run r = run(args);
            assertSafe(r, String.join(" ", args));
            escapedSomewhere |= r.all().contains("\\x1b") && r.all().contains("\\u202e");
        }
        assertThat(escapedSomewhere).as("the hostile characters are shown, escaped").isTrue();
    }

    private static List<String[]> lsCheckShowDiff(Path dir, String unit, String... extra) {
        List<String[]> commands = new ArrayList<>();
        for (String[] base : List.of(new String[] {"ls", dir.toString()}, new String[] {"check", dir.toString()},
                new String[] {"show", dir.toString(), unit, "--timeline"}, new String[] {"diff", dir.toString(), unit})) {
            List<String> args = new ArrayList<>(List.of(base));
            args.addAll(List.of(extra));
            commands.add(args.toArray(String[]::new));
        }
        return commands;
    }

    /** {@code ls --json} keeps every value as it is (JSON escapes what it must), only its bytes are safe. */
    private static void assertJsonKeepsTheName(Path dir, String id, String... extra) throws Exception {
        List<String> args = new ArrayList<>(List.of("ls", "--json", dir.toString()));
        args.addAll(List.of(extra));
        Run ls = run(args.toArray(String[]::new));
        assertSafe(ls, "ls --json");
        List<String> ids = new ArrayList<>();
        JSON.readTree(ls.out()).forEach(u -> ids.add(u.get("id").asText()));
        assertThat(ids).contains(id);
    }

    @Test
    void mempalace() throws Exception {
        Path demo = SampleCopy.copy(Path.of("scratchpad-samples/mempalace/demo"), tmp.resolve("demo"));
        Path sessions = demo.resolve("session_scratchpad");
        ObjectNode session = (ObjectNode) JSON.readTree(sessions.resolve("4c1e-research.json").toFile());
        session.put("session_id", HOSTILE);
        ArrayNode entries = (ArrayNode) session.get("entries");
        ObjectNode last = (ObjectNode) entries.get(entries.size() - 1);
        last.put("key", HOSTILE);
        last.put("value", HOSTILE_TEXT);
        Files.writeString(sessions.resolve(HOSTILE + ".json"), JSON.writeValueAsString(session));
        Files.writeString(sessions.resolve(HOSTILE + ".bak"), "not a session");

        assertAllSafe(lsCheckShowDiff(demo, HOSTILE, AT, MEMPALACE_TIME));
        assertJsonKeepsTheName(demo, HOSTILE, AT, MEMPALACE_TIME);
        assertThat(run("check", demo.toString(), AT, MEMPALACE_TIME).out())
                .contains("evil\\x1b[2J\\x1b[31m\\x07\\u202egnp.exe\\nPROBLEM  forged \u2026 expired");
    }

    @Test
    void forgenotes() throws Exception {
        Path sessions = SampleCopy.copy(Path.of("scratchpad-samples/forge-notes/sessions"), tmp.resolve("sessions"));
        Path hostile = Files.move(sessions.resolve("flaky-ci"), sessions.resolve(HOSTILE));
        Path conversation = hostile.resolve("conversation.json");
        Files.writeString(conversation, Files.readString(conversation)
                .replace("\\u003ccontent\\u003e", "\\u003ccontent\\u003e" + jsonEscaped(HOSTILE_TEXT)));
        Files.writeString(sessions.resolve(HOSTILE + ".txt"), "stray");

        assertAllSafe(lsCheckShowDiff(sessions, HOSTILE + "#3"));
        assertJsonKeepsTheName(sessions, HOSTILE + "#3");
    }

    @Test
    void recursivecontext() throws Exception {
        Path runs = SampleCopy.copy(Path.of("scratchpad-samples/recursive-context/runs"), tmp.resolve("runs"));
        Path hostile = Files.move(runs.resolve("trip-notes"), runs.resolve(HOSTILE));
        ArrayNode trace = (ArrayNode) JSON.readTree(hostile.resolve("debug.json").toFile());
        ObjectNode last = (ObjectNode) trace.get(trace.size() - 1);
        last.put("scratchpad_after", last.get("scratchpad_after").asText() + "\n- " + HOSTILE_TEXT + "\n");
        Files.writeString(hostile.resolve("debug.json"), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(trace));
        String unit = HOSTILE + "#" + last.get("turn").asText();

        assertAllSafe(lsCheckShowDiff(runs, unit));
        assertJsonKeepsTheName(runs, unit);
    }

    @Test
    void miniagent() throws Exception {
        Path experiment = SampleCopy.copy(Path.of("scratchpad-samples/miniagent/32-tutor-demo"), tmp.resolve("exp"));
        Path traces = experiment.resolve("traces");
        ObjectNode trace = (ObjectNode) JSON.readTree(traces.resolve("20260407T091000Z_97b75092.json").toFile());
        trace.put("sentence", HOSTILE_TEXT);
        Files.delete(traces.resolve("20260407T091000Z_97b75092.json"));
        Files.writeString(traces.resolve("20260407T091000Z_" + HOSTILE + ".json"), JSON.writeValueAsString(trace));
        Files.writeString(traces.resolve(HOSTILE + ".txt"), "stray");

        assertAllSafe(lsCheckShowDiff(experiment, HOSTILE));
        assertJsonKeepsTheName(experiment, HOSTILE);
    }

    @Test
    void yamlcycles() throws Exception {
        Path root = SampleCopy.live(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));
        Path after = root.resolve("scratchpad/20260401_100637_after.yaml");
        Files.writeString(after, Files.readString(after) + "hostile: \"" + yamlEscaped(HOSTILE_TEXT) + "\"\n",
                StandardCharsets.UTF_8);
        Files.writeString(root.resolve("scratchpad").resolve(HOSTILE + ".yaml"), "stray: 1\n");

        assertAllSafe(List.of(new String[] {"ls", root.toString()}, new String[] {"check", root.toString()},
                new String[] {"show", root.toString(), "20260401_100637"},
                new String[] {"diff", root.toString(), "20260401_100637"}));
        Run json = run("ls", "--json", root.toString());
        assertSafe(json, "ls --json");
        JsonNode cycles = JSON.readTree(json.out());
        assertThat(cycles.size()).isPositive();
    }

    @Test
    void anErrorNamingWhatTheOperatorTypedIsEscapedToo() {
        Run show = run("show", "scratchpad-samples/forge-notes/sessions", HOSTILE);

        assertThat(show.code()).isEqualTo(Cli.TROUBLE);
        assertSafe(show, "show of an unknown unit");
        assertThat(show.err().strip()).doesNotContain("\n");
    }

    private static String jsonEscaped(String text) throws Exception {
        String quoted = JSON.writeValueAsString(text);
        return quoted.substring(1, quoted.length() - 1).replace("\u202e", "\\u202e").replace("\u202c", "\\u202c");
    }

    private static String yamlEscaped(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            out.append(c < 0x20 || c > 0x7e ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        }
        return out.toString();
    }
}

package org.scratchpadinspector.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.testsupport.Python;
import org.scratchpadinspector.testsupport.RawHttp;
import org.scratchpadinspector.testsupport.RawHttp.Reply;

/**
 * Control protocol v1 (docs/control-protocol.md) as scratchpad-samples/control/scratchpad_control.py serves it,
 * beyond what the shared process contract ({@code process.PythonAgentProcessTest}) checks: the Python unit
 * tests, every injection op at wake, conflicts while paused mid-cycle, refusal codes on the wire, SIGTERM
 * removing control.json, and replay / gap after Last-Event-ID. example_agent.py runs as a real python3 process
 * in stepped mode with the simulated clock; the test drives it over HTTP and reads its server-sent events.
 */
class PythonAgentProtocolTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final Path CONTROL_DIR = Path.of("scratchpad-samples", "control");

    private static final String INITIAL_ACTIVE = """
            goals:
            - Release Kestrel 1.4.1
            current_task: Tag the release
            pending_actions:
            - Build the wheel
            - Announce the release
            completed_tasks: []
            notes: ''
            """;

    @TempDir
    Path tmp;

    private Path root;
    private final List<Process> processes = new ArrayList<>();
    private final List<Sse> streams = new ArrayList<>();
    private Agent agent;

    @BeforeEach
    void setUp() throws IOException {
        Python.requirePyYaml();
        root = tmp.resolve("agent");
        Files.createDirectories(root.resolve("scratchpad"));
        Files.writeString(root.resolve("scratchpad/active.yaml"), INITIAL_ACTIVE);
    }

    @AfterEach
    void tearDown() throws InterruptedException {
        streams.forEach(Sse::close);
        for (Process process : processes) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    // ------------------------------------------------------------------
    // Scripts
    // ------------------------------------------------------------------

    static String call(String tool, Map<String, Object> args) {
        return json(Map.of("tool", tool, "args", args));
    }

    static String echo(String message) {
        return call("echo", Map.of("message", message));
    }

    static String done(String summary) {
        return call("done", Map.of("summary", summary));
    }

    /** Cycle 1 completes, cycle 2 hits max_iterations, cycle 3 crashes, then cycles that complete. */
    private Path standardScript() throws IOException {
        ArrayNode cycles = JSON.createArrayNode();
        cycles.addArray().add(echo("git tag v1.4.1")).add(done("Tagged v1.4.1"));
        ObjectNode noDone = cycles.addObject();
        noDone.put("max_iterations", 3);
        noDone.putArray("responses").add(echo("build 1")).add(echo("build 2")).add(echo("build 3"));
        cycles.addArray().add(call("read_file", Map.of("path", "no/such/file.md")));
        for (int i = 0; i < 20; i++) {
            cycles.addArray().add(echo("step " + i)).add(done("Done " + i));
        }
        return script(cycles, 4);
    }

    private Path script(ArrayNode cycles, int maxIterations) throws IOException {
        ObjectNode script = JSON.createObjectNode();
        script.put("max_iterations", maxIterations);
        script.set("cycles", cycles);
        Path file = tmp.resolve("script-" + System.nanoTime() + ".json");
        Files.writeString(file, JSON.writeValueAsString(script));
        return file;
    }

    // ------------------------------------------------------------------
    // The tests
    // ------------------------------------------------------------------

    @Test
    void injectionsOfEveryOpQueuedBetweenCyclesAreAppliedOnceAtWakeAndShowInTheBeforeSnapshot() throws Exception {
        agent = start(standardScript());
        Sse events = agent.events(null);
        events.next("hello");

        String replace = injectId(agent.post("/v1/inject",
                "{\"section\":\"current_task\",\"op\":\"replace\",\"value\":\"Ship 1.4.1\"}"));
        String append = injectId(agent.post("/v1/inject",
                "{\"section\":\"notes\",\"op\":\"append\",\"value\":\"operator: skip the mail relay\"}"));
        String clear = injectId(agent.post("/v1/inject", "{\"section\":\"pending_actions\",\"op\":\"clear\"}"));
        Reply update = agent.post("/v1/inject", "{\"op\":\"update\",\"value\":{\"goals\":[\"Ship 1.4.1\"],"
                + "\"completed_tasks\":[{\"task\":\"Read the checklist\",\"summary\":\"by hand\"}]}}");
        assertThat(update.status()).isEqualTo(202);
        assertThat(JSON.readTree(update.body()).get("status").asText()).isEqualTo("queued");
        assertThat(JSON.readTree(update.body()).get("queued_injections").asInt()).isEqualTo(4);
        String updateId = JSON.readTree(update.body()).get("id").asText();
        assertThat(agent.getJson("/v1/inject/" + append).get("status").asText()).isEqualTo("queued");

        agent.post("/v1/step", "{\"unit\":\"cycle\"}");
        List<Event> cycle = events.until(e -> e.name.equals("paused"));
        assertThat(cycle.subList(0, 6)).extracting(e -> e.name + label(e)).containsExactly("cycle_started",
                "injection_applied", "injection_applied", "injection_applied", "injection_applied",
                "snapshot_written:before");
        assertThat(cycle.subList(1, 5)).extracting(e -> e.data.get("id").asText())
                .containsExactly(replace, append, clear, updateId);
        assertThat(cycle.subList(1, 5)).allSatisfy(e -> assertThat(e.data.get("iteration").asInt()).isZero());
        String id = cycle.get(0).data.get("cycle_id").asText();

        Map<String, Object> before = snapshot(id, Side.BEFORE);
        assertThat(before.get("current_task")).isEqualTo("Ship 1.4.1");
        assertThat(before.get("notes")).isEqualTo("operator: skip the mail relay");
        assertThat(before.get("pending_actions")).isEqualTo(List.of());
        assertThat(before.get("goals")).isEqualTo(List.of("Ship 1.4.1"));
        assertThat(before.get("completed_tasks")).isEqualTo(List.of(Map.of("task", "Read the checklist",
                "summary", "by hand")));
        assertThat(new ArrayList<>(before.keySet())).containsExactly("goals", "current_task", "pending_actions",
                "completed_tasks", "notes", "last_updated");

        for (String injection : List.of(replace, append, clear, updateId)) {
            JsonNode record = agent.getJson("/v1/inject/" + injection);
            assertThat(record.get("status").asText()).isEqualTo("applied");
            assertThat(record.get("cycle_id").asText()).isEqualTo(id);
            assertThat(record.get("iteration").asInt()).isZero();
        }
        assertThat(agent.getJson("/v1/inject").get("injections")).extracting(n -> n.get("id").asText())
                .containsExactly(replace, append, clear, updateId);
        assertThat(agent.getJson("/v1/status").get("queued_injections").asInt()).isZero();

        agent.post("/v1/step", "{\"unit\":\"cycle\"}");
        List<Event> next = events.until(e -> e.name.equals("paused"));
        assertThat(next).noneMatch(e -> e.name.startsWith("injection_"));
        String nextId = next.get(0).data.get("cycle_id").asText();
        Map<String, Object> nextBefore = snapshot(nextId, Side.BEFORE);
        assertThat(count(String.valueOf(nextBefore.get("notes")), "operator: skip the mail relay")).isEqualTo(1);
        assertThat(count(String.valueOf(nextBefore.get("completed_tasks")), "by hand")).isEqualTo(1);
        assertThat(count(Files.readString(root.resolve("scratchpad/active.yaml")), "skip the mail relay"))
                .isEqualTo(1);
    }

    @Test
    void whilePausedMidCycleAStaleBaseHashIsRejectedAsAConflictAtOnceWhileACurrentOneApplies() throws Exception {
        agent = start(standardScript());
        Sse events = agent.events(null);
        events.next("hello");
        JsonNode atStart = agent.getJson("/v1/state");
        String notesHash = atStart.get("sections").get("notes").asText();
        String goalsHash = atStart.get("sections").get("goals").asText();

        agent.post("/v1/step", "{\"unit\":\"iteration\"}");
        events.until(e -> e.name.equals("paused"));
        JsonNode midCycle = agent.getJson("/v1/state");
        assertThat(midCycle.get("sections").get("notes").asText()).isNotEqualTo(notesHash);
        assertThat(midCycle.get("sections").get("goals").asText()).isEqualTo(goalsHash);

        String stale = injectId(agent.post("/v1/inject", "{\"section\":\"notes\",\"op\":\"append\","
                + "\"value\":\"stale\",\"base_hash\":\"" + notesHash + "\"}"));
        String current = injectId(agent.post("/v1/inject", "{\"section\":\"goals\",\"op\":\"append\","
                + "\"value\":\"Write the changelog\",\"base_hash\":\"" + goalsHash + "\"}"));
        String wholeStale = injectId(agent.post("/v1/inject", "{\"op\":\"update\",\"value\":{\"notes\":\"x\"},"
                + "\"base_hash\":\"" + atStart.get("hash").asText() + "\"}"));
        // Paused mid-cycle: each one is applied (or rejected) at once, in the order received.
        List<Event> applied = List.of(events.next(null), events.next(null), events.next(null));
        agent.post("/v1/step", "{\"unit\":\"cycle\"}");
        events.until(e -> e.name.equals("paused"));
        assertThat(applied.subList(0, 3)).extracting(e -> e.name + ":" + e.data.get("id").asText())
                .containsExactly("injection_rejected:" + stale, "injection_applied:" + current,
                        "injection_rejected:" + wholeStale);
        assertThat(applied.get(0).data.get("reason").asText()).isEqualTo("conflict");

        JsonNode record = agent.getJson("/v1/inject/" + stale);
        assertThat(record.get("status").asText()).isEqualTo("rejected");
        assertThat(record.get("reason").asText()).isEqualTo("conflict");
        assertThat(record.get("message").asText()).isNotBlank();
        Map<String, Object> after = snapshot(applied.get(0).data.get("cycle_id").asText(), Side.AFTER);
        assertThat(String.valueOf(after.get("notes"))).doesNotContain("stale");
        assertThat(after.get("goals")).isEqualTo(List.of("Release Kestrel 1.4.1", "Write the changelog"));
    }

    @Test
    void refusalsCarryTheirStatusAndErrorCode() throws Exception {
        agent = start(standardScript(), "--think", "2");
        String url = agent.url;

        assertError(RawHttp.send("GET", url + "/v1/status", null, null), 401, "unauthorized");
        assertError(RawHttp.send("GET", url + "/v1/status", "0".repeat(64), null), 401, "unauthorized");
        assertError(RawHttp.send("GET", url + "/nowhere", null, null), 401, "unauthorized");

        String big = "{\"section\":\"notes\",\"op\":\"append\",\"value\":\"" + "x".repeat(1024 * 1024) + "\"}";
        assertError(agent.post("/v1/inject", big), 413, "too_large");

        assertError(agent.post("/v1/inject", "{not json"), 400, "bad_json");
        assertError(agent.post("/v1/step", "[\"cycle\"]"), 400, "bad_json");
        assertError(agent.send("GET", "/v1/nothing", null), 404, "not_found");
        assertError(agent.send("GET", "/v1/inject/inj-42", null), 404, "not_found");
        assertError(agent.send("DELETE", "/v1/inject/inj-42", null), 404, "not_found");
        assertError(agent.send("GET", "/v1/step", null), 405, "method_not_allowed");
        assertError(agent.send("DELETE", "/v1/status", null), 405, "method_not_allowed");

        assertError(agent.post("/v1/step", "{\"unit\":\"week\"}"), 422, "invalid");
        assertError(agent.post("/v1/inject", "{\"section\":\"notes\",\"op\":\"delete\"}"), 422, "invalid");
        assertError(agent.post("/v1/inject", "{\"op\":\"replace\",\"value\":1}"), 422, "invalid");
        assertError(agent.post("/v1/inject", "{\"section\":\"notes\",\"op\":\"append\"}"), 422, "invalid");
        assertError(agent.post("/v1/inject", "{\"section\":\"notes\",\"op\":\"append\",\"value\":5}"), 422,
                "invalid");
        assertError(agent.post("/v1/inject", "{\"section\":\"gaols\",\"op\":\"clear\"}"), 422, "invalid");
        assertError(agent.post("/v1/inject", "{\"op\":\"update\",\"value\":[1]}"), 422, "invalid");
        assertThat(agent.getJson("/v1/status").get("queued_injections").asInt()).isZero();

        Sse events = agent.events(null);
        events.next("hello");
        assertThat(agent.post("/v1/step", "{\"unit\":\"cycle\"}").status()).isEqualTo(202);
        assertError(agent.post("/v1/step", "{\"unit\":\"iteration\"}"), 409, "busy");
        Reply pause = agent.post("/v1/pause", null);
        assertThat(pause.status()).isEqualTo(202);
        assertThat(JSON.readTree(pause.body()).get("pause_requested").asBoolean()).isTrue();
        Event paused = events.await("paused");
        assertThat(paused.data.get("phase").asText()).isIn("at_wake", "mid_cycle");
        assertThat(agent.getJson("/v1/status").get("state").asText()).isEqualTo("paused");
    }

    @Test
    void discoveryFileIsPrivateAndRemovedWhenTheAgentGetsSigterm() throws Exception {
        agent = start(standardScript());
        Path controlFile = root.resolve("scratchpad/.agent/control.json");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(controlFile))).isEqualTo("rw-------");
        JsonNode info = JSON.readTree(controlFile.toFile());
        assertThat(info.get("protocol").asInt()).isEqualTo(1);
        assertThat(info.get("url").asText()).startsWith("http://127.0.0.1:").doesNotEndWith("/");
        assertThat(info.get("token").asText()).hasSizeGreaterThanOrEqualTo(32);
        assertThat(info.get("started").asText()).endsWith("Z");

        agent.process.destroy();
        assertThat(agent.process.waitFor(WAIT.toSeconds(), TimeUnit.SECONDS)).isTrue();
        assertThat(controlFile).doesNotExist();
    }

    @Test
    void reconnectingWithLastEventIdReplaysTheMissedEventsAndSaysGapWhenTheyAreNoLongerKept() throws Exception {
        ArrayNode cycles = JSON.createArrayNode();
        for (int i = 0; i < 40; i++) {
            ArrayNode responses = cycles.addArray();
            for (int k = 0; k < 8; k++) {
                responses.add(echo("cycle " + i + " call " + k));
            }
        }
        agent = start(script(cycles, 8), "--interval", "0");
        Sse first = agent.events(null);
        first.next("hello");
        agent.post("/v1/step", "{\"unit\":\"cycle\"}");
        List<Event> seen = first.until(e -> e.name.equals("paused"));
        Event third = seen.get(2);

        Sse replay = agent.events(third.seq);
        Event hello = replay.next("hello");
        assertThat(hello.seq).isNull();
        assertThat(hello.data.get("seq").asLong()).isEqualTo(seen.get(seen.size() - 1).seq);
        List<Event> replayed = replay.until(e -> e.name.equals("paused"));
        assertThat(replayed).extracting(e -> e.seq + e.name)
                .isEqualTo(seen.subList(3, seen.size()).stream().map(e -> e.seq + e.name).toList());

        agent.post("/v1/resume", null);
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (agent.getJson("/v1/status").get("cycles_run").asInt() < 25) {
            if (System.nanoTime() > deadline) {
                fail("the loop did not run 25 cycles");
            }
            Thread.sleep(50);
        }
        agent.post("/v1/pause", null);
        first.await("paused");

        Sse old = agent.events(1L);
        JsonNode oldHello = old.next("hello").data;
        Event gap = old.next(null);
        assertThat(gap.name).isEqualTo("gap");
        assertThat(gap.seq).isNull();
        assertThat(gap.data.get("from").asLong()).isEqualTo(2);
        long to = gap.data.get("to").asLong();
        assertThat(to).isGreaterThan(2);
        Event firstKept = old.next(null);
        assertThat(firstKept.seq).isEqualTo(to + 1);
        assertThat(oldHello.get("seq").asLong() - to).isGreaterThanOrEqualTo(256);
        long expected = to + 2;
        while (expected <= oldHello.get("seq").asLong()) {
            assertThat(old.next(null).seq).isEqualTo(expected++);
        }
    }

    @Test
    void pythonUnitTestsOfTheSectionOperationsAndTheHttpLayerPass() {
        Python.run("import sys, unittest\n"
                + "suite = unittest.defaultTestLoader.discover(r'" + CONTROL_DIR + "', pattern='test_*.py')\n"
                + "result = unittest.TextTestRunner(verbosity=1).run(suite)\n"
                + "sys.exit(0 if result.wasSuccessful() and result.testsRun > 0 else 1)\n", "");
    }

    // ------------------------------------------------------------------
    // Helpers
    // ------------------------------------------------------------------

    private Map<String, Object> snapshot(String id, Side side) throws IOException {
        return Scratchpad.open(root).snapshot(CycleId.parse(id), side).state();
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    private static String label(Event e) {
        return e.name.equals("snapshot_written") ? ":" + e.data.get("label").asText() : "";
    }

    private static String injectId(Reply reply) throws IOException {
        assertThat(reply.status()).as(reply.body()).isEqualTo(202);
        return JSON.readTree(reply.body()).get("id").asText();
    }

    private static void assertError(Reply reply, int status, String code) throws IOException {
        assertThat(reply.status()).as(reply.body()).isEqualTo(status);
        JsonNode body = JSON.readTree(reply.body());
        assertThat(body.get("error").asText()).isEqualTo(code);
        assertThat(body.get("message").asText()).isNotBlank();
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** Starts example_agent.py stepped with the simulated clock and waits for its discovery file. */
    private Agent start(Path script, String... extra) throws Exception {
        Path controlFile = root.resolve("scratchpad/.agent/control.json");
        String previousToken = Files.exists(controlFile) ? JSON.readTree(controlFile.toFile()).path("token").asText()
                : null;
        List<String> command = new ArrayList<>(List.of("python3", CONTROL_DIR.resolve("example_agent.py").toString(),
                root.toString(), "--stepped", "--fake-clock", "--script", script.toString()));
        command.addAll(List.of(extra));
        Path log = tmp.resolve("agent-" + processes.size() + ".log");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("PYTHONUTF8", "1");
        Process process = builder.start();
        processes.add(process);
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                fail("example_agent.py exited with " + process.exitValue() + ":\n" + Files.readString(log));
            }
            if (Files.exists(controlFile)) {
                try {
                    JsonNode info = JSON.readTree(controlFile.toFile());
                    if (info.path("pid").asLong() == process.pid()
                            && !info.path("token").asText().equals(previousToken)) {
                        return new Agent(process, info.get("url").asText(), info.get("token").asText(),
                                info.get("pid").asLong());
                    }
                } catch (IOException partial) {
                    // not there yet; the file is renamed into place, so this is a race with a deletion
                }
            }
            Thread.sleep(20);
        }
        fail("no control.json from example_agent.py within " + WAIT + ":\n" + Files.readString(log));
        return null;
    }

    private final class Agent {
        final Process process;
        final String url;
        final String token;
        final long pid;

        Agent(Process process, String url, String token, long pid) {
            this.process = process;
            this.url = url;
            this.token = token;
            this.pid = pid;
        }

        Reply send(String method, String path, String body) {
            return RawHttp.send(method, url + path, token, body);
        }

        Reply post(String path, String body) {
            return send("POST", path, body);
        }

        JsonNode getJson(String path) throws IOException {
            Reply reply = send("GET", path, null);
            assertThat(reply.status()).as(reply.body()).isEqualTo(200);
            return JSON.readTree(reply.body());
        }

        Sse events(Long lastEventId) {
            Sse sse = new Sse(url + "/v1/events", token, lastEventId);
            streams.add(sse);
            return sse;
        }
    }

    /** One server-sent event: its id (null when the line is absent), name and data. */
    record Event(Long seq, String name, JsonNode data) {
    }

    /** A small SSE reader: a thread parses the stream into a queue; every wait is bounded. */
    static final class Sse implements AutoCloseable {
        private static final HttpClient CLIENT = HttpClient.newHttpClient();
        private final BlockingQueue<Event> queue = new LinkedBlockingQueue<>();
        private final Thread reader;
        private volatile InputStream body;

        Sse(String url, String token, Long lastEventId) {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url))
                    .header("Authorization", "Bearer " + token).header("Accept", "text/event-stream");
            if (lastEventId != null) {
                request.header("Last-Event-ID", Long.toString(lastEventId));
            }
            reader = new Thread(() -> read(request.build()), "sse-reader");
            reader.setDaemon(true);
            reader.start();
        }

        private void read(HttpRequest request) {
            try {
                HttpResponse<InputStream> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofInputStream());
                body = response.body();
                BufferedReader lines = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8));
                Long id = null;
                String name = "message";
                StringBuilder data = new StringBuilder();
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    if (line.isEmpty()) {
                        if (data.length() > 0) {
                            queue.add(new Event(id, name, JSON.readTree(data.toString())));
                        }
                        id = null;
                        name = "message";
                        data.setLength(0);
                    } else if (line.startsWith("id: ")) {
                        id = Long.parseLong(line.substring(4));
                    } else if (line.startsWith("event: ")) {
                        name = line.substring(7);
                    } else if (line.startsWith("data: ")) {
                        data.append(line.substring(6));
                    }
                }
            } catch (IOException | InterruptedException e) {
                // closed
            }
        }

        /** Skips events up to the first named {@code name}, and returns it. */
        Event await(String name) throws InterruptedException {
            List<Event> events = until(e -> e.name.equals(name));
            return events.get(events.size() - 1);
        }

        /** The next event, which must be named {@code name} (any name when null). */
        Event next(String name) throws InterruptedException {
            Event event = queue.poll(WAIT.toMillis(), TimeUnit.MILLISECONDS);
            if (event == null) {
                fail("no event within " + WAIT + (name == null ? "" : " (expected " + name + ")"));
            }
            if (name != null) {
                assertThat(event.name).as(event.toString()).isEqualTo(name);
            }
            return event;
        }

        /** The events up to and including the first that matches. */
        List<Event> until(Predicate<Event> last) throws InterruptedException {
            List<Event> events = new ArrayList<>();
            while (true) {
                Event event = next(null);
                events.add(event);
                if (last.test(event)) {
                    return events;
                }
            }
        }

        @Override
        public void close() {
            try {
                if (body != null) {
                    body.close();
                }
            } catch (IOException ignored) {
                // closing anyway
            }
            reader.interrupt();
        }
    }
}

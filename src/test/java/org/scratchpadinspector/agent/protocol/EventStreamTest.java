package org.scratchpadinspector.agent.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The client's event subscription against real HTTP servers: misbehaving ones and the protocol's own. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class EventStreamTest {
    private static final ControlClient.Options FAST = new ControlClient.Options(Duration.ofSeconds(5),
            Duration.ofMillis(700), Duration.ofMillis(50));
    private final BlockingQueue<AgentEvent> events = new LinkedBlockingQueue<>();
    private final BlockingQueue<StreamProblem> problems = new LinkedBlockingQueue<>();
    private final List<String> lastEventIds = new CopyOnWriteArrayList<>();
    private HttpServer fake;
    private ControlClient client;
    private ControlServer server;

    @AfterEach
    void stop() {
        if (client != null) {
            client.close();
        }
        if (fake != null) {
            fake.stop(0);
        }
        if (server != null) {
            server.close();
        }
    }

    /** A server that sends {@code body} on every connection, then stays silent without closing. */
    private String fakeServer(String body) throws IOException {
        fake = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        fake.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
        fake.createContext("/", exchange -> {
            lastEventIds.add(String.valueOf(exchange.getRequestHeaders().getFirst("Last-Event-ID")));
            exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
            exchange.sendResponseHeaders(200, 0);
            OutputStream out = exchange.getResponseBody();
            out.write(body.getBytes(StandardCharsets.UTF_8));
            out.flush();
            try {
                Thread.sleep(5_000);
            } catch (InterruptedException ignored) {
                // server stopping
            }
            exchange.close();
        });
        fake.start();
        return "http://127.0.0.1:" + fake.getAddress().getPort();
    }

    @Test
    void aMalformedEventIsReportedAndTheStreamCarriesOn() throws Exception {
        client = new ControlClient(fakeServer("id: 1\nevent: cycle_started\ndata: {\"seq\": 1, \"cycle_id\": \"20260401_100137\"}\n\n"
                + "id: 2\nevent: iteration\ndata: {not json\n\n"
                + ": keepalive\n\n"
                + "id: 3\nevent: future_event\ndata: {\"seq\": 3, \"new_field\": [1]}\n\n"), "t", FAST);
        client.subscribe(events::add, problems::add);
        assertThat(events.poll(5, TimeUnit.SECONDS).cycleId()).isEqualTo("20260401_100137");
        assertThat(problems.poll(5, TimeUnit.SECONDS).kind()).isEqualTo(StreamProblem.Kind.MALFORMED_EVENT);
        AgentEvent unknown = events.poll(5, TimeUnit.SECONDS);
        assertThat(unknown.type()).isEqualTo("future_event");
        assertThat(unknown.seq()).isEqualTo(3);
    }

    @Test
    void aSilentStreamIsStalledAndReconnectsWithLastEventId() throws Exception {
        client = new ControlClient(fakeServer("id: 41\nevent: paused\ndata: {\"seq\": 41}\n\n"), "t", FAST);
        client.subscribe(events::add, problems::add);
        assertThat(events.poll(5, TimeUnit.SECONDS).seq()).isEqualTo(41);
        StreamProblem problem = problems.poll(5, TimeUnit.SECONDS);
        assertThat(problem.kind()).isEqualTo(StreamProblem.Kind.STALLED);
        assertThat(events.poll(5, TimeUnit.SECONDS).seq()).isEqualTo(41);
        assertThat(lastEventIds).startsWith("null", "41");
    }

    @Test
    void aReconnectingClientGetsTheKeptEventsAfterItsLastIdAndAGapBeforeThem() throws Exception {
        EventHub hub = new EventHub();
        for (int i = 0; i < EventHub.KEPT + 10; i++) {
            hub.publish("iteration", Map.of("n", i));
        }
        EventHub.Start recent = hub.open(EventHub.KEPT + 5, Map.of());
        EventHub.Batch replay = hub.after(recent.cursor());
        assertThat(replay.gap()).isNull();
        assertThat(replay.events()).extracting(EventHub.Event::seq).containsExactly(1030L, 1031L, 1032L, 1033L, 1034L);
        EventHub.Batch old = hub.after(hub.open(3, Map.of()).cursor());
        assertThat(old.gap().json()).contains("\"from\":4", "\"to\":10");
        assertThat(old.events()).hasSize(EventHub.KEPT);
    }

    @Test
    void helloAndGapHaveNoIdAndCarryTheNewestSeqWithoutAdvancingIt() {
        EventHub hub = new EventHub();
        for (int i = 0; i < EventHub.KEPT + 10; i++) {
            hub.publish("iteration", Map.of("n", i));
        }
        EventHub.Start start = hub.open(1, Map.of("state", "paused"));
        EventHub.Event gap = hub.after(start.cursor()).gap();
        assertThat(start.hello().seq()).isZero();
        assertThat(gap.seq()).isZero();
        assertThat(start.hello().json()).contains("\"seq\":1034", "\"state\":\"paused\"");
        assertThat(gap.json()).contains("\"seq\":1034", "\"from\":2", "\"to\":10");
        assertThat(hub.lastSeq()).isEqualTo(1034);
    }

    @Test
    void aLastEventIdAboveTheNewestSeqCountsAsZero() {
        EventHub hub = new EventHub();
        for (int i = 0; i < 3; i++) {
            hub.publish("iteration", Map.of("n", i));
        }
        EventHub.Start start = hub.open(500, Map.of());
        assertThat(start.cursor()).isZero();
        EventHub.Batch batch = hub.after(start.cursor());
        assertThat(batch.gap()).isNull();
        assertThat(batch.events()).extracting(EventHub.Event::seq).containsExactly(1L, 2L, 3L);
    }

    @Test
    void aNewStreamWithoutLastEventIdGetsOnlyLiveEvents() throws Exception {
        EventHub hub = new EventHub();
        hub.publish("iteration", Map.of("n", 1));
        EventHub.Start start = hub.open(-1, Map.of());
        assertThat(hub.after(start.cursor())).isNull();
        assertThat(hub.await(start.cursor(), 10)).isNull();
        hub.publish("iteration", Map.of("n", 2));
        assertThat(hub.await(start.cursor(), 5_000).events()).extracting(EventHub.Event::seq).containsExactly(2L);
    }

    @Test
    void aStreamTooSlowToKeepUpGetsAGapForTheEventsThatLeftTheBufferBeforeItReadThem() {
        EventHub hub = new EventHub();
        EventHub.Start start = hub.open(-1, Map.of());
        hub.publish("iteration", Map.of("n", 0));
        EventHub.Batch first = hub.after(start.cursor());
        assertThat(first.events()).extracting(EventHub.Event::seq).containsExactly(1L);
        for (int i = 1; i <= EventHub.KEPT + 20; i++) {
            hub.publish("iteration", Map.of("n", i));
        }
        EventHub.Batch behind = hub.after(first.last());
        assertThat(behind.gap().json()).contains("\"from\":2", "\"to\":21");
        assertThat(behind.events().get(0).seq()).isEqualTo(22);
        assertThat(behind.last()).isEqualTo(EventHub.KEPT + 21);
    }

    @Test
    void pastTheNewest256LargeEventsLeaveOnceTheKeptOnesHold32MiB() {
        EventHub hub = new EventHub();
        String state = "x".repeat(64 * 1024);
        for (int i = 1; i <= 1000; i++) {
            hub.publish("iteration", Map.of("n", i, "state", state));
        }
        EventHub.Batch kept = hub.after(0);
        assertThat(kept.events().size()).as("32 MiB of 64 KiB events").isBetween(500, 512);
        assertThat(kept.gap()).isNotNull();
        assertThat(kept.last()).isEqualTo(1000);
        for (int i = 1; i <= 300; i++) {
            hub.publish("iteration", Map.of("n", i, "state", "y".repeat(512 * 1024)));
        }
        assertThat(hub.after(0).events()).as("at least 256, whatever their size").hasSize(EventHub.KEPT_AT_LEAST);
    }

    @Test
    void aServerStreamTooSlowToKeepUpSendsAGapOverTheWire() throws Exception {
        EventHub hub = new EventHub();
        server = ControlServer.start(new StatusOnly(), hub, 0, Duration.ofSeconds(15));
        try (java.net.Socket socket = new java.net.Socket()) {
            socket.setReceiveBufferSize(4096);
            socket.setSoTimeout(20_000);
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.port()));
            socket.getOutputStream().write(("GET /v1/events HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\nAuthorization: Bearer " + server.token()
                    + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            java.io.BufferedReader lines = new java.io.BufferedReader(
                    new java.io.InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            String header;
            while ((header = lines.readLine()) != null && !header.isEmpty()) {
                // status line and headers
            }
            String hello;
            while ((hello = lines.readLine()) != null && !hello.startsWith("event: ")) {
                // chunk sizes of the chunked body
            }
            assertThat(hello).isEqualTo("event: hello");
            // The reader stops reading; meanwhile far more events than are kept are published, each large
            // enough that the socket buffers fill and the server's writer falls behind.
            String filler = "x".repeat(16 * 1024);
            for (int i = 0; i < 4 * EventHub.KEPT; i++) {
                hub.publish("iteration", Map.of("n", i, "response", filler));
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            String line;
            while ((line = lines.readLine()) != null && !line.equals("event: gap")) {
                assertThat(System.nanoTime()).as("a gap within 20 s").isLessThan(deadline);
            }
            assertThat(line).isEqualTo("event: gap");
            assertThat(lines.readLine()).startsWith("data: {\"seq\":" + 4 * EventHub.KEPT + ",").contains("\"from\":");
        }
    }

    @Test
    void theServerSendsHelloThenReplaysAfterLastEventIdThenLiveEvents() throws Exception {
        EventHub hub = new EventHub();
        AgentControl status = new StatusOnly();
        server = ControlServer.start(status, hub, 0, Duration.ofMillis(200));
        hub.publish("cycle_started", Map.of("cycle_id", "a"));
        client = new ControlClient(server.url(), server.token(), FAST);
        client.subscribe(events::add, problems::add);
        assertThat(events.poll(5, TimeUnit.SECONDS).type()).isEqualTo(AgentEvent.HELLO);
        hub.publish("cycle_finished", Map.of("cycle_id", "a"));
        AgentEvent live = events.poll(5, TimeUnit.SECONDS);
        assertThat(live.type()).isEqualTo("cycle_finished");
        assertThat(live.seq()).isEqualTo(2);
        Thread.sleep(1_000);
        assertThat(problems).as("keepalives keep a quiet stream from stalling").isEmpty();
    }

    /** An agent that only answers status. */
    private static final class StatusOnly implements AgentControl {
        @Override
        public AgentStatus status() {
            return new AgentStatus(1, "paused", "stepped", null, 0, "between_cycles", 0, null, 0, 1, "test");
        }

        @Override
        public StateView state() {
            return null;
        }

        @Override
        public PauseReply pause() {
            return new PauseReply(false, status());
        }

        @Override
        public AgentStatus resume() {
            return status();
        }

        @Override
        public void step(StepUnit unit) {
        }

        @Override
        public InjectionTicket inject(InjectRequest request) {
            return null;
        }

        @Override
        public InjectionInfo withdraw(String id) {
            return null;
        }

        @Override
        public InjectionInfo injection(String id) {
            return null;
        }

        @Override
        public List<InjectionInfo> injections() {
            return List.of();
        }
    }
}

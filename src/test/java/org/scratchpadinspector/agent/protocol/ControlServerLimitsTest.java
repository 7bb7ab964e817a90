package org.scratchpadinspector.agent.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.reference.AgentOptions;
import org.scratchpadinspector.agent.reference.Model;
import org.scratchpadinspector.agent.reference.ReferenceAgent;
import org.scratchpadinspector.agent.reference.SimulatedClock;
import org.scratchpadinspector.agent.reference.ScratchpadDirectory;
import org.scratchpadinspector.testsupport.RawHttp;

/**
 * The bounds that keep the control channel answering (decision 0090), on the wire against a real reference agent
 * in this process: 503 past the connection bound, late heads closed, an oversized head 431, a kept-alive
 * connection serving request after request, every connection released; and a worker that dies said as
 * {@code failed} (decision 0091).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ControlServerLimitsTest {
    @TempDir
    Path root;
    private ReferenceAgent agent;
    private ControlServer server;
    private final List<AgentEvent> seen = new java.util.concurrent.CopyOnWriteArrayList<>();

    private void start(Model model, ServerLimits limits) throws IOException {
        Files.createDirectories(root.resolve("scratchpad"));
        AgentOptions options = new AgentOptions(new ScratchpadDirectory(root.resolve("scratchpad"), root.resolve("logs")),
                root.resolve("logs"), root.resolve("sandbox"), model, new SimulatedClock(SimulatedClock.DEFAULT_START, 1, 0),
                4, true, Duration.ZERO, false, line -> { });
        EventHub events = new EventHub();
        agent = new ReferenceAgent(options, events);
        server = ControlServer.start(agent, events, 0, Duration.ofSeconds(15), limits);
        agent.start();
    }

    private static Model done() {
        return (system, user) -> "{\"tool\": \"done\", \"args\": {\"summary\": \"ok\"}}";
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
            agent.close();
        }
    }

    private Socket connect() throws IOException {
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.port()), 5000);
        socket.setSoTimeout(10_000);
        return socket;
    }

    private String statusRequest(boolean close) {
        return "GET /v1/status HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\nAuthorization: Bearer " + server.token()
                + "\r\n" + (close ? "Connection: close\r\n" : "") + "\r\n";
    }

    private static String readAll(Socket socket) throws IOException {
        return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }

    private void awaitOpenConnections(int n) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (server.openConnections() != n && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(server.openConnections()).isEqualTo(n);
    }

    @Test
    void pastTheConnectionBoundANewClientGets503AndIsClosedAndOnceOneLeavesTheNextIsServed() throws Exception {
        start(done(), ServerLimits.DEFAULT.withMaxConnections(4));
        List<Socket> silent = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            silent.add(connect());
        }
        awaitOpenConnections(4);
        try (Socket fifth = connect()) {
            fifth.getOutputStream().write(statusRequest(true).getBytes(StandardCharsets.US_ASCII));
            String answer = readAll(fifth);
            assertThat(answer).startsWith("HTTP/1.1 503 ").contains("Retry-After: 1").contains("\"error\":\"unavailable\"")
                    .contains("4 connections open");
        }
        silent.get(0).close();
        awaitOpenConnections(3);
        try (Socket next = connect()) {
            next.getOutputStream().write(statusRequest(true).getBytes(StandardCharsets.US_ASCII));
            assertThat(readAll(next)).startsWith("HTTP/1.1 200 ").contains("\"state\":\"paused\"");
        }
        for (Socket s : silent) {
            s.close();
        }
        awaitOpenConnections(0);
    }

    @Test
    void aHeadThatIsLateIsClosedAndALongOneGets431() throws Exception {
        start(done(), ServerLimits.DEFAULT.withTimeouts(Duration.ofMillis(600), Duration.ofSeconds(30), Duration.ofSeconds(10)));
        try (Socket slow = connect()) {
            slow.getOutputStream().write("GET /v1/status HTTP/1.1\r\nHost: 127.0.0.1:".getBytes(StandardCharsets.US_ASCII));
            assertThat(slow.getInputStream().read()).as("closed without an answer").isEqualTo(-1);
        }
        try (Socket huge = connect()) {
            huge.getOutputStream().write(("GET /v1/status HTTP/1.1\r\nX-Filler: " + "a".repeat(20_000) + "\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            assertThat(readAll(huge)).startsWith("HTTP/1.1 431 ");
        }
        awaitOpenConnections(0);
    }

    @Test
    void aKeptAliveConnectionServesOneRequestAfterAnotherAndAnIdleOneIsClosedLater() throws Exception {
        start(done(), ServerLimits.DEFAULT.withTimeouts(Duration.ofSeconds(10), Duration.ofMillis(800), Duration.ofSeconds(10)));
        try (Socket socket = connect()) {
            InputStream in = socket.getInputStream();
            for (int i = 0; i < 3; i++) {
                socket.getOutputStream().write(statusRequest(false).getBytes(StandardCharsets.US_ASCII));
                String head = readHead(in);
                assertThat(head).startsWith("HTTP/1.1 200 ").doesNotContain("Connection: close");
                int length = Integer.parseInt(head.replaceAll("(?s).*Content-Length: (\\d+).*", "$1"));
                assertThat(new String(in.readNBytes(length), StandardCharsets.UTF_8)).contains("\"protocol\":1");
            }
            assertThat(in.read()).as("the idle connection is closed after its timeout").isEqualTo(-1);
        }
        awaitOpenConnections(0);
    }

    private static String readHead(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int b = in.read();
            assertThat(b).isNotNegative();
            head.append((char) b);
        }
        return head.toString();
    }

    @Test
    void aWorkerThatDiesMakesTheAgentSayFailedWithTheReasonAndRefuseWork() throws Exception {
        start((system, user) -> {
            throw new OutOfMemoryError("Java heap space (thrown by the test's model)");
        }, ServerLimits.DEFAULT);
        ControlClient client = new ControlClient(server.url(), server.token(), ControlClient.Options.DEFAULT);
        client.subscribe(seen::add);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (seen.stream().noneMatch(e -> AgentEvent.HELLO.equals(e.type())) && System.nanoTime() < deadline) {
            Thread.sleep(20); // the stream sends only live events: it must be open before the worker dies
        }
        client.step(StepUnit.CYCLE);
        AgentStatus status = client.status();
        while (!AgentStatus.FAILED.equals(status.state()) && System.nanoTime() < deadline) {
            Thread.sleep(50);
            status = client.status();
        }
        assertThat(status.state()).isEqualTo(AgentStatus.FAILED);
        assertThat(status.failedReason()).startsWith("out of memory: java.lang.OutOfMemoryError: Java heap space")
                .contains("(in cycle ");
        assertThat(status.pausedReason()).isNull();
        RawHttp.Reply step = RawHttp.send("POST", server.url() + "/v1/step", server.token(), "{\"unit\": \"cycle\"}");
        assertThat(step.status()).isEqualTo(409);
        assertThat(step.body()).contains("\"error\":\"failed\"").contains("restart the agent");
        assertThat(RawHttp.send("POST", server.url() + "/v1/inject", server.token(),
                "{\"section\": \"notes\", \"op\": \"append\", \"value\": \"x\"}").status()).isEqualTo(409);
        while (seen.stream().noneMatch(e -> AgentEvent.ERROR.equals(e.type())) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(seen).filteredOn(e -> AgentEvent.ERROR.equals(e.type())).singleElement()
                .satisfies(e -> assertThat(e.text("message")).contains("out of memory").contains("restart the agent"));
        client.close();
    }

    @Test
    void theInjectionQueueTakesAtMost64AndThenAnswers429() throws Exception {
        start(done(), ServerLimits.DEFAULT);
        int accepted = 0;
        RawHttp.Reply refused = null;
        for (int i = 0; i < 70 && refused == null; i++) {
            RawHttp.Reply reply = RawHttp.send("POST", server.url() + "/v1/inject", server.token(),
                    "{\"section\": \"notes\", \"op\": \"append\", \"value\": \"note " + i + "\"}");
            if (reply.status() == 202) {
                accepted++;
            } else {
                refused = reply;
            }
        }
        assertThat(accepted).isEqualTo(64);
        assertThat(refused.status()).isEqualTo(429);
        assertThat(ProtocolJson.readObject(refused.body().getBytes(StandardCharsets.UTF_8)))
                .containsEntry("error", "too_many").extractingByKey("message").asString().contains("64 queued injections");
        assertThat(agent.status().queuedInjections()).isEqualTo(64);
        assertThat(Map.of("state", agent.status().state())).containsEntry("state", AgentStatus.PAUSED);
    }
}

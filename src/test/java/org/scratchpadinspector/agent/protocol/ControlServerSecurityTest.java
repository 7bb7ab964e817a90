package org.scratchpadinspector.agent.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.reference.AgentOptions;
import org.scratchpadinspector.agent.reference.Model;
import org.scratchpadinspector.agent.reference.ReferenceAgent;
import org.scratchpadinspector.agent.reference.SimulatedClock;
import org.scratchpadinspector.agent.reference.ScratchpadDirectory;
import org.scratchpadinspector.testsupport.RawHttp;
import org.scratchpadinspector.testsupport.RawHttp.Reply;

/** The server's guards, seen on the wire: loopback only, the token, body limits, and the error statuses. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class ControlServerSecurityTest {
    @TempDir
    Path root;
    private final CountDownLatch modelMayAnswer = new CountDownLatch(1);
    private ReferenceAgent agent;
    private ControlServer server;

    @BeforeEach
    void startAgent() throws IOException {
        Files.createDirectories(root.resolve("scratchpad"));
        SimulatedClock clock = new SimulatedClock(SimulatedClock.DEFAULT_START, 1, 0);
        Model blocking = (system, user) -> {
            modelMayAnswer.await();
            return "{\"tool\": \"done\", \"args\": {\"summary\": \"ok\"}}";
        };
        AgentOptions options = new AgentOptions(new ScratchpadDirectory(root.resolve("scratchpad"), root.resolve("logs")),
                root.resolve("logs"), root.resolve("sandbox"), blocking, clock, 4, true, Duration.ZERO, false, line -> { });
        EventHub events = new EventHub();
        agent = new ReferenceAgent(options, events);
        server = ControlServer.start(agent, events, 0, Duration.ofSeconds(15));
        agent.start();
    }

    @AfterEach
    void stop() {
        modelMayAnswer.countDown();
        server.close();
        agent.close();
    }

    private Reply send(String method, String path, String body) {
        return RawHttp.send(method, server.url() + path, server.token(), body);
    }

    @Test
    void listensOnLoopbackOnly() throws Exception {
        assertThat(server.url()).startsWith("http://127.0.0.1:");
        for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            for (InetAddress address : Collections.list(nic.getInetAddresses())) {
                if (address.isLoopbackAddress() || !(address instanceof Inet4Address)) {
                    continue;
                }
                try (Socket socket = new Socket()) {
                    socket.connect(new InetSocketAddress(address, server.port()), 1000);
                    throw new AssertionError("the server answered on " + address);
                } catch (IOException expected) {
                    // refused: only 127.0.0.1 listens
                }
            }
        }
    }

    @Test
    void theTokenIs32RandomBytesNewAtEveryStart() throws IOException {
        assertThat(server.token()).matches("[0-9a-f]{64}");
        try (ControlServer other = ControlServer.start(agent, new EventHub(), 0, Duration.ofSeconds(15))) {
            assertThat(other.token()).isNotEqualTo(server.token());
        }
    }

    @Test
    void aMissingOrWrongTokenGets401WhateverThePath() {
        assertThat(RawHttp.send("GET", server.url() + "/v1/status", null, null).status()).isEqualTo(401);
        Reply wrong = RawHttp.send("GET", server.url() + "/v1/status", "0".repeat(64), null);
        assertThat(wrong.status()).isEqualTo(401);
        assertThat(wrong.body()).contains("\"error\":\"unauthorized\"");
        assertThat(RawHttp.send("GET", server.url() + "/nowhere", null, null).status()).isEqualTo(401);
        assertThat(send("GET", "/nowhere", null).status()).isEqualTo(404);
    }

    @Test
    void aForeignHostOrAnyOriginGets403EvenWithTheRightToken() {
        String url = server.url() + "/v1/status";
        String bearer = "Authorization: Bearer " + server.token();
        Reply rebound = RawHttp.get(url, List.of("Host: evil.example.com:" + server.port(), bearer));
        assertThat(rebound.status()).isEqualTo(403);
        assertThat(rebound.body()).contains("\"error\":\"forbidden\"").contains("evil.example.com");
        assertThat(RawHttp.get(url, List.of("Host: 127.0.0.1:" + (server.port() + 1), bearer)).status()).isEqualTo(403);
        assertThat(RawHttp.get(url, List.of(bearer)).status()).isEqualTo(403);
        Reply fromPage = RawHttp.get(url, List.of("Host: 127.0.0.1:" + server.port(), "Origin: http://127.0.0.1:"
                + server.port(), bearer));
        assertThat(fromPage.status()).isEqualTo(403);
        assertThat(fromPage.body()).contains("Origin");
        assertThat(RawHttp.get(url, List.of("Host: localhost:" + server.port(), "Origin: null", bearer)).status())
                .isEqualTo(403);
    }

    @Test
    void theBearerSchemeIsMatchedInAnyLetterCaseOnItsOwnHostNames() {
        String url = server.url() + "/v1/status";
        for (String scheme : List.of("bearer", "BEARER", "Bearer", "bEaReR")) {
            Reply reply = RawHttp.get(url, List.of("Host: 127.0.0.1:" + server.port(),
                    "Authorization: " + scheme + " " + server.token()));
            assertThat(reply.status()).as(scheme).isEqualTo(200);
            assertThat(reply.body()).contains("\"state\"");
        }
        assertThat(RawHttp.get(url, List.of("Host: LOCALHOST:" + server.port(), "Authorization: bearer " + server.token()))
                .status()).isEqualTo(200);
        assertThat(RawHttp.get(url, List.of("Host: localhost:" + server.port(), "Authorization: Basic " + server.token()))
                .status()).isEqualTo(401);
        assertThat(RawHttp.get(url, List.of("Host: localhost:" + server.port(), "Authorization: bearer" + server.token()))
                .status()).isEqualTo(401);
    }

    @Test
    void theControlDirectoryIsMadeOwnerOnlyAndAWiderOneIsNarrowed() throws IOException {
        Path fresh = root.resolve("fresh");
        new ControlFile(1, server.url(), server.token(), 1, "x", null).write(ControlFile.path(fresh));
        assertThat(Files.getPosixFilePermissions(fresh.resolve(ControlFile.DIRECTORY)))
                .isEqualTo(PosixFilePermissions.fromString("rwx------"));
        Path wide = root.resolve("wide").resolve(ControlFile.DIRECTORY);
        Files.createDirectories(wide);
        Files.setPosixFilePermissions(wide, PosixFilePermissions.fromString("rwxr-xr-x"));
        new ControlFile(1, server.url(), server.token(), 1, "x", null).write(wide.resolve(ControlFile.NAME));
        assertThat(Files.getPosixFilePermissions(wide)).isEqualTo(PosixFilePermissions.fromString("rwx------"));
        assertThat(Files.getPosixFilePermissions(wide.resolve(ControlFile.NAME)))
                .isEqualTo(PosixFilePermissions.fromString("rw-------"));
    }

    @Test
    void aBodyOver1MiBGets413() {
        Reply reply = send("POST", "/v1/inject", "{\"section\": \"notes\", \"op\": \"append\", \"value\": \""
                + "x".repeat(ControlServer.MAX_BODY) + "\"}");
        assertThat(reply.status()).isEqualTo(413);
        assertThat(reply.body()).contains("too_large");
    }

    @Test
    void malformedJsonGets400() {
        assertThat(send("POST", "/v1/step", "{\"unit\": ").status()).isEqualTo(400);
        assertThat(send("POST", "/v1/inject", "[1, 2]").body()).contains("bad_json");
        assertThat(send("POST", "/v1/step", "").status()).isEqualTo(400);
    }

    @Test
    void aStepWhileRunningGets409() {
        assertThat(send("POST", "/v1/step", "{\"unit\": \"cycle\"}").status()).isEqualTo(202);
        Reply busy = send("POST", "/v1/step", "{\"unit\": \"iteration\"}");
        assertThat(busy.status()).isEqualTo(409);
        assertThat(busy.body()).contains("\"error\":\"busy\"");
    }

    @Test
    void aBadOperationOrUnknownUnitGets422() {
        assertThat(send("POST", "/v1/step", "{\"unit\": \"week\"}").status()).isEqualTo(422);
        assertThat(send("POST", "/v1/inject", "{\"section\": \"notes\", \"op\": \"shred\", \"value\": 1}").status()).isEqualTo(422);
        assertThat(send("POST", "/v1/inject", "{\"section\": \"notes\", \"op\": \"replace\"}").status()).isEqualTo(422);
        Reply clash = send("POST", "/v1/inject", "{\"section\": \"notes\", \"op\": \"append\", \"value\": [1]}");
        assertThat(clash.status()).isEqualTo(422);
        assertThat(clash.body()).contains("\"error\":\"invalid\"");
    }

    @Test
    void aWrongMethodGets405AndAnUnknownInjection404() {
        assertThat(send("GET", "/v1/step", null).status()).isEqualTo(405);
        assertThat(send("GET", "/v1/inject/inj-99", null).status()).isEqualTo(404);
    }

    @Test
    void theControlFileIsOwnerOnlyAndReadsBack() throws IOException {
        Path file = ControlFile.path(root.resolve("scratchpad"));
        ControlFile control = new ControlFile(1, server.url(), server.token(), ProcessHandle.current().pid(),
                "2026-11-22T09:30:00Z", AgentOptions.NAME);
        control.write(file);
        assertThat(Files.getPosixFilePermissions(file))
                .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        assertThat(ControlFile.read(file)).isEqualTo(control);
        assertThat(control.staleReason()).isEmpty();
        try (Socket ignored = new Socket()) {
            ControlFile dead = new ControlFile(1, "http://127.0.0.1:1", "t", ProcessHandle.current().pid(), "x", null);
            assertThat(dead.staleReason()).get().asString().contains("refused");
        }
        ControlFile noProcess = new ControlFile(1, server.url(), "t", Long.MAX_VALUE - 1, "x", null);
        assertThat(noProcess.staleReason()).get().asString().contains("not running");
    }

    @Test
    void theBreakpointSetIs400ForBadJson422ForAStrayValue413OverTheLimitAnd405ForOtherMethods() {
        assertThat(send("PUT", "/v1/breakpoints", "[{").status()).isEqualTo(400);
        Reply object = send("PUT", "/v1/breakpoints", "{\"when\": \"iteration\", \"over\": 1}");
        assertThat(object.status()).isEqualTo(422);
        assertThat(object.body()).contains("JSON array");
        Reply huge = send("PUT", "/v1/breakpoints", "[{\"when\": \"tool\", \"tool\": \"" + "x".repeat(1024 * 1024) + "\"}]");
        assertThat(huge.status()).isEqualTo(413);
        assertThat(send("POST", "/v1/breakpoints", "[]").status()).isEqualTo(405);
        Reply set = send("PUT", "/v1/breakpoints", "[{\"when\": \"status\", \"status\": \"crashed\"}]");
        assertThat(set.status()).isEqualTo(200);
        assertThat(set.body()).contains("\"id\":\"bp-1\"");
        assertThat(send("GET", "/v1/breakpoints", null).body()).isEqualTo(set.body());
        assertThat(send("PUT", "/v1/breakpoints", "[]").body()).isEqualTo("{\"breakpoints\":[]}");
    }
}

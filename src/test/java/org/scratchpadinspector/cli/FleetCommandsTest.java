package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.remote.RemotePaths;
import org.scratchpadinspector.testsupport.GeneratedScratchpad;
import org.scratchpadinspector.testsupport.OpenSshServer;

/**
 * {@code ls --fleet} and {@code check --fleet} on agents of several formats, on this machine and over SSH to a
 * real OpenSSH server on loopback, with one agent that cannot be reached.
 */
class FleetCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> FIELDS = Set.of("name", "dir", "format", "units", "failing", "running",
            "last_activity", "lost_edits", "reachable");

    @TempDir
    static Path temp;
    static OpenSshServer server;
    static Path busy;
    static Path healthy;
    static int closedPort;

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @BeforeAll
    static void start() throws Exception {
        server = OpenSshServer.start(temp.resolve("sshd"));
        RemotePaths.use(server.settings());
        busy = temp.resolve("busy");
        GeneratedScratchpad.write(busy, 60);
        healthy = Path.of("scratchpad-samples/healthy").toAbsolutePath();
        try (ServerSocket s = new ServerSocket(0)) {
            closedPort = s.getLocalPort();
        }
    }

    @AfterAll
    static void stop() {
        RemotePaths.closeAll();
        if (server != null) {
            server.close();
        }
    }

    private static Path fleet(String name, String... lines) throws Exception {
        return Files.writeString(temp.resolve(name), String.join("\n", lines) + "\n");
    }

    @Test
    void lsFleetJsonGivesOneRowPerAgentLocalAndOverSsh() throws Exception {
        Path file = fleet("fleet.yaml",
                "- {name: healthy, dir: " + healthy + "}",
                "- {name: busy, dir: " + busy + "}",
                "- {name: busy-over-ssh, dir: '" + server.url(busy) + "'}",
                "- {name: tutor, dir: " + Path.of("scratchpad-samples/miniagent/32-tutor-demo").toAbsolutePath() + "}");

        Run ls = run("ls", "--fleet", file.toString(), "--json");

        assertThat(ls.code()).as(ls.err()).isZero();
        JsonNode rows = JSON.readTree(ls.out());
        assertThat(rows.size()).isEqualTo(4);
        List<String> names = new ArrayList<>();
        for (JsonNode row : rows) {
            names.add(row.get("name").asText());
            List<String> fields = new ArrayList<>();
            row.fieldNames().forEachRemaining(fields::add);
            assertThat(fields).containsExactlyInAnyOrderElementsOf(FIELDS);
            assertThat(row.get("reachable").asBoolean()).isTrue();
        }
        JsonNode local = find(rows, "busy");
        JsonNode remote = find(rows, "busy-over-ssh");
        assertThat(remote.get("dir").asText()).isEqualTo(server.url(busy));
        for (String field : List.of("format", "units", "failing", "running", "last_activity", "lost_edits")) {
            assertThat(remote.get(field)).as(field).isEqualTo(local.get(field));
        }
        assertThat(local.get("units").asInt()).isEqualTo(60);
        assertThat(local.get("failing").asInt()).isPositive();
        assertThat(find(rows, "healthy").get("failing").asInt()).isZero();
        assertThat(find(rows, "tutor").get("format").asText()).isEqualTo("miniagent");
        assertThat(names.indexOf("healthy")).as("the agent without trouble comes after those with failing units")
                .isGreaterThan(names.indexOf("busy")).isGreaterThan(names.indexOf("busy-over-ssh"));
    }

    @Test
    void anUnreachableAgentIsMarkedWithItsErrorWhileTheOthersAreListed() throws Exception {
        Path file = fleet("partly.json", "[",
                "{\"name\": \"healthy\", \"dir\": \"" + healthy + "\"},",
                "{\"name\": \"gone\", \"dir\": \"ssh://" + server.user() + "@127.0.0.1:" + closedPort + "/srv/agent\"},",
                "{\"name\": \"busy-over-ssh\", \"dir\": \"" + server.url(busy) + "\"}",
                "]");

        Run ls = run("ls", "--fleet", file.toString(), "--json");

        assertThat(ls.code()).as(ls.err()).isZero();
        JsonNode rows = JSON.readTree(ls.out());
        assertThat(rows.size()).isEqualTo(3);
        JsonNode gone = rows.get(0);
        assertThat(gone.get("name").asText()).as("most trouble first").isEqualTo("gone");
        assertThat(gone.get("reachable").asBoolean()).isFalse();
        assertThat(gone.get("error").asText()).startsWith("unreachable since ").contains("connection refused");
        assertThat(find(rows, "healthy").get("reachable").asBoolean()).isTrue();
        assertThat(find(rows, "busy-over-ssh").get("units").asInt()).isEqualTo(60);
    }

    @Test
    void checkFleetExitsOneAndNamesTheAgentsWithAProblem() throws Exception {
        Path file = fleet("check.yaml",
                "agents:",
                "  - {name: healthy, dir: " + healthy + "}",
                "  - {name: busy-over-ssh, dir: '" + server.url(busy) + "'}",
                "  - {name: gone, dir: 'ssh://" + server.user() + "@127.0.0.1:" + closedPort + "/srv/agent'}");

        Run check = run("check", "--fleet", file.toString());

        assertThat(check.code()).as(check.out() + check.err()).isEqualTo(1);
        assertThat(check.out()).contains("PROBLEM  gone: unreachable since ", "PROBLEM  busy-over-ssh: ",
                "of the newest 20 units failing", "ok       healthy: ");
        assertThat(check.out().strip().lines().reduce((a, b) -> b).orElseThrow())
                .isEqualTo("NOT healthy: 2 of 3 agents: gone, busy-over-ssh");
    }

    @Test
    void checkFleetOfHealthyAgentsGivenAsDirsExitsZero() {
        Run check = run("check", "--fleet", healthy.toString(), server.url(healthy));

        assertThat(check.code()).as(check.out() + check.err()).isZero();
        assertThat(check.out()).endsWith("healthy: 2 agents\n");
    }

    @Test
    void aFleetFileThatIsNoListIsRefusedInOneLine() throws Exception {
        Path file = fleet("bad.yaml", "name: one", "dir: /tmp");

        Run ls = run("ls", "--fleet", file.toString());

        assertThat(ls.code()).isEqualTo(Cli.TROUBLE);
        assertThat(ls.err().strip()).isEqualTo("error: fleet file " + file + " must be a list of {name, dir} (or agents: that list)");
    }

    @Test
    void aFleetEntryWithoutADirIsRefusedSayingWhichOne() throws Exception {
        Path file = fleet("nodir.yaml", "- {name: a, dir: /tmp}", "- {name: b}");

        Run ls = run("ls", "--fleet", file.toString());

        assertThat(ls.code()).isEqualTo(Cli.TROUBLE);
        assertThat(ls.err()).contains("entry 2 has no dir");
    }

    @Test
    void controlCharactersInAnAgentsNameArePrintedEscaped() throws Exception {
        Path file = fleet("escape.json", "[{\"name\": \"evil\\u001b[31m\\u202e\", \"dir\": \"" + healthy + "\"}]");

        Run check = run("check", "--fleet", file.toString());

        assertThat(check.out()).contains("evil\\x1b[31m\\u202e").doesNotContain("\u001b").doesNotContain("\u202e");
    }

    private static JsonNode find(JsonNode rows, String name) {
        for (JsonNode row : rows) {
            if (row.get("name").asText().equals(name)) {
                return row;
            }
        }
        throw new AssertionError("no row " + name + " in " + rows);
    }
}

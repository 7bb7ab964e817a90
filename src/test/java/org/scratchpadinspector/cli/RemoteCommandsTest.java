package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.scratchpadinspector.engine.remote.RemotePaths;
import org.scratchpadinspector.testsupport.GeneratedScratchpad;
import org.scratchpadinspector.testsupport.OpenSshServer;

/**
 * The commands on {@code ssh://} directories, against a real OpenSSH server on loopback whose files are this
 * machine's: what they print over SSH is what they print for the same directory read locally.
 */
class RemoteCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path temp;
    static OpenSshServer server;
    static Path agentRoot;

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @BeforeAll
    static void startServer() throws Exception {
        server = OpenSshServer.start(temp.resolve("sshd"));
        RemotePaths.use(server.settings());
        agentRoot = temp.resolve("agent");
        GeneratedScratchpad.write(agentRoot, 120);
    }

    @AfterAll
    static void stopServer() {
        RemotePaths.closeAll();
        if (server != null) {
            server.close();
        }
    }

    @Test
    void lsJsonOverSshListsTheSameCyclesAsLocally() throws Exception {
        Run local = run("ls", "--json", agentRoot.toString());
        Run remote = run("ls", "--json", server.url(agentRoot));

        assertThat(remote.code()).as(remote.err()).isZero();
        JsonNode cycles = JSON.readTree(remote.out());
        assertThat(cycles.size()).isEqualTo(120);
        assertThat(cycles).isEqualTo(JSON.readTree(local.out()));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "miniagent, scratchpad-samples/miniagent/32-tutor-demo, ''",
            "recursivecontext, scratchpad-samples/recursive-context/runs, ''",
            "mempalace, scratchpad-samples/mempalace/demo, --at=2026-04-07T18:00:00Z",
            "forgenotes, scratchpad-samples/forge-notes, ''",
    })
    void lsJsonOverSshListsTheSameUnitsAsLocallyInEveryFormat(String format, String dir, String at) throws Exception {
        Path local = Path.of(dir).toAbsolutePath();
        Run here = at.isBlank() ? run("ls", "--json", local.toString()) : run("ls", "--json", local.toString(), at);
        Run there = at.isBlank() ? run("ls", "--json", server.url(local))
                : run("ls", "--json", server.url(local), at);

        assertThat(there.code()).as(there.err()).isZero();
        JsonNode units = JSON.readTree(there.out());
        assertThat(units.size()).isPositive();
        assertThat(units).isEqualTo(JSON.readTree(here.out()));
        units.forEach(unit -> assertThat(unit.get("format").asText()).isEqualTo(format));
    }

    @Test
    void anEditOverSshIsJournaledBesideTheAgentAndUndoneByteForByte() throws Exception {
        Path root = temp.resolve("edited");
        GeneratedScratchpad.write(root, 3);
        Path pad = root.resolve("scratchpad");
        Path active = pad.resolve("active.yaml");
        Files.write(active, Files.readAllBytes(pad.resolve(newestAfter(pad))));
        byte[] original = Files.readAllBytes(active);

        Run edit = run("edit", server.url(root), "goals", "--append", "Reached over SSH", "--agent-stopped");

        assertThat(edit.code()).as(edit.out() + edit.err()).isZero();
        assertThat(Files.readString(active)).contains("Reached over SSH");
        assertThat(Files.readString(pad.resolve(".inspector/journal.jsonl"))).contains("goals");
        try (var history = Files.list(pad.resolve(".inspector/history"))) {
            assertThat(history.count()).isPositive();
        }
        try (var left = Files.list(pad)) {
            assertThat(left.map(p -> p.getFileName().toString())).as("no temporary file left")
                    .allMatch(name -> !name.contains("tmp"));
        }

        Run undo = run("undo", server.url(root), "--agent-stopped");

        assertThat(undo.code()).as(undo.out() + undo.err()).isZero();
        assertThat(Files.readAllBytes(active)).isEqualTo(original);
    }

    private static String newestAfter(Path pad) throws Exception {
        try (var files = Files.list(pad)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith("_after.yaml")).sorted()
                    .reduce((a, b) -> b).orElseThrow();
        }
    }

    @Test
    void anEmptyKnownHostsRefusesTheServerNamingItsFingerprint() throws Exception {
        Files.writeString(server.knownHosts(), "");
        try {
            RemotePaths.closeAll();
            Run ls = run("ls", "--json", server.url(agentRoot));

            assertThat(ls.code()).isEqualTo(Cli.TROUBLE);
            assertThat(ls.out()).isEmpty();
            assertThat(ls.err().lines().count()).isEqualTo(1);
            assertThat(ls.err()).contains("not known", server.hostKeyFingerprint(),
                    "ssh-keyscan -p " + server.port() + " -t ed25519 127.0.0.1 >> " + server.knownHosts());
        } finally {
            server.trustHostKey();
        }
    }
}

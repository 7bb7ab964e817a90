package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.Python;

/**
 * Who wrote what, on agent roots written by the seed's real agent (the re-implementation in
 * {@code generator/msa_agent.py}, run as real Python processes): its own {@code save()} stamps
 * {@code last_updated} between cycles, a person edits {@code current_task} by hand between two processes, and the
 * operator appends a goal with {@code edit} before the last one.
 */
class RealAgentBlameTest {
    static final Path GENERATOR = Path.of("scratchpad-samples/generator").toAbsolutePath();

    @TempDir
    static Path tmp;

    static Path root;
    static List<String> cycles = new ArrayList<>();

    record Run(int code, String out, String err) {
    }

    static Run cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    /** Runs one agent process from {@code root} at {@code start} with the scripted responses; returns its cycles. */
    static List<String> process(String start, String script, Integer cycleCount) {
        String out = Python.run(String.join("\n",
                "import json, sys",
                "sys.path.insert(0, " + py(GENERATOR.toString()) + ")",
                "from datetime import datetime",
                "from msa_agent import World, run_process",
                "def call(tool, args): return json.dumps({'tool': tool, 'args': args})",
                "script = " + script,
                "world = World(None, {}, {'uptime': ' 10:01:39 up 12 days\\n'})",
                "ids = run_process(" + py(root.toString()) + ", datetime.fromisoformat(" + py(start) + "), script, world"
                        + (cycleCount == null ? "" : ", cycles=" + cycleCount) + ")",
                "print(' '.join(ids))"), "");
        return List.of(out.strip().split(" "));
    }

    static String py(String text) {
        return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }

    @BeforeAll
    static void agentHandEditThenInspectorEdit() throws Exception {
        Python.requirePyYaml();
        root = Files.createDirectories(tmp.resolve("agent"));
        Files.createDirectories(root.resolve("config"));
        Files.writeString(root.resolve("config/config.yaml"), "scratchpad_path: scratchpads/active.yaml\nmax_iterations: 5\n");
        Files.writeString(root.resolve("config/rules.md"), "Work on current_task; answer with one JSON object.\n");
        Files.createDirectories(root.resolve("scratchpads"));
        Files.writeString(root.resolve("scratchpads/active.yaml"), """
                goals:
                - Keep the node healthy
                current_task: Check the uptime
                pending_actions: []
                completed_tasks: []
                notes: ''
                last_updated: null
                """);
        cycles.addAll(process("2026-04-01T10:00:00", "[call('shell', {'command': 'uptime'}),"
                + " call('update_scratchpad', {'current_task': 'Read the logs'}), call('done', {'summary': 'up'}),"
                + " call('echo', {'message': 'logs read'}), call('done', {'summary': 'read'})]", 2));
        Python.run(String.join("\n", "import yaml",
                "p = " + py(root.resolve("scratchpads/active.yaml").toString()),
                "state = yaml.safe_load(open(p))",
                "state['current_task'] = 'Call the operator'",
                "yaml.safe_dump(state, open(p, 'w'), sort_keys=False, allow_unicode=True)"), "");
        cycles.addAll(process("2026-04-01T11:00:00", "[call('echo', {'message': 'calling'}),"
                + " call('done', {'summary': 'called'})]", null));
        Run edit = cli("edit", root.toString(), "goals", "--append", "Archive the reports");
        assertThat(edit.code()).as(edit.err()).isZero();
        cycles.addAll(process("2026-04-01T12:00:00", "[call('echo', {'message': 'archiving'}),"
                + " call('done', {'summary': 'archived'})]", null));
        assertThat(cycles).hasSize(4);
    }

    static JsonNode blame(String root, String path) throws Exception {
        Run blame = cli("blame", root, path, "--json");
        assertThat(blame.code()).as(blame.err()).isZero();
        return new ObjectMapper().readTree(blame.out()).get("changes");
    }

    static List<String> by(JsonNode changes, String who) {
        List<String> out = new ArrayList<>();
        changes.forEach(c -> {
            if (c.get("by").asText().equals(who)) {
                out.add(c.get("cycle").isNull() ? "active.yaml" : c.get("cycle").asText());
            }
        });
        return out;
    }

    @Test
    void lastUpdatedIsStampedByTheAgentsOwnSaveEverywhereItChanges() throws Exception {
        JsonNode changes = blame(root.toString(), "last_updated");

        assertThat(changes).isNotEmpty();
        assertThat(by(changes, "outside")).isEmpty();
        assertThat(by(changes, "agent")).hasSize(changes.size());
    }

    @Test
    void theHandEditIsTheOnlyOutsideChangeOfCurrentTask() throws Exception {
        JsonNode changes = blame(root.toString(), "current_task");

        assertThat(by(changes, "outside")).containsExactly(cycles.get(2));
        assertThat(by(changes, "agent")).contains(cycles.get(0));
    }

    @Test
    void theEditReadByTheNextCycleIsTheInspectorsAndCheckCallsItsBreakExplained() throws Exception {
        JsonNode goals = blame(root.toString(), "goals");
        Run check = cli("check", root.toString());

        assertThat(goals.get(0).get("cycle").asText()).isEqualTo(cycles.get(3));
        assertThat(goals.get(0).get("by").asText()).isEqualTo("inspector");
        assertThat(goals.get(0).get("detail").asText()).contains("append goals");
        assertThat(check.out()).contains("note     " + cycles.get(3) + " continuity break explained by the journal:"
                + " edited by the operator: journal ");
        assertThat(check.out()).doesNotContain("PROBLEM  " + cycles.get(3));
        assertThat(check.out()).contains("PROBLEM  " + cycles.get(2) + " continuity break");
    }

    @Test
    void onTheMsaRealSampleNoChangeOfLastUpdatedIsOutside() throws Exception {
        JsonNode changes = blame(RealAgentRootTest.MSA.toString(), "last_updated");

        assertThat(changes).isNotEmpty();
        assertThat(by(changes, "outside")).isEmpty();
    }
}

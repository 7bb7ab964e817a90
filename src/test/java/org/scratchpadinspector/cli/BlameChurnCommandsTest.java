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
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.RunFixture;

/** blame and churn, run in-process on a run where the agent, a person's editor and the edit command all changed goals. */
class BlameChurnCommandsTest {
    static final String C1 = "20260401_100000";
    static final String C2 = "20260401_101000";
    static final String C3 = "20260401_102000";
    static final String NOTE = "\n[TOOL] echo({'message': 'hi'}) \\u2192 ECHO: hi";

    @TempDir
    Path tmp;

    RunFixture run;

    record Run(int code, String out, String err) {
    }

    static Run cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    /**
     * C1: the agent adds "Publish it" (update_scratchpad in iteration 2) and moves current_task Draft -> Review.
     * Then a person adds "Ask Amelie" to active.yaml in an editor. C2: the agent moves current_task back to
     * Draft. Then {@code edit DIR goals --append} adds "Archive"; C3 reads it.
     */
    @BeforeEach
    void agentHandEditAndInspectorEdit() throws Exception {
        run = new RunFixture(tmp.resolve("agent"));
        run.start(RunFixture.state(List.of("Write the report"), "Draft", List.of()));
        run.cycle(C1, RunFixture.state(List.of("Write the report", "Publish it"), "Review", List.of(), NOTE),
                RunFixture.updateLog(C1, 2, "{\"goals\": [\"Write the report\", \"Publish it\"], \"current_task\": \"Review\"}"));
        run.handEdit(RunFixture.state(List.of("Write the report", "Publish it", "Ask Amelie"), "Review", List.of(), NOTE));
        run.cycle(C2, RunFixture.state(List.of("Write the report", "Publish it", "Ask Amelie"), "Draft", List.of(), NOTE, NOTE), null);
        Run edit = cli("edit", run.root.toString(), "goals", "--append", "[Archive]");
        assertThat(edit.code()).as(edit.err()).isZero();
        run.cycle(C3, Files.readString(run.active), null);
    }

    @Test
    void blameGoalsJsonListsTheInspectorEditThenTheHandEditAsOutsideThenTheAgentsChange() throws Exception {
        Run blame = cli("blame", run.root.toString(), "goals", "--json");

        assertThat(blame.code()).as(blame.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(blame.out());
        assertThat(json.get("path").asText()).isEqualTo("goals");
        List<String> fields = new ArrayList<>();
        json.fieldNames().forEachRemaining(fields::add);
        assertThat(fields).containsExactly("path", "changes");
        JsonNode changes = json.get("changes");
        assertThat(changes).hasSize(3);
        assertThat(changes.get(0).get("cycle").asText()).isEqualTo(C3);
        assertThat(changes.get(0).get("by").asText()).isEqualTo("inspector");
        assertThat(changes.get(0).get("new").toString()).isEqualTo("[\"Write the report\",\"Publish it\",\"Ask Amelie\",\"Archive\"]");
        assertThat(changes.get(1).get("cycle").asText()).isEqualTo(C2);
        assertThat(changes.get(1).get("by").asText()).isEqualTo("outside");
        assertThat(changes.get(1).get("old").toString()).isEqualTo("[\"Write the report\",\"Publish it\"]");
        assertThat(changes.get(1).get("new").toString()).isEqualTo("[\"Write the report\",\"Publish it\",\"Ask Amelie\"]");
        assertThat(changes.get(2).get("cycle").asText()).isEqualTo(C1);
        assertThat(changes.get(2).get("by").asText()).isEqualTo("agent");
        assertThat(changes.get(2).get("old").toString()).isEqualTo("[\"Write the report\"]");
        assertThat(changes.get(2).get("detail").asText()).startsWith("iteration 2: update_scratchpad");
        for (JsonNode c : changes) {
            List<String> keys = new ArrayList<>();
            c.fieldNames().forEachRemaining(keys::add);
            assertThat(keys).containsExactly("cycle", "by", "old", "new", "detail");
        }
    }

    @Test
    void blameTextShowsOneBlockPerChangeAndAnUncommittedHandEditWithoutACycle() throws Exception {
        run.handEdit(Files.readString(run.active).replace("current_task: Draft", "current_task: Ship"));

        Run blame = cli("blame", run.root.toString(), "current_task");

        assertThat(blame.code()).isZero();
        assertThat(blame.out()).startsWith("current_task: 3 changes, newest first")
                .contains("active.yaml (not read by a cycle yet)  by outside\n  old: Draft\n  new: Ship")
                .contains("cycle " + C2 + "  by agent\n  old: Review\n  new: Draft")
                .contains("first seen in " + C1 + "_before.yaml: Draft");
        Run json = cli("blame", run.root.toString(), "current_task", "--json");
        assertThat(new ObjectMapper().readTree(json.out()).get("changes").get(0).get("cycle").isNull()).isTrue();
    }

    @Test
    void aPathThatNeverExistedExitsOneWithAMessageAndBadInputExitsTwo() {
        Run missing = cli("blame", run.root.toString(), "owner");
        Run badPath = cli("blame", run.root.toString(), "goals[x]");
        Run badDir = cli("blame", tmp.resolve("nowhere").toString(), "goals");

        assertThat(missing.code()).isEqualTo(1);
        assertThat(missing.err()).contains("owner: no such field in any readable snapshot");
        assertThat(badPath.code()).isEqualTo(2);
        assertThat(badPath.err()).contains("bad path 'goals[x]'");
        assertThat(badDir.code()).isEqualTo(2);
        assertThat(badDir.err()).startsWith("error: ");
    }

    @Test
    void churnJsonCountsEachSectionByWhoChangedItAndMarksTheFlip() throws Exception {
        Run churn = cli("churn", run.root.toString(), "--json");

        assertThat(churn.code()).as(churn.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(churn.out());
        assertThat(json.get("cycles").asInt()).isEqualTo(3);
        JsonNode goals = json.get("sections").get(0);
        assertThat(goals.get("section").asText()).isEqualTo("goals");
        assertThat(List.of(goals.get("agent").asInt(), goals.get("inspector").asInt(), goals.get("outside").asInt(),
                goals.get("flips").asInt())).containsExactly(1, 1, 1, 0);
        JsonNode task = null;
        for (JsonNode s : json.get("sections")) {
            if (s.get("section").asText().equals("current_task")) {
                task = s;
            }
        }
        assertThat(task).isNotNull();
        assertThat(task.get("agent").asInt()).isEqualTo(2);
        assertThat(task.get("flips").asInt()).isEqualTo(1);
        assertThat(task.get("flip_cycles").toString()).isEqualTo("[\"" + C2 + "\"]");

        Run text = cli("churn", run.root.toString());
        assertThat(text.code()).isZero();
        assertThat(text.out()).contains("current_task flips back and forth: 1 change back to an earlier value, newest in " + C2);
    }

    @Test
    void anUnreadableSnapshotIsNamedByBothCommands() throws Exception {
        Files.writeString(run.dir.resolve(C2 + "_after.yaml"), "goals: [unclosed\n");

        Run churn = cli("churn", run.root.toString());
        Run blame = cli("blame", run.root.toString(), "goals", "--json");

        assertThat(churn.code()).isZero();
        assertThat(churn.out()).contains("unreadable, changes across it are joined: " + C2 + "_after.yaml");
        assertThat(blame.code()).isZero();
        assertThat(blame.err()).contains(C2 + "_after.yaml");
    }
}

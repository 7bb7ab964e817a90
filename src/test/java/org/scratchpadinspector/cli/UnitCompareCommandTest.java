package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.SampleCopy;

/** {@code compare} on two folders of a format other than seed 000's: exit codes and the JSON shape. */
class UnitCompareCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path RUN = Path.of("scratchpad-samples/recursive-context/runs/python-help");
    private static final Path TUTOR = Path.of("scratchpad-samples/miniagent/32-tutor-demo");

    @TempDir
    Path tmp;

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void twoCopiesOfARunAgreeWithExitZeroAndOneJsonPairPerTurn() throws Exception {
        Path a = SampleCopy.copy(RUN, tmp.resolve("a"));
        Path b = SampleCopy.copy(RUN, tmp.resolve("b"));

        Run compare = run("compare", a.toString(), b.toString(), "--json");

        assertThat(compare.code()).as(compare.err()).isZero();
        JsonNode json = JSON.readTree(compare.out());
        assertThat(json.get("format").asText()).isEqualTo("recursivecontext");
        assertThat(json.get("pairs")).hasSize(7);
        JsonNode first = json.get("pairs").get(0);
        assertThat(first.get("a").asText()).isEqualTo("a#1");
        assertThat(first.get("b").asText()).isEqualTo("b#1");
        assertThat(first.get("status").toString()).isEqualTo("[\"changed\",\"changed\"]");
        assertThat(first.get("changes")).hasSize(2);
        assertThat(first.get("changes").get(0)).isNotEmpty().isEqualTo(first.get("changes").get(1));
        assertThat(first.get("last_state_diff").asInt()).isZero();
        assertThat(first.fieldNames()).toIterable()
                .containsExactly("a", "b", "status", "changes", "last_state_diff");
    }

    @Test
    void aChangedFinalAnswerExitsOneAndTheTextNamesThePairAndTheLine() throws Exception {
        Path a = SampleCopy.copy(TUTOR, tmp.resolve("exp-a"));
        Path b = SampleCopy.copy(TUTOR, tmp.resolve("exp-b"));
        Path trace = b.resolve("traces/20260407T101000Z_795b929e.json");
        ObjectNode root = (ObjectNode) JSON.readTree(trace.toFile());
        ((ObjectNode) root.get("final_answer")).put("corrected", "I learned Python last year");
        JSON.writerWithDefaultPrettyPrinter().writeValue(trace.toFile(), root);

        Run text = run("compare", a.toString(), b.toString());
        Run json = run("compare", a.toString(), b.toString(), "--json");

        assertThat(text.code()).as(text.err()).isEqualTo(1);
        assertThat(text.out()).contains("≠ 795b929e answered  |  795b929e answered")
                .contains("after, A → B: 1 line differs")
                .contains("+  corrected: I learned Python last year")
                .contains("the folders differ in 1 of 10 pairs");
        assertThat(json.code()).isEqualTo(1);
        JsonNode pairs = JSON.readTree(json.out()).get("pairs");
        assertThat(pairs).filteredOn(p -> p.get("last_state_diff").asInt() != 0).singleElement()
                .satisfies(p -> assertThat(p.get("a").asText()).isEqualTo("795b929e"));
    }

    @Test
    void twoDifferentForgeSessionsAreRefusedOnOneLineWithExitTwoAndNothingOnStandardOutput() {
        Run compare = run("compare", "scratchpad-samples/forge-notes/sessions/auth-refactor",
                "scratchpad-samples/forge-notes/sessions/flaky-ci", "--json");

        assertThat(compare.code()).isEqualTo(2);
        assertThat(compare.out()).isEmpty();
        assertThat(compare.err().strip()).startsWith("cannot compare forgenotes unit by unit: ")
                .contains("only the same session can be compared").doesNotContain("\n");
    }

    @Test
    void foldersOfDifferentFormatsAreRefusedOnOneLineWithExitTwo() {
        Run compare = run("compare", "scratchpad-samples/demo", RUN.toString());

        assertThat(compare.code()).isEqualTo(2);
        assertThat(compare.out()).isEmpty();
        assertThat(compare.err().strip()).startsWith("cannot compare: A is yamlcycles")
                .contains("B is recursivecontext").contains("different formats").doesNotContain("\n");
    }
}

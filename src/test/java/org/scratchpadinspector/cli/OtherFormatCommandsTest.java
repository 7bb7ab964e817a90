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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code ls}, {@code show}, {@code diff} and {@code check} on the committed sample of each format other than seed
 * 000's: {@code ls --json} prints exactly the units its generator says it wrote.
 */
class OtherFormatCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    /** The committed sample's expected.json and the extra arguments its generator judged it with. */
    static List<String> args(String dir, String extra, String... command) {
        List<String> args = new ArrayList<>(List.of(command));
        args.add(dir);
        if (!extra.isBlank()) {
            args.addAll(List.of(extra.split(" ")));
        }
        return args;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "miniagent, scratchpad-samples/miniagent/32-tutor-demo, scratchpad-samples/miniagent/32-tutor-demo/expected.json, ''",
            "recursivecontext, scratchpad-samples/recursive-context/runs, scratchpad-samples/recursive-context/expected.json, ''",
            "mempalace, scratchpad-samples/mempalace/demo, scratchpad-samples/mempalace/demo/expected.json, --at 2026-04-07T18:00:00Z",
            "forgenotes, scratchpad-samples/forge-notes, scratchpad-samples/forge-notes/expected.json, ''",
            "forgenotes, scratchpad-samples/forge-notes/sessions, scratchpad-samples/forge-notes/expected.json, ''",
    })
    void lsJsonPrintsExactlyTheUnitsTheGeneratorWrote(String format, String dir, String expected, String extra)
            throws Exception {
        Run ls = run(args(dir, extra, "ls", "--json").toArray(String[]::new));

        assertThat(ls.code()).as(ls.err()).isZero();
        JsonNode want = JSON.readTree(Files.readString(Path.of(expected))).get("units");
        JsonNode got = JSON.readTree(ls.out());
        // the generator writes what the format's seed knows; severity is the inspector's own, checked apart
        got.forEach(unit -> assertThat(((com.fasterxml.jackson.databind.node.ObjectNode) unit).remove("severity").asText())
                .isIn("ok", "notice", "warning", "failure"));
        assertThat(got).isEqualTo(want);
        got.forEach(unit -> assertThat(unit.get("format").asText()).isEqualTo(format));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "miniagent, scratchpad-samples/miniagent/32-tutor-demo, '', 1",
            "recursivecontext, scratchpad-samples/recursive-context/runs, '', 1",
            "mempalace, scratchpad-samples/mempalace/demo, --at 2026-04-07T18:00:00Z, 1",
            "forgenotes, scratchpad-samples/forge-notes/sessions, '', 1",
    })
    void checkExitsOneExactlyWhenAUnitFails(String format, String dir, String extra, int code) {
        Run check = run(args(dir, extra, "check").toArray(String[]::new));

        assertThat(check.code()).as(check.out() + check.err()).isEqualTo(code);
        assertThat(check.out()).contains("units (" + format + ")");
        assertThat(check.out().strip()).endsWith(code == 0 ? "healthy" : "problem(s)");
        check.out().lines().filter(line -> line.startsWith("PROBLEM")).forEach(line ->
                assertThat(line).as("a problem says why").matches("PROBLEM  \\S+: \\S+: .+"));
    }

    @ParameterizedTest(name = "{0} {2}")
    @CsvSource({
            "miniagent, scratchpad-samples/miniagent/32-tutor-demo, longterm, ''",
            "miniagent, scratchpad-samples/miniagent/32-tutor-demo, 97b75092, ''",
            "recursivecontext, scratchpad-samples/recursive-context/runs, python-help#2, ''",
            "mempalace, scratchpad-samples/mempalace/demo, 4c1e-research, --at 2026-04-07T18:00:00Z",
            "forgenotes, scratchpad-samples/forge-notes/sessions, auth-refactor#2, ''",
    })
    void showPrintsAStateAndDiffComparesTheFirstWithTheLast(String format, String dir, String unit, String extra) {
        Run show = run(concat(args(dir, extra, "show"), unit));
        Run diff = run(concat(args(dir, extra, "diff"), unit));

        assertThat(show.code()).as(show.err()).isZero();
        assertThat(show.out()).isNotBlank();
        assertThat(diff.code()).as(diff.err()).isIn(0, 1);
        assertThat(diff.out()).contains("--- " + unit + ":").contains("+++ " + unit + ":");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "scratchpad-samples/miniagent/32-tutor-demo",
            "scratchpad-samples/recursive-context/runs",
            "scratchpad-samples/mempalace/demo",
            "scratchpad-samples/forge-notes/sessions",
    })
    void anUnknownUnitIsOneLineAndExitTwo(String dir) {
        Run show = run("show", dir, "no-such-unit");

        assertThat(show.code()).isEqualTo(Cli.TROUBLE);
        assertThat(show.err().strip()).startsWith("error: no unit no-such-unit in").doesNotContain("\n");
    }

    private static String[] concat(List<String> args, String last) {
        List<String> all = new ArrayList<>(args.subList(0, 2));
        all.add(last);
        all.addAll(args.subList(2, args.size()));
        return all.toArray(String[]::new);
    }
}

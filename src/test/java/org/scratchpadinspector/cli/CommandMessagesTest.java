package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.scratchpadinspector.testsupport.SampleCopy;

/** What the commands say is true and whole: no misleading reason, no problem counted twice, no summary cut short. */
class CommandMessagesTest {
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
    void diffOfAnInterruptedCycleSaysItWasInterruptedBeforeWritingItsAfterAndExitsOne() throws Exception {
        Path root = SampleCopy.live(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));

        Run diff = run("diff", root.toString(), "20260401_103137");

        assertThat(diff.code()).isEqualTo(1);
        assertThat(diff.out().strip()).isEqualTo("No _after: cycle 20260401_103137 was interrupted before writing it:"
                + " nothing to compare it with");
        assertThat(diff.out() + diff.err()).doesNotContain("deleted or renamed");
    }

    @Test
    void diffOfTheRunningCycleAndOfAnOrphanAfterSayWhyOneSnapshotIsMissing() throws Exception {
        Path root = SampleCopy.live(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));

        Run running = run("diff", root.toString(), "20260401_105637");
        Run orphan = run("diff", root.toString(), "20260401_104137");

        assertThat(running.code()).isEqualTo(1);
        assertThat(running.out()).startsWith("No _after yet: cycle 20260401_105637 is running");
        assertThat(orphan.code()).isEqualTo(1);
        assertThat(orphan.out()).startsWith("No _before: 20260401_104137_before.yaml is missing (an orphan _after)");
    }

    @Test
    void showOfAnInterruptedCyclesAfterSaysWhyItIsNotThere() throws Exception {
        Path root = SampleCopy.live(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));

        Run show = run("show", root.toString(), "20260401_103137");

        assertThat(show.code()).isEqualTo(Cli.TROUBLE);
        assertThat(show.err().strip()).isEqualTo("No _after: cycle 20260401_103137 was interrupted before writing it");
    }

    @Test
    void checkOnMemPalaceSaysEachUnreadableFileOnceAndCountsOneProblemPerFile() {
        Run check = run("check", "scratchpad-samples/mempalace/demo", "--at", "2026-04-07T18:00:00Z");

        assertThat(check.code()).isEqualTo(1);
        assertThat(check.out().lines().filter(l -> l.contains("e5f9-halfwritten.json"))).hasSize(1);
        assertThat(check.out().lines().filter(l -> l.contains("f0aa-empty.json"))).hasSize(1);
        assertThat(check.out().strip()).endsWith("NOT healthy: 2 problem(s)");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "scratchpad-samples/demo, 20260401_101137, failure",
            "scratchpad-samples/recursive-context/runs, pr-review-restored#4, failure",
            "scratchpad-samples/forge-notes/sessions, flaky-ci#4, failure",
            "scratchpad-samples/miniagent/32-tutor-demo, 97b75092, notice",
            "scratchpad-samples/mempalace/demo, f0aa-empty, failure",
    })
    void lsOfEveryFormatHasASeverityColumnSoAFailingUnitDoesNotLookHealthy(String dir, String unit, String severity) {
        Run ls = run("ls", dir);

        List<String> lines = ls.out().lines().toList();
        List<String> header = List.of(lines.get(0).trim().split("\\s+"));
        assertThat(header).contains("STATUS", "SEVERITY");
        int column = header.indexOf("SEVERITY");
        String row = lines.stream().filter(l -> l.startsWith(unit + " ")).findFirst().orElseThrow();
        assertThat(row.trim().split("\\s+")[column]).as(row).isEqualTo(severity);
    }

    @Test
    void everyCommandOfTheHelpIsSummedUpInWholeSentences() {
        Run help = run("--help");

        Map<String, String> summaries = new LinkedHashMap<>();
        String current = null;
        boolean inCommands = false;
        for (String line : help.out().lines().toList()) {
            if (line.equals("Commands:")) {
                inCommands = true;
            } else if (inCommands && line.matches("  \\S.*")) {
                String[] parts = line.trim().split("\\s+", 2);
                current = parts[0];
                summaries.put(current, parts[1]);
            } else if (inCommands && current != null) {
                summaries.put(current, summaries.get(current) + " " + line.trim());
            }
        }
        assertThat(summaries.keySet()).containsExactlyInAnyOrderElementsOf(SubcommandNames.ALL);
        assertThat(summaries).allSatisfy((name, summary) -> assertThat(summary).as(name).matches(".*[.?!]"));
        assertThat(summaries.get("ls")).doesNotEndWith(",");
    }

    @Test
    void aSummaryIsTheFirstSentenceOfTheDescriptionWhateverItsLines() {
        assertThat(CommandSummaries.summary(new String[] {"One row per unit: a cycle (id, time, status, iterations,",
                "tool calls). Then more, e.g. this."})).isEqualTo("One row per unit: a cycle (id, time, status,"
                + " iterations, tool calls).");
        assertThat(CommandSummaries.summary(new String[] {"Wait, e.g. 2s or 5m. Then go."}))
                .isEqualTo("Wait, e.g. 2s or 5m.");
    }

    @Test
    void anOutOfMemoryErrorIsOneLineNamingTheCommandAndTheHeap() {
        String line = OutOfMemory.message(new String[] {"show", "DIR", "ID"});

        assertThat(line).startsWith("error: `show` ran out of memory (this JVM may use at most ").doesNotContain("\n")
                .contains("JDK_JAVA_OPTIONS=-Xmx");
    }
}

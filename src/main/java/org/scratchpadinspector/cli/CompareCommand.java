package org.scratchpadinspector.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.Callable;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.engine.timetravel.RunComparer;
import org.scratchpadinspector.engine.timetravel.UnitRunComparison;
import org.scratchpadinspector.format.Detection;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.formats.Formats;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "compare", description = {
        "Compare two runs cycle by cycle: from the fork point when one was forked from the other",
        "(.inspector/fork.json), else from the first cycle. Per pair: both statuses, both tool-call",
        "timelines aligned (= same call, ~ changed arguments, < only in A, > only in B), and the fields",
        "whose after differs (last_updated left out).",
        "--json: {\"fork_point\", \"pairs\": [{\"a\", \"b\", \"status\": [A, B], \"tools\": [[...], [...]],",
        "\"after_diff\": [{\"field\", \"a\", \"b\"}]}]}; row i of both tools lists is the same row, null",
        "for a gap; a call is {\"tool\", \"args\", \"failed\", \"match\": same|changed_args|only_a|only_b}.",
        "Two folders of one other format compare unit by unit (turns, corrections, calls of one session):",
        "--json: {\"format\", \"pairs\": [{\"a\", \"b\", \"status\": [A, B], \"changes\": [[...], [...]],",
        "\"last_state_diff\": N}]}, N = lines of the last states that differ. Folders of two formats, or",
        "units that do not pair (different sessions), are refused in one line.",
        "Exit code 0 when the runs agree, 1 when they differ, 2 on trouble or a refusal."})
final class CompareCommand implements Callable<Integer> {
    @Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "A",
            description = "A run: an agent root or scratchpad directory, or a folder of another memory format.")
    Path a;

    @Parameters(index = "1", paramLabel = "B",
            description = "Another run, e.g. a fork of A, or another folder of A's format.")
    Path b;

    @Option(names = "--json", description = "Print the comparison as JSON.")
    boolean json;

    @Override
    public Integer call() throws IOException {
        for (Path dir : new Path[] {a, b}) {
            if (!Files.isDirectory(dir)) {
                spec.commandLine().getErr().println("cannot compare: " + dir.toAbsolutePath().normalize()
                        + (Files.exists(dir) ? " is not a directory" : " does not exist"));
                return Cli.TROUBLE;
            }
        }
        java.util.Optional<RunComparer> comparer = comparer();
        if (comparer.isEmpty()) {
            return compareUnits();
        }
        RunComparer.Comparison comparison = comparer.get().compare(a, b);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(comparison.json()));
        } else {
            comparison.printText(out);
        }
        return comparison.agrees() ? 0 : 1;
    }

    /** A's comparer of whole runs, when A and B are of one format that offers one. */
    private java.util.Optional<RunComparer> comparer() throws IOException {
        Detection first = Formats.registry().detect(a);
        Detection second = Formats.registry().detect(b);
        if (!first.found() || !second.found() || first.provider() != second.provider()) {
            return java.util.Optional.empty();
        }
        return first.provider().open(first.recognition(), SourceOptions.NOW, Cancellation.NONE)
                .facet(RunComparer.class);
    }

    /** Runs without a comparer of their own: unit by unit when both are of one format, else one line. */
    private int compareUnits() throws IOException {
        UnitRunComparison.Result result = UnitRunComparison.compare(Formats.registry(), a, b, Instant.now(),
                Cancellation.NONE);
        if (result.refused()) {
            spec.commandLine().getErr().println(result.refusal());
            return Cli.TROUBLE;
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new ObjectMapper().writerWithDefaultPrettyPrinter()
                    .writeValueAsString(UnitCompareOutput.toJson(result)));
        } else {
            UnitCompareOutput.printText(out, result);
        }
        return result.agrees() ? 0 : 1;
    }

}

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
import org.scratchpadinspector.formats.yamlcycles.CycleAnalysis;
import org.scratchpadinspector.engine.timetravel.ComparableRuns;
import org.scratchpadinspector.formats.yamlcycles.RunComparison;
import org.scratchpadinspector.engine.timetravel.UnitRunComparison;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.engine.timetravel.ToolAlignment;
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
        java.util.Optional<String> refused = ComparableRuns.refusal(Formats.registry(), a, b);
        if (refused.isPresent()) {
            return compareUnits();
        }
        RunComparison comparison = RunComparison.compare(a, b);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(toJson(comparison)));
        } else {
            printText(out, comparison);
        }
        return comparison.agrees() ? 0 : 1;
    }

    /** Any pair other than two seed-000 runs: unit by unit when both are of one format, else one line. */
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

    static ObjectNode toJson(RunComparison comparison) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        root.put("fork_point", comparison.forkPoint() == null ? null : comparison.forkPoint().toString());
        ArrayNode pairs = root.putArray("pairs");
        for (RunComparison.Pair pair : comparison.pairs()) {
            ObjectNode p = pairs.addObject();
            p.put("a", pair.a() == null ? null : pair.a().id().toString());
            p.put("b", pair.b() == null ? null : pair.b().id().toString());
            ArrayNode status = p.putArray("status");
            status.add(status(pair.a()));
            status.add(status(pair.b()));
            ArrayNode tools = p.putArray("tools");
            ArrayNode toolsA = tools.addArray();
            ArrayNode toolsB = tools.addArray();
            for (ToolAlignment.Row row : pair.tools()) {
                toolsA.add(call(mapper, row.a(), row.match()));
                toolsB.add(call(mapper, row.b(), row.match()));
            }
            ArrayNode diff = p.putArray("after_diff");
            for (FieldChange change : pair.afterDiff()) {
                ObjectNode d = diff.addObject();
                d.put("field", change.field());
                d.set("a", value(mapper, change.before()));
                d.set("b", value(mapper, change.after()));
            }
        }
        return root;
    }

    private static String status(CycleAnalysis cycle) {
        return cycle == null ? null : cycle.summary().status().key();
    }

    private static ObjectNode call(ObjectMapper mapper, ToolAlignment.ToolCall call, ToolAlignment.Match match) {
        if (call == null) {
            return null;
        }
        ObjectNode node = mapper.createObjectNode();
        node.put("tool", call.tool());
        node.put("args", call.args());
        node.put("failed", call.failed());
        node.put("match", match.key());
        return node;
    }

    private static com.fasterxml.jackson.databind.JsonNode value(ObjectMapper mapper, Object value) {
        try {
            return mapper.valueToTree(value);
        } catch (IllegalArgumentException e) {
            return mapper.getNodeFactory().textNode(String.valueOf(value));
        }
    }

    static void printText(PrintWriter out, RunComparison c) {
        out.println("A: " + c.a().toAbsolutePath().normalize());
        out.println("B: " + c.b().toAbsolutePath().normalize());
        out.println(c.forkPoint() == null ? c.forkNote() : "fork point " + c.forkPoint() + " (" + c.forkNote() + ")");
        int differ = 0;
        for (RunComparison.Pair pair : c.pairs()) {
            out.println();
            out.println((pair.agrees() ? "  " : "≠ ") + cycle(pair.a()) + "  |  " + cycle(pair.b()));
            for (ToolAlignment.Row row : pair.tools()) {
                String mark = switch (row.match()) {
                    case SAME -> "=";
                    case CHANGED_ARGS -> "~";
                    case ONLY_A -> "<";
                    case ONLY_B -> ">";
                };
                out.println("    " + mark + " " + pad(row.a() == null ? "" : row.a().display(), 48) + " | "
                        + (row.b() == null ? "" : row.b().display()));
            }
            if (pair.tools().isEmpty()) {
                out.println("    (no tool calls on either side)");
            }
            for (FieldChange change : pair.afterDiff()) {
                out.println("    after, A → B: " + change.describe());
            }
            differ += pair.agrees() ? 0 : 1;
        }
        out.println();
        out.println(differ == 0 ? "the runs agree (" + c.pairs().size() + " pairs)"
                : "the runs differ in " + differ + " of " + c.pairs().size() + " pairs");
    }

    private static String cycle(CycleAnalysis cycle) {
        return cycle == null ? "(no cycle)" : cycle.id() + " " + status(cycle);
    }

    private static String pad(String text, int width) {
        String shown = text.length() > width ? text.substring(0, width - 1) + "…" : text;
        return shown + " ".repeat(Math.max(0, width - shown.length()));
    }
}

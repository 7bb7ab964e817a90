package org.scratchpadinspector.formats.yamlcycles;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.engine.timetravel.RunComparer;
import org.scratchpadinspector.engine.timetravel.RunPairs;
import org.scratchpadinspector.engine.timetravel.ToolAlignment;

/** Two runs of cycles compared ({@link RunComparison}) as {@code compare} prints them, in text and JSON. */
record CycleRunComparison(RunComparison comparison) implements RunComparer.Comparison {
    @Override
    public boolean agrees() {
        return comparison.agrees();
    }

    @Override
    public ObjectNode json() {
        return toJson(comparison);
    }

    @Override
    public void printText(PrintWriter out) {
        printText(out, comparison);
    }

    /** The pairs of cycles as units, the afters' field changes as the lines that differ. */
    @Override
    public RunPairs pairs() {
        java.util.List<RunPairs.Pair> pairs = new java.util.ArrayList<>();
        for (RunComparison.Pair pair : comparison.pairs()) {
            boolean bothAfters = pair.a() != null && pair.b() != null && pair.a().after() != null
                    && pair.b().after() != null;
            pairs.add(new RunPairs.Pair(unit(pair.a()), unit(pair.b()), pair.agrees(), pair.tools(),
                    pair.afterDiff().stream().map(FieldChange::describe).toList(),
                    bothAfters ? "(the afters agree, last_updated aside)" : "(no after on one side: nothing to compare)"));
        }
        String pairing = comparison.forkPoint() == null ? comparison.forkNote()
                : "Fork point " + comparison.forkPoint() + ": " + comparison.forkNote();
        return new RunPairs(pairing, pairs, comparison.summary(), null);
    }

    private static org.scratchpadinspector.model.Unit unit(CycleAnalysis cycle) {
        return cycle == null ? null : YamlCyclesSource.unit(cycle.summary());
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
            ArrayNode counts = p.putArray("tool_calls");
            counts.add(pair.a() == null ? null : pair.a().summary().toolCalls());
            counts.add(pair.b() == null ? null : pair.b().summary().toolCalls());
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
        for (RunComparison.Pair pair : c.pairs()) {
            out.println();
            out.println((pair.agrees() ? "  " : "≠ ") + cycle(pair.a()) + "  |  " + cycle(pair.b()));
            out.println(counts(pair));
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
        }
        out.println();
        out.println(c.summary());
    }

    private static String cycle(CycleAnalysis cycle) {
        return cycle == null ? "(no cycle)" : cycle.id() + " " + status(cycle);
    }

    /** Each side's one count of tool calls, as {@code ls} and the window give it. */
    private static String counts(RunComparison.Pair pair) {
        return "    tool calls: " + (pair.a() == null ? "-" : pair.a().summary().toolCalls()) + "  |  "
                + (pair.b() == null ? "-" : pair.b().summary().toolCalls());
    }

    private static String pad(String text, int width) {
        String shown = text.length() > width ? text.substring(0, width - 1) + "…" : text;
        return shown + " ".repeat(Math.max(0, width - shown.length()));
    }
}

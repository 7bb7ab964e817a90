package org.scratchpadinspector.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.List;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.engine.timetravel.UnitRunComparison;

/** How {@code compare} prints two folders of a format other than seed 000's, compared unit by unit. */
final class UnitCompareOutput {
    private static final int DIFF_LINES_SHOWN = 40;

    private UnitCompareOutput() {
    }

    static ObjectNode toJson(UnitRunComparison.Result result) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        root.put("format", result.format());
        ArrayNode pairs = root.putArray("pairs");
        for (UnitRunComparison.Pair pair : result.pairs()) {
            ObjectNode p = pairs.addObject();
            p.put("a", id(pair.a()));
            p.put("b", id(pair.b()));
            ArrayNode status = p.putArray("status");
            status.add(status(pair.a()));
            status.add(status(pair.b()));
            ArrayNode changes = p.putArray("changes");
            ArrayNode changesA = changes.addArray();
            pair.changesA().forEach(changesA::add);
            ArrayNode changesB = changes.addArray();
            pair.changesB().forEach(changesB::add);
            if (pair.changedLines() == null) {
                p.putNull("last_state_diff");
            } else {
                p.put("last_state_diff", pair.changedLines());
            }
        }
        return root;
    }

    static void printText(PrintWriter out, UnitRunComparison.Result result) {
        out.println("A: " + result.a().toAbsolutePath().normalize());
        out.println("B: " + result.b().toAbsolutePath().normalize());
        out.println(result.format() + ", paired " + (result.how().isEmpty() ? "(no units on either side)"
                : String.join("; ", result.how())));
        int differ = 0;
        for (UnitRunComparison.Pair pair : result.pairs()) {
            out.println();
            out.println((pair.agrees() ? "  " : "≠ ") + unit(pair.a()) + "  |  " + unit(pair.b()));
            if (pair.agrees()) {
                out.println("    same status, " + (pair.lastA().readable() ? "same " + pair.lastA().name()
                        : pair.lastA().name() + " unreadable in both: " + String.join("; ", pair.lastA().problems())));
                continue;
            }
            differ++;
            changes(out, "A", pair.a(), pair.changesA());
            changes(out, "B", pair.b(), pair.changesB());
            lastState(out, "A", pair.lastA());
            lastState(out, "B", pair.lastB());
            if (pair.changedLines() != null) {
                out.println("    " + pair.lastA().name() + ", A → B: " + (pair.changedLines() == 0 ? "the same"
                        : pair.changedLines() + (pair.changedLines() == 1 ? " line differs" : " lines differ")));
                printDiff(out, pair.unifiedDiff());
            }
        }
        out.println();
        out.println(differ == 0 ? "the folders agree (" + result.pairs().size() + " pairs)"
                : "the folders differ in " + differ + " of " + result.pairs().size() + " pairs");
    }

    private static void changes(PrintWriter out, String side, Unit unit, List<String> changes) {
        if (unit != null) {
            out.println("    " + side + " changes:" + (changes.isEmpty() ? " none" : ""));
            changes.forEach(line -> out.println("      " + line));
        }
    }

    private static void lastState(PrintWriter out, String side, UnitRunComparison.LastState state) {
        if (state != null && !state.readable()) {
            out.println("    " + side + " " + state.name() + " cannot be read: " + String.join("; ", state.problems()));
        }
    }

    private static void printDiff(PrintWriter out, String unified) {
        if (unified.isEmpty()) {
            return;
        }
        List<String> lines = unified.lines().toList();
        lines.stream().limit(DIFF_LINES_SHOWN).forEach(line -> out.println("      " + line));
        if (lines.size() > DIFF_LINES_SHOWN) {
            out.println("      … " + (lines.size() - DIFF_LINES_SHOWN) + " more diff lines");
        }
    }

    private static String unit(Unit unit) {
        return unit == null ? "(no unit)" : unit.id() + " " + unit.status().key();
    }

    private static String id(Unit unit) {
        return unit == null ? null : unit.id().text();
    }

    private static String status(Unit unit) {
        return unit == null ? null : unit.status().key();
    }
}

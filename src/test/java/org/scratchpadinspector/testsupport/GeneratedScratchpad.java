package org.scratchpadinspector.testsupport;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.pyyaml.PyYamlWriter;

/**
 * Writes an agent root ({@code scratchpad/} and {@code logs/}) of N cycles in the agent's own PyYAML style, with
 * every status and flag in a fixed pattern of 20 cycles: completed, no_change, max_iterations, a repeated tool
 * call, parse errors, a continuity break, an interrupted cycle, a crash that replaces the notes (notes_lost; it
 * also keeps the snapshots small, a few KB). One run of 20 in 50 has an orphan {@code _after}, another an
 * unreadable one; every tenth cycle has a log. The newest cycle is a {@code _before} written now: running.
 *
 * <p>{@code java ... GeneratedScratchpad ROOT [N]} writes one for the benchmark (N = 100,000 by default).
 */
public final class GeneratedScratchpad {
    private static final int PATTERN = 20;
    private static final DateTimeFormatter ID = DateTimeFormatter.ofPattern("yyyyMMdd_HHmmss");

    private GeneratedScratchpad() {
    }

    public static void main(String[] args) throws IOException {
        write(Path.of(args[0]), args.length > 1 ? Integer.parseInt(args[1]) : 100_000);
    }

    /** Writes {@code count} cycles under {@code root}; returns the scratchpad directory. */
    public static Path write(Path root, int count) throws IOException {
        Path pad = Files.createDirectories(root.resolve("scratchpad"));
        Path logs = Files.createDirectories(root.resolve("logs"));
        Map<String, Object> state = new LinkedHashMap<>();
        state.put("goals", List.of("Publish the weekly status report of the Kestrel pipeline", "Keep every number traceable"));
        state.put("current_task", "Collect this week's metrics");
        state.put("pending_actions", List.of("Draft the report", "Ask Amélie to review the draft"));
        state.put("completed_tasks", List.of());
        state.put("notes", "");
        state.put("last_updated", null);
        LocalDateTime start = LocalDateTime.of(2026, 1, 1, 0, 0, 7);
        for (int i = 0; i < count; i++) {
            String id = ID.format(start.plusSeconds(301L * i));
            int k = i % PATTERN;
            int run = i / PATTERN;
            if (k == 6) {
                List<Object> goals = new ArrayList<>(((List<?>) state.get("goals")).subList(0, 2));
                goals.add("Added by hand in run " + run);
                state.put("goals", goals); // continuity break; replaces the previous run's, so the files stay small
            }
            byte[] before = dump(state);
            if (!(run % 50 == 49 && k == 2)) { // else an orphan: no _before
                Files.write(pad.resolve(id + "_before.yaml"), before);
            }
            if (i % 10 == 0) {
                Files.writeString(logs.resolve("cycle_" + id + ".log"), "=== AGENT WAKING ===\nCurrent task: "
                        + state.get("current_task") + "\n--- Iteration 1/5 ---\nDispatching tool: read_file with args: "
                        + "{'path': 'data/part-" + i + ".csv'}\n--- Iteration 2/5 ---\nAgent signaled completion.\n"
                        + "=== AGENT SLEEPING ===\nCycle " + id + " complete.\n");
            }
            if (i == count - 1 || k == 12) {
                continue; // running (the newest) or interrupted: no _after
            }
            if (k == 3) {
                Files.write(pad.resolve(id + "_after.yaml"), before); // no_change
                continue;
            }
            String notes = (String) state.get("notes");
            if (k == 19) {
                state.put("notes", "Cycle " + id + " failed: RuntimeError: model endpoint returned 503");
            } else if (k == 4) {
                state.put("notes", notes + tool(i, 0) + tool(i, 1)); // max_iterations: changed, no done
            } else if (k == 8) {
                state.put("notes", notes + tool(i, 0).repeat(3) + "\n[COMPLETED] read the same part three times");
            } else if (k == 10) {
                state.put("notes", notes + "\n[PARSE ERROR] Could not parse: {'tool': read_file" + tool(i, 2));
            } else {
                state.put("notes", notes + tool(i, 0) + "\n[COMPLETED] collected part " + i);
                state.put("current_task", "Collect part " + (i + 1) + " of the metrics");
            }
            byte[] after = run % 50 == 24 && k == 1 ? "goals: [unclosed\nnotes: x\n".getBytes(StandardCharsets.UTF_8)
                    : dump(state);
            Files.write(pad.resolve(id + "_after.yaml"), after);
        }
        Files.write(pad.resolve("active.yaml"), dump(state));
        return pad;
    }

    private static String tool(int i, int k) {
        return "\n[TOOL] read_file({'path': 'data/part-" + i + ".csv'}) → rows=" + (i * 7 + k) % 1000
                + " status=ok, p95 39–57 min";
    }

    private static byte[] dump(Map<String, Object> state) {
        return PyYamlWriter.dump(state).getBytes(StandardCharsets.UTF_8);
    }
}

package org.scratchpadinspector.ui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.pyyaml.PyYamlWriter;

/** A scratchpad with one cycle whose before and after are ~5 MB each and differ in a few places. */
public final class LargeDiffSample {
    public static final String CYCLE = "20260402_090000";

    private LargeDiffSample() {
    }

    public static Path create(Path root) throws IOException {
        Path dir = Files.createDirectories(root.resolve("scratchpad"));
        Map<String, Object> before = state(false);
        Map<String, Object> after = state(true);
        Files.writeString(dir.resolve(CYCLE + "_before.yaml"), PyYamlWriter.dump(before));
        Files.writeString(dir.resolve(CYCLE + "_after.yaml"), PyYamlWriter.dump(after));
        after.put("last_updated", "2026-04-02T09:04:11.120931");
        Files.writeString(dir.resolve("active.yaml"), PyYamlWriter.dump(after));
        return root;
    }

    private static Map<String, Object> state(boolean after) {
        List<String> goals = new ArrayList<>();
        StringBuilder notes = new StringBuilder();
        for (int i = 0; i < 30_000; i++) {
            goals.add("Backfill partition " + i + " of the orders table → verified");
            String rows = after && i % 3_000 == 17 ? "rows=" + (i * 7 % 1000 + 1) + " (re-read)" : "rows=" + (i * 7 % 1000);
            notes.append("\n[TOOL] read_file({'path': 'data/part-").append(i).append(".csv'}) → ").append(rows)
                    .append(" status=ok, p95 39–57 min");
        }
        if (after) {
            notes.append("\n[COMPLETED] Backfill verified: 30,000 partitions, 10 re-read");
        }
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("goals", goals);
        s.put("current_task", after ? "Publish the backfill report" : "Verify the backfill");
        s.put("pending_actions", after ? new ArrayList<>() : new ArrayList<>(List.of("Publish the backfill report")));
        s.put("completed_tasks", after ? new ArrayList<>(List.of(Map.of("task", "Verify the backfill", "summary", "ok")))
                : new ArrayList<>());
        s.put("notes", notes.toString());
        s.put("last_updated", "2026-04-02T08:59:58.000412");
        return s;
    }
}

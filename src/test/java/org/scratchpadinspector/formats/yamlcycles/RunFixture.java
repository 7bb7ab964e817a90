package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * Writes an agent root cycle by cycle as the seed's agent does: {@code _before} is a copy of active.yaml at
 * wake, {@code _after} and active.yaml are the state at the end; the text is what PyYAML's
 * {@code yaml.dump(..., default_flow_style=False, sort_keys=False)} writes. Between cycles a test may edit
 * active.yaml by hand or through the inspector.
 */
public final class RunFixture {
    public final Path root;
    public final Path dir;
    public final Path active;

    public RunFixture(Path root) throws IOException {
        this.root = root;
        this.dir = root.resolve("scratchpad");
        this.active = dir.resolve("active.yaml");
        Files.createDirectories(dir);
        Files.createDirectories(root.resolve("logs"));
    }

    /** One state in PyYAML's block style; {@code notes} is the entries after the leading line break. */
    public static String state(List<String> goals, String currentTask, List<String> pending, String... notes) {
        StringBuilder sb = new StringBuilder("goals:\n");
        goals.forEach(g -> sb.append("- ").append(g).append('\n'));
        sb.append("current_task: ").append(currentTask == null ? "null" : currentTask).append('\n');
        if (pending.isEmpty()) {
            sb.append("pending_actions: []\n");
        } else {
            sb.append("pending_actions:\n");
            pending.forEach(p -> sb.append("- ").append(p).append('\n'));
        }
        sb.append("completed_tasks: []\n");
        sb.append("notes: ").append(notes.length == 0 ? "''" : "\"" + String.join("", notes).replace("\n", "\\n") + "\"")
                .append('\n');
        sb.append("last_updated: null\n");
        return sb.toString();
    }

    /** Starts the run: active.yaml before the first cycle. */
    public RunFixture start(String state) throws IOException {
        Files.writeString(active, state);
        return this;
    }

    /** A whole cycle: {@code _before} copied from active.yaml, then {@code _after} and active.yaml written. */
    public RunFixture cycle(String id, String after, String log) throws IOException {
        Files.copy(active, dir.resolve(id + "_before.yaml"), StandardCopyOption.REPLACE_EXISTING);
        Files.writeString(dir.resolve(id + "_after.yaml"), after);
        Files.writeString(active, after);
        if (log != null) {
            Files.writeString(root.resolve("logs").resolve("cycle_" + id + ".log"), log);
        }
        return this;
    }

    /** A person's edit of active.yaml in an editor, outside the inspector. */
    public RunFixture handEdit(String state) throws IOException {
        Files.writeString(active, state);
        return this;
    }

    /** The seed-style log line of an update_scratchpad call in iteration {@code n}. */
    public static String updateLog(String id, int n, String argsJson) {
        return "2026-04-01 10:00:00,000 INFO cycle " + id + " started\n"
                + "2026-04-01 10:00:01,000 INFO iteration " + n + " response: {\"tool\": \"update_scratchpad\", \"args\": "
                + argsJson + "}\n"
                + "2026-04-01 10:00:01,000 INFO iteration " + n + " action: update_scratchpad\n"
                + "2026-04-01 10:00:02,000 INFO cycle " + id + " finished after " + n + " iterations (max_iterations)\n";
    }
}

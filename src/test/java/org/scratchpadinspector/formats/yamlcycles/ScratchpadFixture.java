package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes scratchpad directories for tests, in the text form PyYAML produces. */
final class ScratchpadFixture {
    final Path root;
    final Path dir;

    ScratchpadFixture(Path root) {
        this.root = root;
        this.dir = root.resolve("scratchpad");
        try {
            Files.createDirectories(dir);
            Files.createDirectories(root.resolve("logs"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String state(String currentTask, String notes, String... completed) {
        StringBuilder sb = new StringBuilder("goals:\n- Write the weekly status report\n");
        sb.append("current_task: ").append(currentTask == null ? "null" : currentTask).append('\n');
        sb.append("pending_actions: []\n");
        if (completed.length == 0) {
            sb.append("completed_tasks: []\n");
        } else {
            sb.append("completed_tasks:\n");
            for (String c : completed) {
                sb.append("- task: ").append(c).append("\n  summary: done\n");
            }
        }
        sb.append("notes: ").append(notes).append('\n');
        sb.append("last_updated: null\n");
        return sb.toString();
    }

    ScratchpadFixture cycle(String id, String before, String after) {
        if (before != null) {
            write(id + "_before.yaml", before);
        }
        if (after != null) {
            write(id + "_after.yaml", after);
        }
        return this;
    }

    ScratchpadFixture write(String name, String text) {
        return writeBytes(name, text.getBytes(StandardCharsets.UTF_8));
    }

    ScratchpadFixture writeBytes(String name, byte[] bytes) {
        try {
            Files.write(dir.resolve(name), bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    ScratchpadFixture log(String id, String text) {
        try {
            Files.writeString(root.resolve("logs").resolve("cycle_" + id + ".log"), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    Scratchpad open() {
        try {
            return Scratchpad.open(root);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package org.scratchpadinspector.testsupport;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes snapshots in YAML flow style on a single line, the shape SnakeYAML reads at a few hundred kilobytes
 * a second: many small flow mappings. Built at test time in a temporary directory, never committed.
 */
public final class FlowStyleFiles {
    private FlowStyleFiles() {
    }

    /** A one-line flow-style mapping of about {@code bytes} bytes at {@code file}. */
    public static Path writeOneLine(Path file, int bytes) throws IOException {
        StringBuilder sb = new StringBuilder(bytes + 200);
        sb.append("{goals: [Write the weekly status report], current_task: analyse, pending_actions: [],"
                + " completed_tasks: [], history: [");
        for (int i = 0; sb.length() < bytes; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append("{tool: read_file, args: {path: data/part-").append(i).append(".csv}, ok: true}");
        }
        sb.append("], notes: '', last_updated: null}\n");
        Files.write(file, sb.toString().getBytes(StandardCharsets.US_ASCII));
        return file;
    }
}

package org.scratchpadinspector.formats.yamlcycles;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The cycle a fork was made at, read from {@code .inspector/fork.json} in the fork's agent root. The cycles before it
 * are history copied from the source: none of them ever runs in the fork.
 */
public final class ForkPoint {
    private ForkPoint() {
    }

    /** Where a fork's record lives in its agent root. */
    public static Path fileOf(Path root) {
        return root.resolve(".inspector").resolve("fork.json");
    }

    /** The fork point of the scratchpad at {@code location}, or null when it is no fork (or its record is unreadable). */
    static CycleId of(ScratchpadLocation location) {
        Path dir = location.directory();
        for (Path root : dir.getParent() == null ? new Path[] {dir} : new Path[] {dir.getParent(), dir}) {
            Path file = fileOf(root);
            if (Files.isRegularFile(file)) {
                try {
                    return CycleId.parse(new ObjectMapper().readTree(Files.readAllBytes(file)).path("cycle").asText());
                } catch (IOException | RuntimeException e) {
                    return null;
                }
            }
        }
        return null;
    }
}

package org.scratchpadinspector.formats.yamlcycles;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import org.scratchpadinspector.engine.edit.AtomicWriter;
import org.scratchpadinspector.formats.yamlcycles.ForkPoint;

/**
 * {@code .inspector/fork.json} in a fork's agent root: where it came from.
 *
 * @param source  the source's agent root, absolute
 * @param cycle   the cycle it was forked at: its {@code _before} became the fork's active.yaml
 * @param created when the fork was made
 * @param linked  true when every snapshot of the history is a hard link, false when any is a copy
 */
public record ForkRecord(Path source, String cycle, Instant created, boolean linked) {
    public static final String FILE = "fork.json";

    public static Path fileOf(Path root) {
        return ForkPoint.fileOf(root);
    }

    /** The record of the fork whose agent root is {@code root}; empty when it is no fork or the file is unreadable. */
    public static Optional<ForkRecord> read(Path root) {
        Path file = fileOf(root);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            JsonNode node = new ObjectMapper().readTree(Files.readString(file, StandardCharsets.UTF_8));
            return Optional.of(new ForkRecord(Path.of(node.path("source").asText()), node.path("cycle").asText(),
                    Instant.parse(node.path("created").asText()), node.path("linked").asBoolean()));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }


    void write(Path root) throws IOException {
        ObjectNode node = new ObjectMapper().createObjectNode();
        node.put("source", source.toString());
        node.put("cycle", cycle);
        node.put("created", created.toString());
        node.put("linked", linked);
        Path file = fileOf(root);
        Files.createDirectories(file.getParent());
        AtomicWriter.write(file, (new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(node) + "\n")
                .getBytes(StandardCharsets.UTF_8));
    }
}

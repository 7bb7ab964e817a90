package org.scratchpadinspector.formats.recursivecontext;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import org.scratchpadinspector.engine.edit.AtomicWriter;
import org.scratchpadinspector.model.EditPreview;

/**
 * What a write leaves in the run folder besides the new file: the previous version in
 * {@code .inspector/history/} and one line in {@code .inspector/journal.jsonl}.
 */
final class EditRecords {
    static final String DIRECTORY = ".inspector";
    private static final DateTimeFormatter NAME_TIME =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss.SSSSSS'Z'").withZone(ZoneOffset.UTC);
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final Path inspector;
    private final Instant time = Instant.now().truncatedTo(ChronoUnit.MICROS);

    EditRecords(Path run) {
        this.inspector = run.resolve(DIRECTORY);
    }

    /** Saves the version about to be replaced; returns its file name in the history folder. */
    String keep(byte[] bytes, String hash, Path target) throws IOException {
        Path history = Files.createDirectories(inspector.resolve("history"));
        String name = NAME_TIME.format(time) + "_" + hash.substring(0, 16) + "_" + target.getFileName();
        AtomicWriter.write(history.resolve(name), bytes);
        return name;
    }

    void journal(EditPreview preview, String hashBefore, String hashAfter, String history) throws IOException {
        ObjectNode line = MAPPER.createObjectNode();
        line.put("time", time.toString());
        line.put("unit", preview.unit().text());
        line.put("action", preview.action());
        ObjectNode args = line.putObject("args");
        preview.args().entrySet().stream().sorted(java.util.Map.Entry.comparingByKey())
                .forEach(e -> args.put(e.getKey(), e.getValue()));
        line.put("file", preview.target().getFileName().toString());
        line.put("hash_before", hashBefore);
        line.put("hash_after", hashAfter);
        line.put("history", history);
        byte[] bytes = (MAPPER.writeValueAsString(line) + "\n").getBytes(StandardCharsets.UTF_8);
        Files.createDirectories(inspector);
        try (FileChannel channel = FileChannel.open(inspector.resolve("journal.jsonl"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            channel.force(true);
        }
    }
}

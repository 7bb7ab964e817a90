package org.scratchpadinspector.engine.edit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Rule 6: {@code .inspector/journal.jsonl}, one JSON object a line, appended to and never rewritten. Every
 * write to active.yaml, queued edit, undo, injection and lost-edit finding is a line. Reading tolerates a
 * damaged line (typically the last one, cut short by a crash): it is skipped and counted.
 */
public final class Journal {
    public static final String FILE_NAME = "journal.jsonl";

    private final Path path;
    private final ObjectMapper mapper = new ObjectMapper();

    public Journal(Path path) {
        this.path = path;
    }

    public Path path() {
        return path;
    }

    /** What reading the journal gave: its entries in order, and how many lines could not be read. */
    public record Contents(List<JournalEntry> entries, int damagedLines) {
        public Contents {
            entries = List.copyOf(entries);
        }
    }

    static String newId() {
        return UUID.randomUUID().toString().replace("-", "").substring(0, 12);
    }

    /** Appends one line and forces it to disk; creates the file (and its directory) on the first append. */
    public synchronized void append(JournalEntry entry) throws IOException {
        Files.createDirectories(path.toAbsolutePath().getParent());
        byte[] line = (mapper.writeValueAsString(toJson(entry)) + "\n").getBytes(StandardCharsets.UTF_8);
        try (RandomAccessFile file = new RandomAccessFile(path.toFile(), "rw");
             FileChannel channel = file.getChannel();
             FileLock lock = channel.lock()) {
            long size = channel.size();
            ByteBuffer buffer;
            if (size > 0 && endsWithoutNewline(channel, size)) {
                // a cut-short last line stays on its own line, so the new one reads
                buffer = ByteBuffer.allocate(line.length + 1).put((byte) '\n').put(line);
                buffer.flip();
            } else {
                buffer = ByteBuffer.wrap(line);
            }
            channel.position(size);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            channel.force(true);
        }
    }

    private static boolean endsWithoutNewline(FileChannel channel, long size) throws IOException {
        ByteBuffer last = ByteBuffer.allocate(1);
        channel.read(last, size - 1);
        return last.get(0) != '\n';
    }

    /** Every readable line; a missing journal is empty (and is not created). */
    public Contents read() throws IOException {
        List<String> lines;
        try {
            lines = Files.readAllLines(path, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return new Contents(List.of(), 0);
        } catch (java.nio.charset.MalformedInputException e) {
            lines = List.of(new String(Files.readAllBytes(path), StandardCharsets.UTF_8).split("\n"));
        }
        List<JournalEntry> entries = new ArrayList<>();
        int damaged = 0;
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            try {
                entries.add(fromJson(mapper.readTree(line)));
            } catch (IOException | RuntimeException e) {
                damaged++;
            }
        }
        return new Contents(entries, damaged);
    }

    /** The entry as one JSON object (the journal's line format, and {@code journal --json}). */
    public ObjectNode toJson(JournalEntry e) {
        ObjectNode o = mapper.createObjectNode();
        o.put("id", e.id());
        o.put("time", e.time().toString());
        o.put("how", e.how().key());
        o.put("status", e.status().key());
        o.put("operation", e.operation());
        ArrayNode sections = o.putArray("sections");
        e.sections().forEach(sections::add);
        putIf(o, "cycle", e.cycle());
        if (e.cycleRunning()) {
            o.put("cycle_running", true);
        }
        putIf(o, "hash_before", e.hashBefore());
        putIf(o, "hash_after", e.hashAfter());
        putIf(o, "history", e.history());
        putIf(o, "preview", e.preview());
        putIf(o, "ref", e.ref());
        putIf(o, "written_at", e.writtenAt() == null ? null : e.writtenAt().toString());
        if (!e.expect().isEmpty()) {
            ObjectNode expect = o.putObject("expect");
            e.expect().entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .forEach(x -> expect.put(x.getKey(), x.getValue()));
        }
        putIf(o, "next_cycle", e.nextCycle());
        putIf(o, "message", e.message());
        if (e.value() != null) {
            o.set("value", mapper.valueToTree(e.value()));
        }
        if (e.agentStopped()) {
            o.put("agent_stopped", true);
        }
        return o;
    }

    private static void putIf(ObjectNode o, String name, String value) {
        if (value != null) {
            o.put(name, value);
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    static JournalEntry fromJson(JsonNode o) {
        List<String> sections = new ArrayList<>();
        o.path("sections").forEach(s -> sections.add(s.asText()));
        Map<String, String> expect = new LinkedHashMap<>();
        o.path("expect").fields().forEachRemaining(f -> expect.put(f.getKey(), f.getValue().asText()));
        return new JournalEntry(required(o, "id"), Instant.parse(required(o, "time")),
                JournalEntry.How.fromKey(required(o, "how")), JournalEntry.Status.fromKey(required(o, "status")),
                required(o, "operation"), sections, text(o, "cycle"), o.path("cycle_running").asBoolean(false),
                text(o, "hash_before"), text(o, "hash_after"), text(o, "history"), text(o, "preview"),
                text(o, "ref"), o.hasNonNull("written_at") ? Instant.parse(o.get("written_at").asText()) : null,
                expect, text(o, "next_cycle"), text(o, "message"),
                o.hasNonNull("value") ? JSON.convertValue(o.get("value"), Object.class) : null,
                o.path("agent_stopped").asBoolean(false));
    }

    private static String required(JsonNode o, String name) {
        JsonNode value = o.get(name);
        if (value == null || !value.isTextual()) {
            throw new IllegalArgumentException("journal line without " + name);
        }
        return value.asText();
    }

    private static String text(JsonNode o, String name) {
        JsonNode value = o.get(name);
        return value == null || value.isNull() ? null : value.asText();
    }
}

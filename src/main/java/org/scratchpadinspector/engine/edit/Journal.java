package org.scratchpadinspector.engine.edit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Rule 6: {@code .inspector/journal.jsonl}, one JSON object a line, appended to and never rewritten. Every
 * write to active.yaml, queued edit, undo, injection and lost-edit finding is a line. Reading tolerates a
 * damaged line (typically the last one, cut short by a crash): it is skipped and counted.
 *
 * <p>A write of a file takes two lines with one id: an {@code intended} line, forced to disk before the file is
 * replaced, and the line with its verdict after. {@link #read()} gives the verdicts as entries and the intents
 * that never got one as {@link Contents#unfinished()}, for {@link WriteRecovery}.
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

    public static final String INTENDED = "intended";

    /**
     * What reading the journal gave: its entries in order (the verdict lines), how many lines could not be read,
     * and the intended writes that have no verdict line yet.
     */
    public record Contents(List<JournalEntry> entries, int damagedLines, List<Intent> unfinished) {
        public Contents {
            entries = List.copyOf(entries);
            unfinished = List.copyOf(unfinished);
        }

        public Contents(List<JournalEntry> entries, int damagedLines) {
            this(entries, damagedLines, List.of());
        }
    }

    /**
     * A write announced before it was made: {@code entry} is the line it will complete with (its status the
     * verdict if all goes well), {@code pid} the writing process, {@code temp} the name of its temporary file.
     */
    public record Intent(JournalEntry entry, long pid, String temp) {
    }

    static String newId() {
        return UUID.randomUUID().toString().replace("-", "").substring(0, 12);
    }

    /** Appends one line and forces it to disk; creates the file (and its directory) on the first append. */
    public synchronized void append(JournalEntry entry) throws IOException {
        appendLine(toJson(entry));
    }

    /**
     * Appends the {@code intended} line of a write about to be made, forced to disk: {@code entry} as it will be
     * journaled once written, the writing process and its temporary file's name.
     */
    public synchronized void appendIntent(JournalEntry entry, long pid, String temp) throws IOException {
        ObjectNode o = toJson(entry);
        o.put("status", INTENDED);
        o.put("completes_as", entry.status().key());
        o.put("pid", pid);
        if (temp != null) {
            o.put("temp", temp);
        }
        appendLine(o);
    }

    private void appendLine(ObjectNode json) throws IOException {
        Files.createDirectories(path.toAbsolutePath().getParent());
        byte[] line = (mapper.writeValueAsString(json) + "\n").getBytes(StandardCharsets.UTF_8);
        try (FileChannel channel = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE);
             FileLock lock = lock(channel)) {
            long size = channel.size();
            ByteBuffer buffer;
            if (size > 0 && endsWithoutNewline(channel, size)) {
                // a cut-short last line stays on its own line, so the new one reads
                buffer = ByteBuffer.allocate(line.length + 1).put((byte) '\n').put(line);
                buffer.flip();
            } else {
                buffer = ByteBuffer.wrap(line);
            }
            long at = size;
            while (buffer.hasRemaining()) {
                at += channel.write(buffer, at);
            }
            channel.force(true);
        }
    }

    /** Another inspector appending at the same moment waits; a file system without locks is written unlocked. */
    private static FileLock lock(FileChannel channel) throws IOException {
        try {
            return channel.lock();
        } catch (UnsupportedOperationException | OverlappingFileLockException noLocks) {
            return null;
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
            lines = List.of(new String(Files.readAllBytes(path), StandardCharsets.UTF_8).split("\n"));
        } catch (NoSuchFileException e) {
            return new Contents(List.of(), 0);
        }
        List<JournalEntry> entries = new ArrayList<>();
        List<Intent> intents = new ArrayList<>();
        Set<String> verdicts = new HashSet<>();
        int damaged = 0;
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            try {
                JsonNode o = mapper.readTree(line);
                if (INTENDED.equals(o.path("status").asText())) {
                    ((ObjectNode) o).put("status", o.path("completes_as").asText(JournalEntry.Status.APPLIED.key()));
                    intents.add(new Intent(fromJson(o), o.path("pid").asLong(-1), text(o, "temp")));
                } else {
                    JournalEntry entry = fromJson(o);
                    entries.add(entry);
                    verdicts.add(entry.id());
                }
            } catch (IOException | RuntimeException e) {
                damaged++;
            }
        }
        List<Intent> unfinished = intents.stream().filter(i -> !verdicts.contains(i.entry().id())).toList();
        return new Contents(entries, damaged, unfinished);
    }

    /**
     * The intended writes without a verdict line, found without reading every line as JSON (a command runs this
     * at its start): only the lines of intents without a verdict are parsed. A missing journal has none.
     */
    public List<Intent> unfinished() throws IOException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(path);
        } catch (NoSuchFileException e) {
            return List.of();
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (!text.contains(INTENDED_MARK)) {
            return List.of();
        }
        Map<String, String> intents = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            String id = leadingId(line);
            if (id == null) {
                continue;
            }
            if (line.contains(INTENDED_MARK)) {
                intents.put(id, line);
            } else {
                intents.remove(id);
            }
        }
        List<Intent> open = new ArrayList<>();
        for (String line : intents.values()) {
            try {
                JsonNode o = mapper.readTree(line);
                ((ObjectNode) o).put("status", o.path("completes_as").asText(JournalEntry.Status.APPLIED.key()));
                open.add(new Intent(fromJson(o), o.path("pid").asLong(-1), text(o, "temp")));
            } catch (IOException | RuntimeException damaged) {
                // a line cut short by a crash: it announced nothing that can be checked
            }
        }
        return open;
    }

    private static final String INTENDED_MARK = "\"status\":\"" + INTENDED + "\"";

    /** The id of a line as {@link #toJson} writes it (the id first), or null. */
    private static String leadingId(String line) {
        String start = "{\"id\":\"";
        if (!line.startsWith(start)) {
            return null;
        }
        int end = line.indexOf('"', start.length());
        return end < 0 ? null : line.substring(start.length(), end);
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
        putIf(o, "file", e.file());
        putIf(o, "unit", e.unit());
        if (!e.args().isEmpty()) {
            ObjectNode args = o.putObject("args");
            e.args().entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .forEach(x -> args.put(x.getKey(), x.getValue()));
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
        Map<String, String> args = new LinkedHashMap<>();
        o.path("args").fields().forEachRemaining(f -> args.put(f.getKey(), f.getValue().asText()));
        return new JournalEntry(required(o, "id"), Instant.parse(required(o, "time")),
                JournalEntry.How.fromKey(required(o, "how")), JournalEntry.Status.fromKey(required(o, "status")),
                required(o, "operation"), sections, text(o, "cycle"), o.path("cycle_running").asBoolean(false),
                text(o, "hash_before"), text(o, "hash_after"), text(o, "history"), text(o, "preview"),
                text(o, "ref"), o.hasNonNull("written_at") ? Instant.parse(o.get("written_at").asText()) : null,
                expect, text(o, "next_cycle"), text(o, "message"),
                o.hasNonNull("value") ? JSON.convertValue(o.get("value"), Object.class) : null,
                o.path("agent_stopped").asBoolean(false), text(o, "file"), text(o, "unit"), args);
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

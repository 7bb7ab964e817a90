package org.scratchpadinspector.engine.cache;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitStatus;

/**
 * The summary cache of a format whose every unit is one file: the list row ({@link Unit}) each file gave, reused
 * while the file keeps its size and modification time, so relisting an unchanged folder reads no file of it. One
 * JSON file per memory directory and format under {@link CacheSwitch#folder}, replaced by an atomic rename; a file
 * that does not read back whole, or was written under other rules, is ignored. Only regular files (not links) are
 * cached. Rows a run did not ask for are dropped when it saves, so the cache follows the folder.
 *
 * <p>The rows must depend on the file alone: what depends on other files or on the time (an id told apart from a
 * repeated one, a status judged at a moment) is computed after the lookup, not cached.
 */
public final class UnitRowCache {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final int VERSION = 1;
    private static final Severity[] SEVERITIES = Severity.values();

    private final Path file;
    private final String rules;
    private Map<String, Entry> loaded;
    private final Map<String, Entry> used = new LinkedHashMap<>();
    private boolean changed;

    private record Entry(long size, long modified, Unit unit) {
    }

    private UnitRowCache(Path file, String rules, Map<String, Entry> loaded) {
        this.file = file;
        this.rules = rules;
        this.loaded = loaded;
    }

    /**
     * The cache of {@code format}'s rows of {@code directory}, under the format's {@code rules} (a version the
     * format changes whenever a row would come out differently from the same file); an empty one that never
     * saves when caching is off.
     */
    public static UnitRowCache open(String format, String rules, Path directory) {
        Path folder = CacheSwitch.folder("units");
        if (folder == null) {
            return new UnitRowCache(null, rules, Map.of());
        }
        Path file = folder.resolve(format + "-" + digest(directory.toAbsolutePath().normalize().toString()) + ".json");
        return new UnitRowCache(file, rules, load(file, format, rules, directory));
    }

    /** A cache that keeps nothing: for a folder whose files are not to be trusted by their stamps. */
    public static UnitRowCache none() {
        return new UnitRowCache(null, "", Map.of());
    }

    /** {size, modified nanos} of {@code path} when it is a regular file (a link is not followed), else null. */
    public static long[] stamp(Path path) {
        try {
            BasicFileAttributes a = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            return a.isRegularFile() ? new long[] {a.size(), a.lastModifiedTime().to(TimeUnit.NANOSECONDS)} : null;
        } catch (IOException e) {
            return null;
        }
    }

    /** The row {@code key} (a file's name) gave when it had {@code stamp}, or null. */
    public synchronized Unit get(String key, long[] stamp) {
        Entry e = stamp == null ? null : loaded.get(key);
        if (e == null || e.size() != stamp[0] || e.modified() != stamp[1]) {
            return null;
        }
        used.put(key, e);
        return e.unit();
    }

    /**
     * The row {@code key} gave when last cached, whatever the file is now (kept for the next save), or null: a
     * format that shows the last complete version of a file caught half-written asks for it.
     */
    public synchronized Unit previous(String key) {
        Entry e = used.containsKey(key) ? used.get(key) : loaded.get(key);
        if (e == null) {
            return null;
        }
        used.put(key, e);
        return e.unit();
    }

    /** Keeps {@code unit} as the row of {@code key} with {@code stamp} (nothing when the stamp is null). */
    public synchronized void put(String key, long[] stamp, Unit unit) {
        if (stamp != null && file != null) {
            used.put(key, new Entry(stamp[0], stamp[1], unit));
            changed = true;
        }
    }

    /**
     * Writes the rows asked for since it was opened (or last saved), when any changed or any went; a failure only
     * loses the cache.
     */
    public synchronized void save(Path directory, String format) {
        if (file == null || !changed && used.size() == loaded.size()) {
            return;
        }
        try {
            Files.createDirectories(file.getParent());
            Path temp = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
            try (OutputStream out = Files.newOutputStream(temp);
                 JsonGenerator g = new JsonFactory().createGenerator(out, JsonEncoding.UTF8)) {
                g.setCodec(MAPPER);
                g.writeStartObject();
                g.writeNumberField("version", VERSION);
                g.writeStringField("format", format);
                g.writeStringField("rules", rules);
                g.writeStringField("directory", directory.toAbsolutePath().normalize().toString());
                g.writeArrayFieldStart("rows");
                for (Map.Entry<String, Entry> e : used.entrySet()) {
                    write(g, e.getKey(), e.getValue());
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            loaded = new HashMap<>(used);
            used.clear();
            changed = false;
        } catch (IOException | UnsupportedOperationException e) {
            // the cache only saves time; the listing itself is complete without it
        }
    }

    private static void write(JsonGenerator g, String key, Entry e) throws IOException {
        Unit u = e.unit();
        g.writeStartObject();
        g.writeStringField("key", key);
        g.writeNumberField("size", e.size());
        g.writeNumberField("modified", e.modified());
        g.writeStringField("kind", u.kind());
        g.writeStringField("id", u.id().text());
        g.writeStringField("sort", u.id().sortKey());
        g.writeStringField("status", u.status().key());
        g.writeNumberField("severity", u.status().severity().ordinal());
        g.writeStringField("reason", u.status().reason());
        g.writeObjectField("flags", u.flags());
        g.writeObjectField("problems", u.problems());
        g.writeObjectField("fields", u.fields());
        g.writeObjectField("states", u.states());
        g.writeEndObject();
    }

    private static Map<String, Entry> load(Path file, String format, String rules, Path directory) {
        Map<String, Entry> out = new HashMap<>();
        try {
            if (!Files.isRegularFile(file)) {
                return out;
            }
            JsonNode root = MAPPER.readTree(file.toFile());
            if (root == null || root.path("version").asInt() != VERSION || !format.equals(root.path("format").asText())
                    || !rules.equals(root.path("rules").asText())
                    || !directory.toAbsolutePath().normalize().toString().equals(root.path("directory").asText())) {
                return out;
            }
            for (JsonNode r : root.path("rows")) {
                Unit unit = new Unit(format, r.get("kind").asText(), new UnitId(r.get("id").asText(), r.get("sort").asText()),
                        new UnitStatus(r.get("status").asText(), SEVERITIES[r.get("severity").asInt()],
                                r.get("reason").isNull() ? null : r.get("reason").asText()),
                        texts(r.get("flags")), texts(r.get("problems")), fields(r.get("fields")), texts(r.get("states")));
                out.put(r.get("key").asText(), new Entry(r.get("size").asLong(), r.get("modified").asLong(), unit));
            }
            return out;
        } catch (IOException | RuntimeException e) {
            return new HashMap<>(); // another program's file, a torn one, an older layout: listed afresh
        }
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    private static Map<String, Object> fields(JsonNode object) {
        Map<String, Object> out = new LinkedHashMap<>();
        object.fields().forEachRemaining(e -> out.put(e.getKey(), value(e.getValue())));
        return out;
    }

    /** A field's value as the format gave it: text, a number (Integer while it fits), a boolean, null, lists of those. */
    private static Object value(JsonNode node) {
        if (node.isTextual()) {
            return node.textValue();
        }
        if (node.isNumber()) {
            return node.numberValue();
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        if (node.isArray()) {
            List<Object> out = new ArrayList<>();
            node.forEach(n -> out.add(value(n)));
            return out;
        }
        return node.isObject() ? fields(node) : null;
    }

    private static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

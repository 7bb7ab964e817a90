package org.scratchpadinspector.engine.cache;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
    /** jackson-core alone: a relisting that reads no file of the folder starts no object mapper either. */
    private static final JsonFactory JSON = new JsonFactory();
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
                 JsonGenerator g = JSON.createGenerator(out, JsonEncoding.UTF8)) {
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
        g.writeFieldName("flags");
        writeValue(g, u.flags());
        g.writeFieldName("problems");
        writeValue(g, u.problems());
        g.writeFieldName("fields");
        writeValue(g, u.fields());
        g.writeFieldName("states");
        writeValue(g, u.states());
        g.writeEndObject();
    }

    /**
     * A field's value as JSON: text, a number, a boolean, null, and lists and maps of those; anything else fails
     * the save (a row that would not read back as it was is not cached).
     */
    private static void writeValue(JsonGenerator g, Object v) throws IOException {
        if (v == null) {
            g.writeNull();
        } else if (v instanceof String text) {
            g.writeString(text);
        } else if (v instanceof Integer || v instanceof Short || v instanceof Byte) {
            g.writeNumber(((Number) v).intValue());
        } else if (v instanceof Long n) {
            g.writeNumber(n);
        } else if (v instanceof Double n) {
            g.writeNumber(n);
        } else if (v instanceof Float n) {
            g.writeNumber(n);
        } else if (v instanceof BigInteger n) {
            g.writeNumber(n);
        } else if (v instanceof BigDecimal n) {
            g.writeNumber(n);
        } else if (v instanceof Boolean b) {
            g.writeBoolean(b);
        } else if (v instanceof Collection<?> list) {
            g.writeStartArray();
            for (Object item : list) {
                writeValue(g, item);
            }
            g.writeEndArray();
        } else if (v instanceof Map<?, ?> map) {
            g.writeStartObject();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                g.writeFieldName(String.valueOf(e.getKey()));
                writeValue(g, e.getValue());
            }
            g.writeEndObject();
        } else {
            throw new IOException("not a value the cache keeps: " + v.getClass().getName());
        }
    }

    /** The rows of the cache file, read as a stream (jackson-core alone: relisting needs no object mapper). */
    private static Map<String, Entry> load(Path file, String format, String rules, Path directory) {
        Map<String, Entry> out = new HashMap<>();
        try {
            if (!Files.isRegularFile(file)) {
                return out;
            }
            try (JsonParser p = JSON.createParser(file.toFile())) {
                expect(p.nextToken(), JsonToken.START_OBJECT);
                Map<String, Object> head = new HashMap<>();
                for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
                    String name = p.currentName();
                    p.nextToken();
                    if (!name.equals("rows")) {
                        head.put(name, readValue(p));
                        continue;
                    }
                    if (!Integer.valueOf(VERSION).equals(head.get("version")) || !format.equals(head.get("format"))
                            || !rules.equals(head.get("rules"))
                            || !directory.toAbsolutePath().normalize().toString().equals(head.get("directory"))) {
                        return new HashMap<>();
                    }
                    expect(p.currentToken(), JsonToken.START_ARRAY);
                    while (p.nextToken() == JsonToken.START_OBJECT) {
                        row(p, format, out);
                    }
                    expect(p.currentToken(), JsonToken.END_ARRAY);
                }
                expect(p.currentToken(), JsonToken.END_OBJECT);
                if (!head.containsKey("version")) {
                    return new HashMap<>();
                }
            }
            return out;
        } catch (IOException | RuntimeException e) {
            return new HashMap<>(); // another program's file, a torn one, an older layout: listed afresh
        }
    }

    /** One row, the parser on its START_OBJECT; its fields are read as they come, with no map per row. */
    @SuppressWarnings("unchecked")
    private static void row(JsonParser p, String format, Map<String, Entry> out) throws IOException {
        String key = null, kind = null, id = null, sort = null, status = null, reason = null;
        long size = -1, modified = -1;
        int severity = -1;
        List<String> flags = null, problems = null, states = null;
        Map<String, Object> fields = null;
        for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
            String name = p.currentName();
            p.nextToken();
            switch (name) {
                case "key" -> key = p.getValueAsString();
                case "size" -> size = p.getLongValue();
                case "modified" -> modified = p.getLongValue();
                case "kind" -> kind = p.getValueAsString();
                case "id" -> id = p.getValueAsString();
                case "sort" -> sort = p.getValueAsString();
                case "status" -> status = p.getValueAsString();
                case "severity" -> severity = p.getIntValue();
                case "reason" -> reason = p.getValueAsString();
                case "flags" -> flags = texts(readValue(p));
                case "problems" -> problems = texts(readValue(p));
                case "fields" -> fields = (Map<String, Object>) readValue(p);
                case "states" -> states = texts(readValue(p));
                default -> readValue(p);
            }
        }
        // a row missing a part is another program's: the whole file is ignored (load catches the exception)
        Unit unit = new Unit(format, Objects.requireNonNull(kind), new UnitId(id, sort),
                new UnitStatus(Objects.requireNonNull(status), SEVERITIES[severity], reason), flags, problems,
                Objects.requireNonNull(fields), states);
        out.put(Objects.requireNonNull(key), new Entry(size, modified, unit));
    }

    private static List<String> texts(Object array) {
        List<String> out = new ArrayList<>();
        for (Object item : (List<?>) array) {
            out.add((String) item);
        }
        return out;
    }

    /**
     * The value at the parser's current token: text, a number (Integer while it fits, as the format gave it), a
     * boolean, null, lists and maps (in their order) of those.
     */
    private static Object readValue(JsonParser p) throws IOException {
        switch (p.currentToken()) {
            case VALUE_STRING:
                return p.getText();
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                return p.getNumberValue();
            case VALUE_TRUE:
                return Boolean.TRUE;
            case VALUE_FALSE:
                return Boolean.FALSE;
            case VALUE_NULL:
                return null;
            case START_ARRAY: {
                List<Object> list = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    list.add(readValue(p));
                }
                return list;
            }
            case START_OBJECT: {
                Map<String, Object> map = new LinkedHashMap<>();
                for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
                    String name = p.currentName();
                    p.nextToken();
                    map.put(name, readValue(p));
                }
                return map;
            }
            default:
                throw new IOException("unexpected " + p.currentToken());
        }
    }

    private static void expect(JsonToken actual, JsonToken wanted) throws IOException {
        if (actual != wanted) {
            throw new IOException("expected " + wanted + ", found " + actual);
        }
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

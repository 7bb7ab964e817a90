package org.scratchpadinspector.formats.mempalace;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Whether parsed JSON is a session {@code {session_id, created, ttl, entries: [{key, value, tool_origin,
 * timestamp, promote?}]}}. What the agent's code cannot work with (a missing field, a {@code created} that is no
 * time, a {@code ttl} that is no whole number, {@code entries} that is no list of entries) makes the file
 * unreadable; anything else odd is a problem line on a session that still reads.
 */
final class SessionShape {
    static final List<String> FIELDS = List.of("session_id", "created", "ttl", "entries");
    static final List<String> ENTRY_FIELDS = List.of("key", "value", "tool_origin", "timestamp");
    private static final String TIME_EXAMPLE = "a time like 2025-01-15T10:00:00Z";

    /** The session, or the fatal problem; {@code problems} collects the others. */
    record Checked(Session session, String fatal) {
    }

    private SessionShape() {
    }

    static Checked check(String fileName, String id, JsonNode json) {
        if (!json.isObject()) {
            return fatal(fileName + ": the top level is " + typeOf(json) + ", not an object {"
                    + String.join(", ", FIELDS) + "}");
        }
        for (String field : FIELDS) {
            if (!json.has(field)) {
                return fatal(fileName + ": no " + field + " field (a session has " + String.join(", ", FIELDS) + ")");
            }
        }
        List<String> problems = new ArrayList<>();
        unknownFields(json, Set.copyOf(FIELDS), fileName + ": ", problems);
        JsonNode created = json.get("created");
        Instant createdAt = created.isTextual() ? SessionTimes.parse(created.textValue()) : null;
        if (createdAt == null) {
            return fatal(fileName + ": created is " + shown(created) + ", not " + TIME_EXAMPLE);
        }
        JsonNode ttl = json.get("ttl");
        if (!ttl.isIntegralNumber() || !ttl.canConvertToLong()) {
            return fatal(fileName + ": ttl is " + shown(ttl) + ", not a whole number of seconds");
        }
        JsonNode entries = json.get("entries");
        if (!entries.isArray()) {
            return fatal(fileName + ": entries is " + typeOf(entries) + ", not a list");
        }
        List<SessionEntry> read = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            JsonNode e = entries.get(i);
            String where = fileName + ": entry " + (i + 1);
            if (!e.isObject()) {
                return fatal(where + " is " + typeOf(e) + ", not {key, value, tool_origin, timestamp, promote?}");
            }
            for (String field : ENTRY_FIELDS) {
                if (!e.has(field)) {
                    return fatal(where + " has no " + field + " (an entry has key, value, tool_origin, timestamp)");
                }
            }
            read.add(entry(i + 1, e, where, problems));
        }
        JsonNode sessionId = json.get("session_id");
        if (!sessionId.isTextual() || !sessionId.textValue().equals(id)) {
            problems.add(fileName + ": session_id is " + pythonRepr(sessionId));
        }
        return new Checked(new Session((ObjectNode) json, createdAt, ttl.longValue(), read, problems), null);
    }

    private static SessionEntry entry(int number, JsonNode e, String where, List<String> problems) {
        unknownFields(e, Set.of("key", "value", "tool_origin", "timestamp", "promote"), where + ": ", problems);
        JsonNode stamp = e.get("timestamp");
        Instant time = stamp.isTextual() ? SessionTimes.parse(stamp.textValue()) : null;
        if (time == null) {
            problems.add(where + ": timestamp is " + shown(stamp) + ", not " + TIME_EXAMPLE);
        }
        JsonNode promote = e.get("promote");
        if (promote != null && !promote.isBoolean()) {
            problems.add(where + ": promote is " + shown(promote) + ", not true or false: not counted as flagged");
        }
        return new SessionEntry(number, text(e.get("key")), e.get("value"), text(e.get("tool_origin")),
                text(stamp), time, promote != null && promote.isBoolean() && promote.booleanValue());
    }

    private static void unknownFields(JsonNode object, Set<String> known, String prefix, List<String> problems) {
        for (Iterator<String> names = object.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!known.contains(name)) {
                problems.add(prefix + "unknown field " + pythonRepr(com.fasterxml.jackson.databind.node.TextNode.valueOf(name)) + " (kept, not shown)");
            }
        }
    }

    private static Checked fatal(String problem) {
        return new Checked(null, problem);
    }

    private static String text(JsonNode v) {
        return v.isTextual() ? v.textValue() : v.toString();
    }

    /** The value and its kind in a few characters: {@code a string ("3600")}, {@code a list}. */
    static String shown(JsonNode v) {
        if (v.isBoolean() || v.isNull()) {
            return v.toString();
        }
        String json = v.toString();
        String cut = json.length() > 40 ? json.substring(0, 40) + "…" : json;
        return v.isContainerNode() ? typeOf(v) : typeOf(v) + " (" + cut + ")";
    }

    static String typeOf(JsonNode v) {
        if (v.isObject()) {
            return "an object";
        }
        if (v.isArray()) {
            return "a list";
        }
        if (v.isTextual()) {
            return "a string";
        }
        if (v.isNumber()) {
            return "a number";
        }
        if (v.isBoolean()) {
            return v.booleanValue() ? "true" : "false";
        }
        return "null";
    }

    /** Python's {@code repr} of a JSON value, as the sample's checker prints a mismatched session_id. */
    static String pythonRepr(JsonNode v) {
        if (v.isTextual()) {
            String s = v.textValue();
            char quote = s.contains("'") && !s.contains("\"") ? '"' : '\'';
            String body = s.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r");
            if (quote == '\'') {
                body = body.replace("'", "\\'");
            }
            return quote + body + quote;
        }
        if (v.isNull()) {
            return "None";
        }
        if (v.isBoolean()) {
            return v.booleanValue() ? "True" : "False";
        }
        return v.toString();
    }
}

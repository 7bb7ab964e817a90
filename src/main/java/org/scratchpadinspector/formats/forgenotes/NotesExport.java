package org.scratchpadinspector.formats.forgenotes;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The session's {@code notes.json} export ({@code {version, session_id, exported_at, notes}}), checked against the
 * notes the replay holds after the last call. It is written when the session ends, so a missing one says nothing.
 */
final class NotesExport {
    static final String FILE = "notes.json";
    static final String MISMATCH = "export_mismatch";

    private NotesExport() {
    }

    /** Problem lines about the export; a line starting with {@link #MISMATCH} means it differs from the replay. */
    static List<String> check(Path folder, Path memory, String session, Map<String, Note> replayed) {
        Path file = folder.resolve(FILE);
        if (!java.nio.file.Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return List.of();
        }
        JsonFile read = JsonFile.read(file, memory);
        if (read.node() == null) {
            return List.of(read.problem());
        }
        JsonNode root = read.node();
        if (!root.isObject()) {
            return List.of(FILE + ": the top level is " + JsonTypes.describe(root) + ", not an object");
        }
        List<String> problems = new ArrayList<>();
        JsonNode sessionId = root.get("session_id");
        if (sessionId != null && sessionId.isTextual() && !sessionId.asText().equals(session)) {
            problems.add(FILE + ": names session " + sessionId.asText() + ", the folder is " + session);
        }
        JsonNode notes = root.get("notes");
        if (notes == null || !notes.isArray()) {
            problems.add(FILE + ": notes is " + JsonTypes.describe(notes) + ", not a list");
            return problems;
        }
        Map<String, Note> exported = new LinkedHashMap<>();
        for (int i = 0; i < notes.size(); i++) {
            Note note = note(notes.get(i), i + 1, problems);
            if (note != null) {
                exported.put(note.id(), note);
            }
        }
        compare(exported, replayed, problems);
        return problems;
    }

    private static Note note(JsonNode node, int number, List<String> problems) {
        String where = FILE + ": note " + number;
        if (!node.isObject()) {
            problems.add(where + " is " + JsonTypes.describe(node) + ", not an object");
            return null;
        }
        for (String field : List.of("id", "content")) {
            if (!node.path(field).isTextual()) {
                problems.add(where + ": " + field + " is " + JsonTypes.describe(node.get(field)) + ", not text");
                return null;
            }
        }
        JsonNode tags = node.get("tags");
        List<String> tagList = null;
        if (tags != null && !tags.isNull()) {
            if (!tags.isArray()) {
                problems.add(where + ": tags is " + JsonTypes.describe(tags) + ", not a list");
                return null;
            }
            tagList = new ArrayList<>();
            for (JsonNode tag : tags) {
                tagList.add(tag.asText());
            }
        }
        return new Note(node.get("id").asText(), node.get("content").asText(), tagList, 0);
    }

    private static void compare(Map<String, Note> exported, Map<String, Note> replayed, List<String> problems) {
        for (Note note : exported.values()) {
            Note replay = replayed.get(note.id());
            if (replay == null) {
                problems.add(MISMATCH + ": " + FILE + " holds " + note.id() + ", which no call of the conversation left");
            } else if (!replay.content().equals(note.content())) {
                problems.add(MISMATCH + ": " + note.id() + ": " + FILE + "'s content differs from the replay's");
            } else if (!replay.tagsOrEmpty().equals(note.tagsOrEmpty())) {
                problems.add(MISMATCH + ": " + note.id() + ": " + FILE + "'s tags " + note.tagsOrEmpty()
                        + " differ from the replay's " + replay.tagsOrEmpty());
            }
        }
        replayed.keySet().stream().filter(id -> !exported.containsKey(id)).forEach(id ->
                problems.add(MISMATCH + ": the replay holds " + id + ", which " + FILE + " lacks"));
    }
}

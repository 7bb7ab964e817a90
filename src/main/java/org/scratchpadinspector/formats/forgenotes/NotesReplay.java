package org.scratchpadinspector.formats.forgenotes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Replays a session's notes through its calls with the seed's semantics: a call that succeeded changes the notes
 * as the agent's manager did (an add's id from its result's {@code note_id}); each note call is also judged by the
 * seed's rules (limits, not found), and where those rules and the agent disagree the call is flagged
 * {@code replay_differs} with both sides named.
 */
final class NotesReplay {
    static final String DIFFERS = "replay_differs";
    private static final Pattern ADDED = Pattern.compile("Note added: (note_\\d+)");

    /** One call with the notes before and after it. */
    record Step(Call call, Map<String, Note> before, Map<String, Note> after, List<String> flags, List<String> problems) {
    }

    private NotesReplay() {
    }

    static List<Step> replay(List<Call> calls) {
        // A call that changes no note shares one map for its before and after, and with its neighbours: a long
        // session of reads and searches costs one copy of the notes per change, not one per call.
        Map<String, Note> current = Map.of();
        List<Step> steps = new ArrayList<>();
        for (Call call : calls) {
            Map<String, Note> notes = new LinkedHashMap<>(current);
            List<String> problems = new ArrayList<>();
            judge(call, notes, problems);
            Map<String, Note> after = notes.equals(current) ? current : Collections.unmodifiableMap(notes);
            List<String> flags = problems.isEmpty() ? List.of() : List.of(DIFFERS);
            steps.add(new Step(call, current, after, flags, problems));
            current = after;
        }
        return steps;
    }

    private static void judge(Call call, Map<String, Note> notes, List<String> problems) {
        String tool = call.tool();
        if (tool == null || call.call().problem() != null || !isNoteTool(tool)) {
            return;
        }
        String predicted = predict(call.call(), notes);
        if (call.outcome() == Call.Outcome.FAILED) {
            if (!Objects.equals(predicted, call.error())) {
                problems.add("the seed's rules give " + (predicted == null ? "success" : "\"" + predicted + "\"")
                        + " on the replayed notes, the agent said \"" + call.error() + "\"");
            }
            return;
        }
        if (call.outcome() != Call.Outcome.OK) {
            return;
        }
        if (predicted != null) {
            problems.add("the seed's rules refuse this call (\"" + predicted + "\"), yet the agent ran it");
        }
        apply(call, notes, problems);
        checkMetadata(call, notes, problems);
    }

    static boolean isNoteTool(String tool) {
        return switch (tool) {
            case "add_note", "scratch_note", "update_note", "delete_note", "search_notes", "list_notes", "list_tags" -> true;
            default -> false;
        };
    }

    /** The seed's error for this call on these notes (the manager's checks in its order), or null. */
    static String predict(ToolCall call, Map<String, Note> notes) {
        switch (call.name()) {
            case "add_note", "scratch_note" -> {
                String content = Objects.requireNonNullElse(call.text("content"), "");
                return content.isEmpty() ? "content is required"
                        : NotesRules.validate(content, call.name().equals("add_note") ? call.list("tags") : null);
            }
            case "update_note" -> {
                String id = Objects.requireNonNullElse(call.text("id"), "");
                return !notes.containsKey(id) ? "note not found: " + id
                        : NotesRules.validate(call.text("content"), call.list("tags"));
            }
            case "delete_note" -> {
                String id = Objects.requireNonNullElse(call.text("id"), "");
                return notes.containsKey(id) ? null : "note not found: " + id;
            }
            default -> {
                return null;
            }
        }
    }

    private static void apply(Call call, Map<String, Note> notes, List<String> problems) {
        ToolCall c = call.call();
        switch (c.name()) {
            case "add_note", "scratch_note" -> {
                String id = addedId(call);
                if (id == null) {
                    problems.add("the result names no note id: the note is not replayed");
                    return;
                }
                notes.put(id, new Note(id, Objects.requireNonNullElse(c.text("content"), ""),
                        c.name().equals("add_note") ? c.list("tags") : null, call.n()));
            }
            case "update_note" -> {
                Note old = notes.get(c.text("id"));
                if (old != null) {
                    notes.put(old.id(), new Note(old.id(), Objects.requireNonNullElse(c.text("content"), old.content()),
                            c.args().containsKey("tags") ? c.list("tags") : old.tags(), call.n()));
                }
            }
            case "delete_note" -> notes.remove(c.text("id"));
            default -> {
                // searches and lists read the notes only
            }
        }
    }

    private static String addedId(Call call) {
        JsonNode metadata = call.reply().metadata();
        if (metadata != null && metadata.path("note_id").isTextual()) {
            return metadata.get("note_id").asText();
        }
        Matcher m = ADDED.matcher(Objects.requireNonNullElse(call.result(), ""));
        return m.find() ? m.group(1) : null;
    }

    private static void checkMetadata(Call call, Map<String, Note> notes, List<String> problems) {
        JsonNode metadata = call.reply().metadata();
        if (metadata == null) {
            return;
        }
        ToolCall c = call.call();
        switch (c.name()) {
            case "add_note", "scratch_note", "update_note", "delete_note" -> {
                compare(metadata, "total_notes", notes.size(), "notes", problems);
                compare(metadata, "total_tags", distinctTags(notes), "distinct tags", problems);
            }
            case "search_notes" -> compare(metadata, "result_count", NotesRules.search(notes.values(),
                    Objects.requireNonNullElse(c.text("query"), ""), c.list("tags")).size(), "matching notes", problems);
            case "list_notes" -> compare(metadata, "note_count",
                    NotesRules.list(notes.values(), c.text("tag")).size(), "listed notes", problems);
            default -> {
                // list_tags counts what add and update already checked
            }
        }
    }

    private static void compare(JsonNode metadata, String key, int replayed, String what, List<String> problems) {
        JsonNode said = metadata.get(key);
        if (said != null && said.isIntegralNumber() && said.asInt() != replayed) {
            problems.add("the result's " + key + " is " + said.asInt() + ", the replay holds " + replayed + " " + what);
        }
    }

    static int distinctTags(Map<String, Note> notes) {
        Set<String> tags = new HashSet<>();
        notes.values().forEach(n -> tags.addAll(n.tagsOrEmpty()));
        return tags.size();
    }
}

package org.scratchpadinspector.formats.forgenotes;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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

    /** What one call did to one note: {@code before} null for an add, {@code after} null for a delete. */
    record NoteChange(String id, Note before, Note after) {
    }

    /** One call with what it changed and how it reads against the seed's rules. */
    record Step(Call call, List<NoteChange> changes, List<String> flags, List<String> problems) {
        Step {
            changes = List.copyOf(changes);
            flags = List.copyOf(flags);
            problems = List.copyOf(problems);
        }
    }

    private NotesReplay() {
    }

    /**
     * Each call with the changes it made. Only changes are kept, never a copy of the notes per call, so a session of
     * thousands of calls and notes replays in one pass; {@link #notesBefore} rebuilds the notes at any call.
     */
    static List<Step> replay(List<Call> calls) {
        Map<String, Note> notes = new LinkedHashMap<>();
        Map<String, Integer> tagUses = new HashMap<>();
        List<Step> steps = new ArrayList<>();
        for (Call call : calls) {
            List<String> problems = new ArrayList<>();
            NoteChange change = judge(call, notes, tagUses, problems);
            List<NoteChange> changes = change == null ? List.of() : List.of(change);
            List<String> flags = problems.isEmpty() ? List.of() : List.of(DIFFERS);
            steps.add(new Step(call, changes, flags, problems));
        }
        return steps;
    }

    /** The notes as they were before call {@code index} (0-based) of the steps; {@code steps.size()} gives the end. */
    static Map<String, Note> notesBefore(List<Step> steps, int index) {
        Map<String, Note> notes = new LinkedHashMap<>();
        for (Step step : steps.subList(0, index)) {
            apply(step.changes(), notes);
        }
        return Collections.unmodifiableMap(notes);
    }

    static Map<String, Note> notesAfter(List<Step> steps, int index) {
        return notesBefore(steps, index + 1);
    }

    private static void apply(List<NoteChange> changes, Map<String, Note> notes) {
        for (NoteChange change : changes) {
            if (change.after() == null) {
                notes.remove(change.id());
            } else {
                notes.put(change.id(), change.after());
            }
        }
    }

    /** The id of the note a call that succeeded would change, or null when it changes none. */
    private static String target(Call call) {
        if (call.outcome() != Call.Outcome.OK || call.call().problem() != null || call.tool() == null) {
            return null;
        }
        return switch (call.tool()) {
            case "add_note", "scratch_note" -> addedId(call);
            case "update_note", "delete_note" -> call.call().text("id");
            default -> null;
        };
    }

    /** Judges the call by the seed's rules and, when it succeeded, applies it; returns what it changed, or null. */
    private static NoteChange judge(Call call, Map<String, Note> notes, Map<String, Integer> tagUses,
                                    List<String> problems) {
        String tool = call.tool();
        if (tool == null || call.call().problem() != null || !isNoteTool(tool)) {
            return null;
        }
        String predicted = predict(call.call(), notes);
        if (call.outcome() == Call.Outcome.FAILED) {
            if (!Objects.equals(predicted, call.error())) {
                problems.add("the seed's rules give " + (predicted == null ? "success" : "\"" + predicted + "\"")
                        + " on the replayed notes, the agent said \"" + call.error() + "\"");
            }
            return null;
        }
        if (call.outcome() != Call.Outcome.OK) {
            return null;
        }
        if (predicted != null) {
            problems.add("the seed's rules refuse this call (\"" + predicted + "\"), yet the agent ran it");
        }
        String target = target(call);
        Note old = target == null ? null : notes.get(target);
        apply(call, notes, problems);
        Note now = target == null ? null : notes.get(target);
        if (old != now) {
            count(old, tagUses, -1);
            count(now, tagUses, 1);
        }
        checkMetadata(call, notes, tagUses.size(), problems);
        return old == now ? null : new NoteChange(target, old, now);
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

    private static void count(Note note, Map<String, Integer> tagUses, int delta) {
        if (note != null) {
            for (String tag : note.tagsOrEmpty()) {
                tagUses.merge(tag, delta, (a, b) -> a + b == 0 ? null : a + b);
            }
        }
    }

    private static void checkMetadata(Call call, Map<String, Note> notes, int distinctTags, List<String> problems) {
        JsonNode metadata = call.reply().metadata();
        if (metadata == null) {
            return;
        }
        ToolCall c = call.call();
        switch (c.name()) {
            case "add_note", "scratch_note", "update_note", "delete_note" -> {
                compare(metadata, "total_notes", notes.size(), "notes", problems);
                compare(metadata, "total_tags", distinctTags, "distinct tags", problems);
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
}

package org.scratchpadinspector.formats.forge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The notes manager and its seven tools replayed: the real limits (800 bytes of content, 1 to 5 tags, none empty),
 * tags stored lower-cased and trimmed, {@code scratch_note} a mark, {@code list_notes} and {@code search_notes}
 * 10 newest by update unless asked otherwise, search including scratched notes, and {@code delete_note}
 * advertised but registered nowhere, so it fails as an unknown tool. Each call's error text is the one the tool
 * returns. A note's id comes from the agent's own result line, since it holds the clock's nanoseconds.
 */
final class NoteTools {
    static final Set<String> NAMES = Set.of("add_note", "update_note", "scratch_note", "delete_note", "list_notes",
            "search_notes", "list_tags");
    static final Set<String> READS = Set.of("list_notes", "search_notes", "list_tags");
    static final int MAX_CONTENT = 800;
    static final int MAX_TAGS = 5;
    static final int DEFAULT_LIMIT = 10;
    private static final Pattern CREATED = Pattern.compile("^Note created successfully with ID: (\\S+)");
    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");

    /**
     * What one call did.
     *
     * @param error   the tool's error, or null when it succeeds
     * @param text    the tool's result text when it succeeds, as the replay renders it
     * @param noteId  the note it wrote or named, or null
     * @param notices what the replay could not know, one line each
     * @param limited a list or search that matched more notes than it returned
     */
    record Outcome(String error, String text, String noteId, List<String> notices, boolean limited) {
        static Outcome failed(String error) {
            return new Outcome(error, null, null, List.of(), false);
        }
    }

    private final Map<String, Note> notes = new LinkedHashMap<>();
    private long clock;

    /** A copy of the notes now, in creation order. */
    Map<String, Note> notes() {
        return new LinkedHashMap<>(notes);
    }

    /**
     * Takes in what a list or search result the agent saw says about notes the replay lacks or holds only in part
     * (their content was summarised away): their content, tags and scratched mark. Returns how many it learned.
     */
    int learn(String listing) {
        List<Note> shown = NotesText.parseListing(listing);
        int learned = 0;
        for (Note seen : shown) {
            Note held = notes.get(seen.id());
            if (held == null) {
                notes.put(seen.id(), new Note(seen.id(), seen.content(), seen.tags(), seen.scratched(), 0));
                learned++;
            } else if (!held.known()) {
                notes.put(seen.id(), new Note(seen.id(), seen.content(), seen.tags(), held.scratched() || seen.scratched(),
                        held.updated()));
                learned++;
            }
        }
        return learned;
    }

    static boolean isNoteTool(String name) {
        return name != null && NAMES.contains(GoStrings.trimSpace(name));
    }

    /**
     * Runs one call. With {@code recorded} (the result the agent kept) the call succeeded and its effect is applied
     * even where the replay lacks the note; without it the replay says what the tool would have answered, and
     * applies nothing unless {@code apply} is set.
     */
    Outcome run(ToolXml call, String recorded, boolean apply) {
        if (!call.parsed()) {
            return Outcome.failed(call.error());
        }
        clock++;
        return switch (call.name()) {
            case "add_note" -> add(call, recorded, apply);
            case "update_note" -> update(call, recorded, apply);
            case "scratch_note" -> scratch(call, recorded, apply);
            case "list_notes" -> list(call);
            case "search_notes" -> search(call);
            case "list_tags" -> listTags(call);
            default -> Outcome.failed("unknown tool: " + call.name());
        };
    }

    private Outcome add(ToolXml call, String recorded, boolean apply) {
        String content = call.string("content");
        List<String> tags = call.list("tags", "tag");
        String error = content.isEmpty() ? "missing required parameter: content"
                : tags == null ? "missing required parameter: tags (at least 1 tag required)"
                : firstNonNull(validateContent(content), validateTags(tags));
        if (error != null && recorded == null) {
            return Outcome.failed(error);
        }
        Matcher created = recorded == null ? null : CREATED.matcher(recorded);
        String id = created != null && created.find() ? created.group(1) : null;
        List<String> notices = new ArrayList<>();
        if (error != null) {
            notices.add("the agent's result says it succeeded, the replay says: " + error);
        }
        if (id == null) {
            notices.add("the note's id is not in the snapshot (it holds the clock's nanoseconds)");
        }
        String key = id == null ? "note_(call " + clock + ")" : id;
        if (recorded != null || apply) {
            notes.put(key, new Note(key, content, normalize(tags), false, clock));
        }
        return new Outcome(null, "Note created successfully with ID: " + key, key, notices, false);
    }

    private Outcome update(ToolXml call, String recorded, boolean apply) {
        String id = call.string("id");
        String content = call.string("content");
        List<String> tags = call.list("tags", "tag");
        if (id.isEmpty()) {
            return Outcome.failed("missing required parameter: id");
        }
        if (content.isEmpty() && tags == null) {
            return Outcome.failed("at least one of content or tags must be provided");
        }
        Note note = notes.get(id);
        String error = note == null ? "note not found: " + id
                : firstNonNull(content.isEmpty() ? null : validateContent(content),
                        tags == null ? null : validateTags(tags));
        List<String> notices = new ArrayList<>();
        if (error != null) {
            if (recorded == null) {
                return Outcome.failed(error);
            }
            notices.add(note == null ? "note " + id + " is not in the snapshots before this call: its earlier"
                    + " content was summarised away or written before them" : "the agent's result says it succeeded,"
                    + " the replay says: " + error);
        }
        Note base = note != null ? note : new Note(id, null, null, false, 0);
        Note updated = new Note(id, content.isEmpty() ? base.content() : content,
                tags == null ? base.tags() : normalize(tags), base.scratched(), clock);
        if (recorded != null || apply) {
            notes.put(id, updated);
        }
        String what = !content.isEmpty() && tags != null ? "content and tags modified"
                : !content.isEmpty() ? "content modified" : "tags modified";
        return new Outcome(null, "Note " + id + " updated successfully (" + what + ")", id, notices, false);
    }

    private Outcome scratch(ToolXml call, String recorded, boolean apply) {
        String id = call.string("id");
        if (id.isEmpty()) {
            return Outcome.failed("missing required parameter: id");
        }
        Note note = notes.get(id);
        List<String> notices = new ArrayList<>();
        if (note == null) {
            if (recorded == null) {
                return Outcome.failed("note not found: " + id);
            }
            notices.add("note " + id + " is not in the snapshots before this call: its content was summarised away"
                    + " or written before them");
            note = new Note(id, null, null, false, 0);
        }
        if (recorded != null || apply) {
            notes.put(id, new Note(id, note.content(), note.tags(), true, clock));
        }
        return new Outcome(null, "Note " + id + " marked as scratched", id, notices, false);
    }

    private Outcome list(ToolXml call) {
        String tag = "";
        boolean includeScratched = false;
        long limit = 0;
        for (Element arg : call.arguments() == null ? List.<Element>of() : elements(call.arguments())) {
            String text = directText(arg);
            switch (arg.getTagName()) {
                case "tag" -> tag = text;
                case "include_scratched" -> {
                    if (!text.isEmpty()) {
                        Boolean b = parseBool(GoStrings.trimSpace(text));
                        if (b == null) {
                            return Outcome.failed("invalid arguments: strconv.ParseBool: parsing "
                                    + quote(GoStrings.trimSpace(text)) + ": invalid syntax");
                        }
                        includeScratched = b;
                    } else {
                        includeScratched = false;
                    }
                }
                case "limit" -> {
                    if (!text.isEmpty()) {
                        String t = GoStrings.trimSpace(text);
                        if (!INTEGER.matcher(t).matches()) {
                            return Outcome.failed("invalid arguments: strconv.ParseInt: parsing " + quote(t)
                                    + ": invalid syntax");
                        }
                        try {
                            limit = Long.parseLong(t);
                        } catch (NumberFormatException e) {
                            return Outcome.failed("invalid arguments: strconv.ParseInt: parsing " + quote(t)
                                    + ": value out of range");
                        }
                    } else {
                        limit = 0;
                    }
                }
                default -> {
                    // an argument the tool does not read
                }
            }
        }
        String wanted = tag;
        boolean scratchedToo = includeScratched;
        List<Note> matching = newestFirst(n -> (scratchedToo || !n.scratched())
                && (wanted.isEmpty() || n.tagsOrEmpty().contains(GoStrings.toLower(GoStrings.trimSpace(wanted)))));
        return listed(matching, limit, "No notes found.");
    }

    private Outcome search(ToolXml call) {
        String query = call.string("query");
        List<String> tags = call.list("tags", "tag");
        String lowered = GoStrings.toLower(query);
        List<Note> matching = newestFirst(n -> (query.isEmpty() || (n.known() && GoStrings.toLower(n.content())
                .contains(lowered))) && (tags == null || tags.stream().allMatch(t -> n.tagsOrEmpty()
                .contains(GoStrings.toLower(GoStrings.trimSpace(t))))));
        return listed(matching, 0, "No notes found matching the search criteria.");
    }

    private Outcome listTags(ToolXml call) {
        Set<String> tags = new TreeSet<>(GoStrings::compare);
        notes.values().stream().filter(n -> !n.scratched()).forEach(n -> tags.addAll(n.tagsOrEmpty()));
        String text = tags.isEmpty() ? "No tags found in active notes."
                : "Found " + tags.size() + " unique tag(s) in active notes:\n\n" + String.join("\n", tags);
        return new Outcome(null, text, null, unknownNotes(), false);
    }

    private Outcome listed(List<Note> matching, long limit, String none) {
        long cap = limit <= 0 ? DEFAULT_LIMIT : limit;
        List<Note> shown = matching.size() > cap ? matching.subList(0, (int) cap) : matching;
        return new Outcome(null, NotesText.listing(shown, none), null, unknownNotes(), matching.size() > cap);
    }

    private List<String> unknownNotes() {
        long unknown = notes.values().stream().filter(n -> !n.known()).count();
        return unknown == 0 ? List.of() : List.of(unknown + " note(s) whose content the snapshots do not hold:"
                + " the replayed answer may differ from the agent's");
    }

    private List<Note> newestFirst(java.util.function.Predicate<Note> filter) {
        return notes.values().stream().filter(filter)
                .sorted(Comparator.comparingLong(Note::updated).reversed()).toList();
    }

    static String validateContent(String content) {
        if (content.isEmpty()) {
            return "note content cannot be empty";
        }
        int len = GoStrings.len(content);
        return len > MAX_CONTENT ? "note content exceeds maximum length of " + MAX_CONTENT + " characters (got " + len
                + "). Please shorten the content or split into multiple notes" : null;
    }

    static String validateTags(List<String> tags) {
        if (tags.size() < 1) {
            return "note requires at least 1 tag (got " + tags.size() + "). Please provide at least 1 tag for"
                    + " organization";
        }
        if (tags.size() > MAX_TAGS) {
            return "note requires 1-" + MAX_TAGS + " tags (got " + tags.size() + "). Please provide at least 1 tag and"
                    + " no more than " + MAX_TAGS + " tags for organization";
        }
        for (int i = 0; i < tags.size(); i++) {
            if (GoStrings.trimSpace(tags.get(i)).isEmpty()) {
                return "tag at position " + i + " is empty";
            }
        }
        return null;
    }

    static List<String> normalize(List<String> tags) {
        return tags == null ? null : tags.stream().map(t -> GoStrings.toLower(GoStrings.trimSpace(t))).toList();
    }

    private static Boolean parseBool(String s) {
        return switch (s) {
            case "1", "t", "T", "TRUE", "true", "True" -> Boolean.TRUE;
            case "0", "f", "F", "FALSE", "false", "False" -> Boolean.FALSE;
            default -> null;
        };
    }

    /** Go's {@code %q} for the plain cases: quotes and backslashes escaped, control characters as escapes. */
    static String quote(String s) {
        StringBuilder out = new StringBuilder("\"");
        s.codePoints().forEach(cp -> {
            switch (cp) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\r' -> out.append("\\r");
                default -> {
                    if (cp < 0x20 || cp == 0x7f) {
                        out.append(String.format("\\x%02x", cp));
                    } else {
                        out.appendCodePoint(cp);
                    }
                }
            }
        });
        return out.append('"').toString();
    }

    private static String firstNonNull(String a, String b) {
        return a != null ? a : b;
    }

    private static List<Element> elements(Element parent) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                out.add(e);
            }
        }
        return out;
    }

    private static String directText(Element e) {
        StringBuilder out = new StringBuilder();
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof org.w3c.dom.CharacterData d && n.getNodeType() != Node.COMMENT_NODE) {
                out.append(d.getData());
            }
        }
        return out.toString();
    }
}

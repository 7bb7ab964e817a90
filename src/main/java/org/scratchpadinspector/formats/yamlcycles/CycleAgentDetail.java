package org.scratchpadinspector.formats.yamlcycles;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where the agent's change of a section shows inside its cycle. The seed's {@code update_scratchpad} leaves no
 * note, so the cycle's log is searched first: the first line naming {@code update_scratchpad} and the
 * section, with the iteration the log was in. Failing that, the notes the cycle added: a {@code [TOOL]} entry
 * naming the section, or the {@code [COMPLETED]} entry for the sections the done tool moves. Reads at most
 * {@link #MAX_LOG_BYTES} of a log; only called for the cycles that changed the field. Not thread-safe: one walk's.
 */
final class CycleAgentDetail {
    static final long MAX_LOG_BYTES = 8L * 1024 * 1024;
    private static final int MAX_TEXT = 160;
    private static final Pattern ITERATION = Pattern.compile("\\b[Ii]teration (\\d+)\\b");
    private static final Set<String> MOVED_BY_DONE = Set.of("current_task", "pending_actions", "completed_tasks");

    private final ScratchpadLocation location;
    /** The entries added between the last notes asked about: every field a cycle changed asks for the same. */
    private String addedBefore;
    private String addedAfter;
    private List<NoteEntry> added;

    CycleAgentDetail(ScratchpadLocation location) {
        this.location = location;
    }

    String find(CycleId cycle, String section, Map<String, Object> before, Map<String, Object> after) {
        String fromLog = fromLog(cycle, section);
        if (fromLog != null) {
            return fromLog;
        }
        List<NoteEntry> added = added(notes(before), notes(after));
        if (section.equals("notes") && !added.isEmpty()) {
            return added.size() + " note" + (added.size() == 1 ? "" : "s") + " added, the last: "
                    + shorten(added.get(added.size() - 1).display());
        }
        for (NoteEntry e : added) {
            if (e.kind() == NoteEntry.Kind.TOOL && mentions(e.args(), section)) {
                return "notes: " + shorten(e.display());
            }
        }
        if (MOVED_BY_DONE.contains(section)) {
            for (NoteEntry e : added) {
                if (e.kind() == NoteEntry.Kind.COMPLETED) {
                    return "done: notes: " + shorten(e.display());
                }
            }
        }
        return null;
    }

    private List<NoteEntry> added(String before, String after) {
        // the same states' strings, so identity is enough; two 2 MB notes are not compared again
        if (before != addedBefore || after != addedAfter) {
            added = NotesLog.added(before, after);
            addedBefore = before;
            addedAfter = after;
        }
        return added;
    }

    private String fromLog(CycleId cycle, String section) {
        Path log = location.log(cycle);
        if (log == null || !Files.isRegularFile(log)) {
            return null;
        }
        var decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(Files.newInputStream(log), decoder))) {
            String iteration = null;
            long read = 0;
            String line;
            while ((line = reader.readLine()) != null && read < MAX_LOG_BYTES) {
                read += line.length() + 1;
                if (line.contains("Cycle " + cycle + " complete") || line.contains("cycle " + cycle + " finished")) {
                    break;
                }
                Matcher m = ITERATION.matcher(line);
                if (m.find()) {
                    iteration = m.group(1);
                }
                if (line.contains("update_scratchpad") && mentions(line, section)) {
                    String call = arguments(line);
                    return (iteration == null ? "" : "iteration " + iteration + ": ") + "update_scratchpad "
                            + shorten(call) + " (log)";
                }
            }
        } catch (IOException e) {
            return null;
        }
        return null;
    }

    /** The call's arguments: what follows {@code "args":} in a logged response, else from the first brace. */
    private static String arguments(String line) {
        int args = line.indexOf("\"args\":");
        if (args >= 0) {
            String rest = line.substring(args + "\"args\":".length()).strip();
            return rest.endsWith("}") ? rest.substring(0, rest.length() - 1).strip() : rest;
        }
        int brace = line.indexOf('{');
        return brace < 0 ? line.strip() : line.substring(brace);
    }

    private static boolean mentions(String text, String section) {
        return text.contains("\"" + section + "\"") || text.contains("'" + section + "'");
    }

    private static String notes(Map<String, Object> state) {
        return state != null && state.get("notes") instanceof String s ? s : "";
    }

    static String shorten(String text) {
        String line = text.replace("\r", "").replace("\n", " ⏎ ").strip();
        return line.length() <= MAX_TEXT ? line : line.substring(0, MAX_TEXT - 1) + "…";
    }
}

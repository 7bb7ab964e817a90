package org.scratchpadinspector.formats.forgenotes;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.format.LongLines;

/**
 * How the notes and the calls read in the panes and the details: decoded text (Go's {@code \u003c} is {@code <},
 * a surrogate pair is its one character), one note header per line and its content indented under it, so a line
 * diff of two states shows exactly the notes that changed. Invisible separators and control characters (U+2028,
 * U+2029, escapes other than tab and newline) are shown as {@code \\uXXXX}: left raw they would break a line in
 * the pane and shift every line after it.
 */
final class NotesRendering {
    private static final int SHORT = 120;
    /** An error is the agent's one-line message: shown whole unless it is unusually long. */
    private static final int ERROR = 400;

    private NotesRendering() {
    }

    static String state(Map<String, Note> notes) {
        if (notes.isEmpty()) {
            return "(no notes)\n";
        }
        StringBuilder out = new StringBuilder();
        for (Note note : notes.values()) {
            if (out.length() > 0) {
                out.append('\n');
            }
            out.append(Untrusted.line(note.id())).append("  tags: ").append(tags(note)).append('\n');
            for (String line : visible(note.content()).split("\n", -1)) {
                out.append("  ").append(LongLines.clipLine(line)).append('\n');
            }
        }
        return out.toString();
    }

    /** One line per note the call added, updated or deleted. */
    static List<String> changes(List<NotesReplay.NoteChange> changes) {
        List<String> lines = new ArrayList<>();
        for (NotesReplay.NoteChange change : changes) {
            Note old = change.before();
            Note now = change.after();
            lines.add(old == null ? now.id() + " added: " + quoted(now.content()) + " tags: " + tags(now)
                    : now == null ? old.id() + " deleted: " + quoted(old.content()) + " tags: " + tags(old)
                    : old.id() + " updated: " + updated(old, now));
        }
        return lines;
    }

    /** The call, then its result, its error, or what stands in their place. */
    static List<UnitEvent> events(Call call) {
        boolean failed = call.outcome() == Call.Outcome.FAILED;
        Severity callSeverity = failed ? Severity.FAILURE : Severity.OK;
        String title = "#" + call.n() + " " + signature(call.call()) + (failed ? " — failed: " + oneLine(call.error(), ERROR) : "");
        List<UnitEvent> events = new ArrayList<>();
        String args = call.call().args().isEmpty() ? "" : signature(call.call()).substring(
                signature(call.call()).indexOf('(') + 1, signature(call.call()).length() - 1);
        events.add(new UnitEvent(UnitEvent.CALL, call.message().timestamp(), title, callDetail(call), callSeverity,
                call.call().name(), args));
        Message reply = call.reply();
        switch (call.outcome()) {
            case OK -> events.add(new UnitEvent("result", reply.timestamp(), "#" + call.n() + " result: "
                    + oneLine(call.result()), visible(LongLines.clip(call.result())) + metadata(reply), Severity.OK));
            case FAILED -> events.add(new UnitEvent("error", reply.timestamp(), "#" + call.n() + " failed: "
                    + oneLine(call.error(), ERROR), visible(reply.content()), Severity.FAILURE));
            case PENDING -> events.add(new UnitEvent("pending", null, "#" + call.n() + " no result yet: the conversation"
                    + " ends with this call", "", Severity.NOTICE));
            case NO_RESULT -> events.add(new UnitEvent("no_result", reply.timestamp(), "#" + call.n() + " no result: "
                    + whyNoResult(call), visible(reply.content()), Severity.WARNING));
        }
        return events;
    }

    static String whyNoResult(Call call) {
        Message reply = call.reply();
        return reply.readable()
                ? "message " + reply.number() + " (" + reply.role() + ") after the call is neither its result nor its error"
                : "message " + reply.number() + " after the call could not be read";
    }

    static String signature(ToolCall call) {
        List<String> args = new ArrayList<>();
        call.args().forEach((k, v) -> args.add(k + ": " + (v instanceof List<?> l ? l.toString() : quoted((String) v))));
        return Untrusted.line(Objects.requireNonNullElse(call.name(), "(unnamed tool)")) + "("
                + Untrusted.line(String.join(", ", args)) + ")";
    }

    /** Text as the panes show it: real characters, with invisible line separators and controls escaped. */
    static String visible(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> {
            if (cp == '\n' || cp == '\t' || !(Character.isISOControl(cp) || cp == 0x2028 || cp == 0x2029 || cp == 0xFEFF
                    || cp <= 0xffff && Untrusted.escapedInText((char) cp))) {
                out.appendCodePoint(cp);
            } else {
                out.append(String.format("\\u%04x", cp));
            }
        });
        return out.toString();
    }

    private static String callDetail(Call call) {
        String content = call.message().content();
        String thought = content.substring(0, content.indexOf(ToolCall.OPEN)).strip();
        StringBuilder out = new StringBuilder();
        if (!thought.isEmpty()) {
            out.append(visible(thought)).append("\n\n");
        }
        out.append(Objects.requireNonNullElse(call.tool(), "(unnamed tool)")).append('\n');
        call.call().args().forEach((k, v) -> out.append("  ").append(k).append(": ")
                .append(v instanceof List<?> l ? l.toString() : visible((String) v).replace("\n", "\n    ")).append('\n'));
        if (call.call().problem() != null) {
            out.append(call.call().problem()).append('\n');
        }
        return out.toString();
    }

    private static String metadata(Message reply) {
        return reply.metadata() == null ? "" : "\n\nmetadata: " + reply.metadata();
    }

    private static String updated(Note old, Note now) {
        List<String> parts = new ArrayList<>();
        if (!old.content().equals(now.content())) {
            parts.add("content " + quoted(old.content()) + " → " + quoted(now.content()));
        }
        if (!Objects.equals(old.tags(), now.tags())) {
            parts.add("tags " + tags(old) + " → " + tags(now));
        }
        return parts.isEmpty() ? "written again with the same content and tags" : String.join("; ", parts);
    }

    private static String tags(Note note) {
        return note.tags() == null ? "(none)" : "[" + Untrusted.line(String.join(", ", note.tags())) + "]";
    }

    private static String quoted(String text) {
        return "\"" + oneLine(text) + "\"";
    }

    /** One line, at most 120 characters: newlines as {@code \n}, the rest cut with an ellipsis. */
    static String oneLine(String text) {
        return oneLine(text, SHORT);
    }

    static String oneLine(String text, int limit) {
        String whole = Objects.requireNonNullElse(text, "");
        // a 50 MB result is shown by its first characters: only those are decoded
        String head = whole.length() > 4 * limit + 8 ? whole.substring(0, 4 * limit + 8) : whole;
        String line = visible(head).replace("\n", "\\n");
        return line.codePointCount(0, line.length()) <= limit ? line
                : line.substring(0, line.offsetByCodePoints(0, limit)) + "…";
    }
}

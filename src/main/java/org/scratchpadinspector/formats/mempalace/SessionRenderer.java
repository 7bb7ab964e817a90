package org.scratchpadinspector.formats.mempalace;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.format.LongLines;

/**
 * A session as text for the panes and a line diff: a header (times, ttl, the status at the moment shown, the
 * counts), then one line per entry ({@code [n] key ← tool_origin · timestamp} with its marks) followed by its
 * value decoded, each value line indented. The {@code previous} state is the session just before its newest
 * entry (as of the judged time) was written, the {@code current} state the session at the judged time, so the
 * diff between them is what the newest tool hop added, and how the expiry moved.
 */
final class SessionRenderer {
    static final String PREVIOUS = "previous";
    static final String CURRENT = "current";
    private static final String VALUE_INDENT = "    ";

    private SessionRenderer() {
    }

    /** The entries of each state: {@code [previous, current]}. */
    static List<List<SessionEntry>> statesEntries(Session s, Instant at) {
        List<SessionEntry> current = s.entriesAt(at);
        List<SessionEntry> previous = current.isEmpty() ? current : current.subList(0, current.size() - 1);
        return List.of(previous, current);
    }

    /** The moment the previous state shows: just before the newest entry's time (or the judged time). */
    static Instant previousMoment(Session s, Instant at) {
        List<SessionEntry> current = s.entriesAt(at);
        if (current.isEmpty() || current.get(current.size() - 1).time() == null) {
            return at;
        }
        return current.get(current.size() - 1).time().minusNanos(1);
    }

    static String render(String id, Session s, List<SessionEntry> entries, Instant at, String asOf) {
        StringBuilder out = new StringBuilder();
        out.append("session ").append(Untrusted.line(id)).append('\n');
        out.append("created ").append(SessionTimes.stamp(s.created())).append(", ttl ").append(s.ttl())
                .append(" s: expires at ").append(SessionTimes.stamp(s.expiresAt())).append('\n');
        out.append("as of ").append(asOf).append(": ").append(statusLine(s, at)).append('\n');
        long flagged = entries.stream().filter(SessionEntry::promote).count();
        out.append(entries.size()).append(entries.size() == 1 ? " entry" : " entries").append(", ")
                .append(flagged).append(" flagged for promotion").append('\n');
        Map<String, List<SessionEntry>> byKey = byKey(entries);
        for (SessionEntry e : entries) {
            out.append('\n').append(headline(e, byKey, s));
            String value = e.valueText();
            List<String> lines = value.isEmpty() ? List.of("(empty)") : List.of(value.split("\n", -1));
            for (String line : lines) {
                // a carriage return would end the line in a pane but not in a line diff: shown as \r
                out.append('\n').append(VALUE_INDENT).append(LongLines.clipLine(line).replace("\r", "\\r"));
            }
        }
        return out.append('\n').toString();
    }

    static String statusLine(Session s, Instant at) {
        if (s.expiredAt(at)) {
            return SessionTimes.countdown(s.expiresAt(), at) + ": the agent's query returns nothing";
        }
        return "live, " + SessionTimes.countdown(s.expiresAt(), at);
    }

    /** {@code [3] last_search_results ← web_search · 2026-04-07T17:24:45Z · promote · key also in [1]: newest value}. */
    static String headline(SessionEntry e, Map<String, List<SessionEntry>> byKey, Session s) {
        StringBuilder line = new StringBuilder();
        line.append('[').append(e.number()).append("] ").append(Untrusted.line(e.key())).append(" ← ")
                .append(Untrusted.line(e.toolOrigin())).append(" · ").append(Untrusted.line(e.timestamp()));
        if (e.promote()) {
            line.append(" · promote");
        }
        String repeat = repeatMark(e, byKey.get(e.key()));
        if (repeat != null) {
            line.append(" · ").append(repeat);
        }
        if (e.time() != null && s.expiredAt(e.time())) {
            line.append(" · written after the session expired");
        }
        return line.toString();
    }

    /**
     * Entries are only appended, never overwritten: a repeated key keeps every value; {@code query(key)} returns
     * them oldest first, so the newest comes last and is the one the agent reads as the key's current value.
     */
    static String repeatMark(SessionEntry e, List<SessionEntry> sameKey) {
        if (sameKey == null || sameKey.size() < 2) {
            return null;
        }
        int index = sameKey.indexOf(e);
        if (index == sameKey.size() - 1) {
            return "key also in " + refs(sameKey.subList(0, index)) + ": newest value";
        }
        return "key again in " + refs(sameKey.subList(index + 1, sameKey.size())) + ": older value, kept";
    }

    static String refs(List<SessionEntry> entries) {
        return String.join(", ", entries.stream().map(o -> "[" + o.number() + "]").toList());
    }

    static Map<String, List<SessionEntry>> byKey(List<SessionEntry> entries) {
        Map<String, List<SessionEntry>> byKey = new HashMap<>();
        for (SessionEntry e : entries) {
            byKey.computeIfAbsent(e.key(), k -> new ArrayList<>()).add(e);
        }
        return byKey;
    }

    /** The entries the current state has and the previous lacks, and an expiry that fell between the two. */
    static List<String> changes(Session s, Instant previousAt, Instant at) {
        List<List<SessionEntry>> states = statesEntries(s, at);
        List<SessionEntry> previous = states.get(0);
        List<SessionEntry> current = states.get(1);
        Map<String, List<SessionEntry>> byKey = byKey(current);
        List<String> lines = new ArrayList<>();
        for (SessionEntry e : current.subList(previous.size(), current.size())) {
            StringBuilder line = new StringBuilder("+ [").append(e.number()).append("] ").append(Untrusted.line(e.key()))
                    .append(" ← ").append(Untrusted.line(e.toolOrigin())).append(" at ").append(Untrusted.line(e.timestamp()));
            if (e.promote()) {
                line.append(", flagged for promotion");
            }
            List<SessionEntry> sameKey = byKey.get(e.key());
            if (sameKey.size() > 1) {
                line.append(": key repeated, ").append(refs(sameKey.subList(0, sameKey.indexOf(e))))
                        .append(" kept (append-only); this value is the newest, last in query(key)");
            }
            lines.add(line.toString());
        }
        if (!s.expiredAt(previousAt) && s.expiredAt(at)) {
            lines.add("session expired at " + SessionTimes.stamp(s.expiresAt()) + " (created + ttl " + s.ttl() + " s)");
        }
        return lines;
    }
}

package org.scratchpadinspector.formats.mempalace;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.format.LongLines;

/**
 * A session's timeline: every entry in file order (key, tool origin, timestamp, promotion flag, the value, and
 * the session's expiry countdown at the judged time), then the expiry itself. An entry the seed's code could
 * not have written (after the session expired, or without a readable time) is a warning; an unreadable file is
 * one failed event.
 */
final class SessionTimeline {
    private SessionTimeline() {
    }

    static List<UnitEvent> of(SessionRead read, Instant at) {
        if (!read.readable()) {
            return List.of(new UnitEvent("problem", null, read.problems().get(0),
                    "the agent's json.load fails on this file: query() and append() raise", Severity.FAILURE));
        }
        Session s = read.session();
        Map<String, List<SessionEntry>> byKey = SessionRenderer.byKey(s.entries());
        String countdown = "session " + SessionTimes.countdown(s.expiresAt(), at) + " (as of " + SessionTimes.stamp(at) + ")";
        List<UnitEvent> events = new ArrayList<>();
        for (SessionEntry e : s.entries()) {
            boolean late = e.time() != null && s.expiredAt(e.time());
            String title = SessionRenderer.headline(e, byKey, s);
            if (!e.writtenBy(at)) {
                title += " · after " + SessionTimes.stamp(at);
            }
            String why = e.time() == null ? "\nits timestamp is not a time: it cannot be placed in time"
                    : late ? "\nwritten at or after the session's expiry: the seed's append refuses that" : "";
            events.add(new UnitEvent("entry", e.timestamp(), title, LongLines.clip(e.valueText()) + "\n— " + countdown + why,
                    late || e.time() == null ? Severity.WARNING : Severity.OK));
        }
        boolean expired = s.expiredAt(at);
        events.add(new UnitEvent("expiry", SessionTimes.stamp(s.expiresAt()),
                (expired ? "session expired" : "session expires") + " (created " + SessionTimes.stamp(s.created())
                        + " + ttl " + s.ttl() + " s)",
                countdown, expired ? Severity.NOTICE : Severity.OK));
        return events;
    }
}

package org.scratchpadinspector.formats.mempalace;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;

/**
 * A session file that reads as a session: {@code {session_id, created, ttl, entries}}.
 *
 * @param tree     the file's JSON as read (key order kept), which an edit changes and writes back
 * @param created  when the session was created (its first tool call)
 * @param ttl      seconds from {@code created} until it expires
 * @param entries  the entries in file order
 * @param problems what is odd but does not stop it being read, one line each
 */
record Session(ObjectNode tree, Instant created, long ttl, List<SessionEntry> entries, List<String> problems) {
    Session {
        entries = List.copyOf(entries);
        problems = List.copyOf(problems);
    }

    Instant expiresAt() {
        return created.plusSeconds(ttl);
    }

    /** The seed's rule: expired when {@code now >= created + ttl}. */
    boolean expiredAt(Instant at) {
        return !at.isBefore(expiresAt());
    }

    long promoted() {
        return entries.stream().filter(SessionEntry::promote).count();
    }

    /** The entries written by {@code at}, in file order. */
    List<SessionEntry> entriesAt(Instant at) {
        return entries.stream().filter(e -> e.writtenBy(at)).toList();
    }
}

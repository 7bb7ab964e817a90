package org.scratchpadinspector.agent.protocol;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The server's events: numbered from 1 for the life of the process, the newest {@link #KEPT} kept. Every
 * stream reads from that one buffer with its own cursor (the last seq it sent), so a reconnecting client
 * gets the kept events after its {@code Last-Event-ID}, and a client too slow to keep up gets a {@code gap}
 * for the events that left the buffer before it read them (docs/control-protocol.md, {@code GET /v1/events}).
 */
public final class EventHub {
    public static final int KEPT = 1024;
    /** The protocol's promise: at least the newest 256 are kept, whatever their size. */
    public static final int KEPT_AT_LEAST = 256;
    /** Past the newest 256, older events leave once the kept ones hold more than this many characters of JSON. */
    public static final long KEPT_CHARS = 32L << 20;

    /** One event as sent: its number (0 for hello and gap, which have no {@code id:} line), name and JSON data. */
    public record Event(long seq, String type, String json) {
    }

    /** What a stream sends on connect: hello, and the cursor its reading starts after. */
    public record Start(Event hello, long cursor) {
    }

    /** What a stream sends next: a gap (or null) for events no longer kept, then the kept events after it. */
    public record Batch(Event gap, List<Event> events) {
        public long last() {
            return events.get(events.size() - 1).seq();
        }
    }

    private final ArrayDeque<Event> ring = new ArrayDeque<>();
    private long keptChars;
    private long lastSeq;

    /** Publishes {@code type} with {@code fields} after {@code seq} and {@code time}; returns the event. */
    public synchronized Event publish(String type, Map<String, Object> fields) {
        long seq = ++lastSeq;
        Event event = new Event(seq, type, ProtocolJson.write(data(seq, fields)));
        ring.addLast(event);
        keptChars += event.json().length();
        while (ring.size() > KEPT || (ring.size() > KEPT_AT_LEAST && keptChars > KEPT_CHARS)) {
            keptChars -= ring.removeFirst().json().length();
        }
        notifyAll();
        return event;
    }

    /** An event that is not numbered (hello, gap): its data carries the newest seq at this moment. */
    public synchronized Event unnumbered(String type, Map<String, Object> fields) {
        return new Event(0, type, ProtocolJson.write(data(lastSeq, fields)));
    }

    private static Map<String, Object> data(long seq, Map<String, Object> fields) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("seq", seq);
        data.put("time", Instant.now().truncatedTo(ChronoUnit.MILLIS).toString());
        data.putAll(fields);
        return data;
    }

    /**
     * Opens a stream: hello with {@code status}, and where reading starts. {@code lastEventId} -1 (no header):
     * after the newest event, live ones only. An id above the newest seq came from another process: it
     * counts as 0, so everything kept is sent.
     */
    public synchronized Start open(long lastEventId, Map<String, Object> status) {
        long cursor = lastEventId < 0 ? lastSeq : lastEventId > lastSeq ? 0 : lastEventId;
        return new Start(unnumbered("hello", status), cursor);
    }

    /** The events after {@code cursor} now, without waiting; null when there are none. */
    public synchronized Batch after(long cursor) {
        if (lastSeq <= cursor) {
            return null;
        }
        Event gap = null;
        long firstKept = ring.isEmpty() ? lastSeq + 1 : ring.peekFirst().seq();
        if (cursor + 1 < firstKept) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("from", cursor + 1);
            fields.put("to", firstKept - 1);
            gap = unnumbered("gap", fields);
        }
        List<Event> events = new ArrayList<>();
        for (Event event : ring) {
            if (event.seq() > cursor) {
                events.add(event);
            }
        }
        return new Batch(gap, events);
    }

    /** Waits up to {@code timeoutMillis} for events after {@code cursor}; null when none came. */
    public synchronized Batch await(long cursor, long timeoutMillis) throws InterruptedException {
        long deadline = System.nanoTime() + timeoutMillis * 1_000_000L;
        while (lastSeq <= cursor) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return null;
            }
            wait(Math.max(1, left / 1_000_000L));
        }
        return after(cursor);
    }

    public synchronized long lastSeq() {
        return lastSeq;
    }
}

package org.scratchpadinspector.agent.protocol;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The server's events: numbered from 1 for the life of the process, the newest {@link #KEPT} kept for
 * replay ({@code Last-Event-ID}), and fanned out to every open stream.
 */
public final class EventHub {
    public static final int KEPT = 1024;

    /** One event as sent: its number, its name and its data as JSON. */
    public record Event(long seq, String type, String json) {
    }

    /** An open stream's view: what to replay, then a queue of live events. */
    public record Subscription(List<Event> replay, Event gap, BlockingQueue<Event> live) {
    }

    private final ArrayDeque<Event> ring = new ArrayDeque<>();
    private final List<BlockingQueue<Event>> subscribers = new CopyOnWriteArrayList<>();
    private long lastSeq;

    /** Publishes {@code type} with {@code fields} after {@code seq} and {@code time}; returns the event. */
    public synchronized Event publish(String type, Map<String, Object> fields) {
        long seq = ++lastSeq;
        Event event = new Event(seq, type, ProtocolJson.write(data(seq, fields)));
        ring.addLast(event);
        while (ring.size() > KEPT) {
            ring.removeFirst();
        }
        for (BlockingQueue<Event> queue : subscribers) {
            queue.offer(event);
        }
        return event;
    }

    /** An event that is not numbered (hello, gap): its data carries the newest seq. */
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

    /** Opens a stream that has seen every event up to {@code lastEventId} (-1: a new stream, no replay). */
    public synchronized Subscription subscribe(long lastEventId) {
        List<Event> replay = new ArrayList<>();
        Event gap = null;
        if (lastEventId >= 0) {
            long firstKept = ring.isEmpty() ? lastSeq + 1 : ring.peekFirst().seq();
            if (lastEventId + 1 < firstKept) {
                Map<String, Object> fields = new LinkedHashMap<>();
                fields.put("from", lastEventId + 1);
                fields.put("to", firstKept - 1);
                gap = unnumbered("gap", fields);
            }
            for (Event event : ring) {
                if (event.seq() > lastEventId) {
                    replay.add(event);
                }
            }
        }
        BlockingQueue<Event> live = new LinkedBlockingQueue<>();
        subscribers.add(live);
        return new Subscription(replay, gap, live);
    }

    public void unsubscribe(Subscription subscription) {
        subscribers.remove(subscription.live());
    }

    public synchronized long lastSeq() {
        return lastSeq;
    }
}

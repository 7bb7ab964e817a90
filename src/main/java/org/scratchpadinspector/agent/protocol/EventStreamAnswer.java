package org.scratchpadinspector.agent.protocol;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.function.BooleanSupplier;

/** {@code GET /v1/events}: hello, the gap and replay after Last-Event-ID, then live events and keepalives. */
final class EventStreamAnswer {
    private final AgentControl agent;
    private final EventHub events;
    private final Duration keepalive;
    private final BooleanSupplier serverClosed;

    EventStreamAnswer(AgentControl agent, EventHub events, Duration keepalive, BooleanSupplier serverClosed) {
        this.agent = agent;
        this.events = events;
        this.keepalive = keepalive;
        this.serverClosed = serverClosed;
    }

    void stream(ControlExchange exchange) throws IOException {
        // The status is read before the hub's lock: the agent publishes while holding its own lock.
        EventHub.Start start = events.open(lastEventId(exchange), statusFields());
        OutputStream out = exchange.startEventStream();
        try {
            write(out, start.hello());
            long cursor = start.cursor();
            while (!serverClosed.getAsBoolean()) {
                EventHub.Batch batch = events.await(cursor, keepalive.toMillis());
                if (batch == null) {
                    out.write(": keepalive\n\n".getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    continue;
                }
                if (batch.gap() != null) {
                    write(out, batch.gap());
                }
                for (EventHub.Event event : batch.events()) {
                    write(out, event);
                }
                cursor = batch.last();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            try {
                out.close();
            } catch (IOException ignored) {
                // already gone
            }
        }
    }

    private static long lastEventId(ControlExchange exchange) {
        String header = exchange.header("Last-Event-ID");
        if (header != null) {
            try {
                return Long.parseLong(header.trim());
            } catch (NumberFormatException ignored) {
                // an id we never sent: a fresh stream
            }
        }
        return -1;
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> statusFields() {
        return ProtocolJson.MAPPER.convertValue(agent.status(), Map.class);
    }

    private static void write(OutputStream out, EventHub.Event event) throws IOException {
        StringBuilder text = new StringBuilder();
        if (event.seq() > 0) {
            text.append("id: ").append(event.seq()).append('\n');
        }
        text.append("event: ").append(event.type()).append('\n').append("data: ").append(event.json()).append("\n\n");
        out.write(text.toString().getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}

package org.scratchpadinspector.agent.protocol;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;

/** One request on a worker: authorized, its body read, routed, and any failure answered as a JSON error. */
final class RequestHandler {
    private final AgentControl agent;
    private final RequestGuard guard;
    private final EventStreamAnswer streams;
    private final BooleanSupplier serverClosed;

    RequestHandler(AgentControl agent, RequestGuard guard, EventStreamAnswer streams, BooleanSupplier serverClosed) {
        this.agent = agent;
        this.guard = guard;
        this.streams = streams;
        this.serverClosed = serverClosed;
    }

    void handle(ControlExchange exchange) throws IOException {
        try {
            authorize(exchange);
            byte[] body = RequestBodies.read(exchange);
            if (serverClosed.getAsBoolean()) {
                throw new ProtocolException(500, "internal", "the agent is shutting down");
            }
            new Routes(agent, streams::stream).dispatch(exchange, body);
        } catch (ProtocolException e) {
            sendError(exchange, e);
        } catch (RuntimeException e) {
            sendError(exchange, new ProtocolException(500, "internal", e.toString()));
        } catch (OutOfMemoryError e) {
            sendError(exchange, new ProtocolException(500, "internal", "the agent ran out of memory answering this request"));
        }
    }

    private void authorize(ControlExchange exchange) throws ProtocolException {
        try {
            guard.check(exchange.headers("Host"), exchange.headers("Origin"), exchange.headers("Authorization"));
        } catch (ProtocolException e) {
            if (e.status() == 401) {
                exchange.setResponseHeader("WWW-Authenticate", "Bearer");
            }
            throw e;
        }
    }

    private static void sendError(ControlExchange exchange, ProtocolException e) {
        if (exchange.answered()) {
            exchange.closeAfter();
            return;
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", e.error());
        body.put("message", e.getMessage());
        try {
            exchange.sendJson(e.status(), body);
        } catch (IOException ignored) {
            // the client went away
        }
    }
}

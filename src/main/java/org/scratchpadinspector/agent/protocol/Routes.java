package org.scratchpadinspector.agent.protocol;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.engine.watchpoint.Breakpoint;
import org.scratchpadinspector.engine.watchpoint.ConditionParser;
import org.scratchpadinspector.engine.watchpoint.InvalidCondition;

/** The paths under {@code /v1} and what each method does. */
final class Routes {
    interface Streamer {
        void stream(ControlExchange exchange) throws IOException;
    }

    private final AgentControl agent;
    private final Streamer streamer;

    Routes(AgentControl agent, Streamer streamer) {
        this.agent = agent;
        this.streamer = streamer;
    }

    void dispatch(ControlExchange exchange, byte[] body) throws IOException {
        String path = exchange.path();
        String method = exchange.method();
        switch (path) {
            case "/v1/status" -> {
                allow(method, "GET");
                exchange.sendJson(200, agent.status());
            }
            case "/v1/state" -> {
                allow(method, "GET");
                exchange.sendJson(200, agent.state());
            }
            case "/v1/pause" -> {
                allow(method, "POST");
                PauseReply reply = agent.pause();
                if (reply.pauseRequested()) {
                    Map<String, Object> answer = new LinkedHashMap<>();
                    answer.put("state", AgentStatus.RUNNING);
                    answer.put("pause_requested", true);
                    exchange.sendJson(202, answer);
                } else {
                    exchange.sendJson(200, reply.status());
                }
            }
            case "/v1/resume" -> {
                allow(method, "POST");
                exchange.sendJson(200, agent.resume());
            }
            case "/v1/step" -> {
                allow(method, "POST");
                Object unit = ProtocolJson.readObject(body).get("unit");
                StepUnit step = StepUnit.fromKey(unit).orElseThrow(() -> new ProtocolException(422, "invalid",
                        "unknown unit " + ProtocolJson.write(unit) + ": use \"cycle\" or \"iteration\""));
                agent.step(step);
                Map<String, Object> answer = new LinkedHashMap<>();
                answer.put("accepted", true);
                answer.put("unit", step.key());
                exchange.sendJson(202, answer);
            }
            case "/v1/inject" -> {
                if (method.equals("GET")) {
                    exchange.sendJson(200, Map.of("injections", agent.injections()));
                } else {
                    allow(method, "POST");
                    InjectRequest request = InjectRequest.fromJson(ProtocolJson.readObject(body));
                    exchange.sendJson(202, agent.inject(request));
                }
            }
            case "/v1/breakpoints" -> {
                if (method.equals("PUT")) {
                    List<Breakpoint> set;
                    try {
                        set = ConditionParser.parseSet(ProtocolJson.readValue(body));
                    } catch (InvalidCondition e) {
                        throw new ProtocolException(422, "invalid", e.getMessage());
                    }
                    exchange.sendJson(200, Map.of("breakpoints", agent.setBreakpoints(set)));
                } else {
                    allow(method, "GET", "PUT");
                    exchange.sendJson(200, Map.of("breakpoints", agent.breakpoints()));
                }
            }
            case "/v1/events" -> {
                allow(method, "GET");
                streamer.stream(exchange);
            }
            default -> {
                if (!path.startsWith("/v1/inject/") || path.length() == "/v1/inject/".length()) {
                    throw new ProtocolException(404, "not_found", "no such path: " + path);
                }
                String id = path.substring("/v1/inject/".length());
                if (method.equals("DELETE")) {
                    InjectionInfo withdrawn = agent.withdraw(id);
                    Map<String, Object> answer = new LinkedHashMap<>();
                    answer.put("id", withdrawn.id());
                    answer.put("status", withdrawn.status());
                    exchange.sendJson(200, answer);
                } else {
                    allow(method, "GET", "DELETE");
                    exchange.sendJson(200, agent.injection(id));
                }
            }
        }
    }

    private static void allow(String method, String... allowed) throws ProtocolException {
        for (String ok : allowed) {
            if (ok.equals(method)) {
                return;
            }
        }
        throw new ProtocolException(405, "method_not_allowed", method + " is not allowed here; use " + String.join(" or ", allowed));
    }
}

package org.scratchpadinspector.agent.link;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.scratchpadinspector.agent.protocol.AgentEvent;

/**
 * One iteration of a cycle as an attached agent reported it in its {@code iteration} event
 * (docs/control-protocol.md, section 7): exact, not rebuilt from the log. Immutable; the maps and lists inside are
 * unmodifiable copies.
 *
 * @param cycleId           the cycle it belongs to
 * @param n                 its number in the cycle, from 1
 * @param response          the model's response as the model gave it (at most 64 KiB)
 * @param responseTruncated whether the agent cut the response at 64 KiB
 * @param tool              the tool the response called ({@code update_scratchpad} and {@code done} included), or
 *                          null when it did not parse
 * @param args              the call's arguments, or null when it did not parse
 * @param result            the tool's result (at most 300 characters), or the failure's text, or null
 * @param failed            the tool raised and the agent went on (agents like msa's dispatcher)
 * @param unknown           the agent had no such tool and went on
 * @param parseError        the response did not parse
 * @param done              the model signalled completion
 * @param stateAfter        the agent's in-memory state right after this iteration, or null when the agent left it
 *                          out (over the event bound, see {@link #stateOmitted()}) or sent none (an older agent)
 * @param stateOmitted      the agent said the state was too large to send
 */
public record ReportedIteration(String cycleId, int n, String response, boolean responseTruncated, String tool,
                                Map<String, Object> args, String result, boolean failed, boolean unknown,
                                boolean parseError, boolean done, Map<String, Object> stateAfter,
                                boolean stateOmitted) {
    public ReportedIteration {
        args = args == null ? null : frozen(args);
        stateAfter = stateAfter == null ? null : frozen(stateAfter);
    }

    /** The record an {@code iteration} event carries; empty for any other event or one without a number. */
    public static Optional<ReportedIteration> of(AgentEvent event) {
        if (!AgentEvent.ITERATION.equals(event.type()) || !(event.data().get("n") instanceof Number number)) {
            return Optional.empty();
        }
        Map<String, Object> data = event.data();
        String action = event.text("action");
        boolean parseError = event.flag("parse_error") || "parse_error".equals(action);
        return Optional.of(new ReportedIteration(event.cycleId(), number.intValue(), event.text("response"),
                event.flag("truncated"), parseError ? null : action, mapOrNull(data.get("args")),
                event.text("tool_result"), event.flag("failed"), event.flag("unknown"), parseError, event.flag("done"),
                mapOrNull(data.get("state")), event.flag("state_omitted")));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> mapOrNull(Object value) {
        return value instanceof Map<?, ?> map ? (Map<String, Object>) map : null;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> frozen(Map<String, Object> map) {
        Map<String, Object> copy = new LinkedHashMap<>();
        map.forEach((k, v) -> copy.put(k, frozenValue(v)));
        return Collections.unmodifiableMap(copy);
    }

    @SuppressWarnings("unchecked")
    private static Object frozenValue(Object value) {
        if (value instanceof Map<?, ?> map) {
            return frozen((Map<String, Object>) map);
        }
        if (value instanceof List<?> items) {
            return Collections.unmodifiableList(items.stream().map(ReportedIteration::frozenValue).toList());
        }
        return value;
    }
}

package org.scratchpadinspector.ui.agent;

import org.scratchpadinspector.agent.protocol.AgentEvent;
import org.scratchpadinspector.engine.watchpoint.HitText;
import org.scratchpadinspector.ui.agent.AgentEventRow.Severity;

/** Turns protocol events into the sentences of the event log. Unknown events are shown by type, never dropped. */
final class AgentEventText {
    private static final int PREVIEW = 160;

    private AgentEventText() {
    }

    static AgentEventRow row(AgentEvent e) {
        String time = clock(e.time());
        return switch (e.type()) {
            case AgentEvent.HELLO -> new AgentEventRow(time, e.type(), "attached: the agent is " + e.text("state")
                    + " (" + e.text("mode") + ")" + cycleSuffix(e.text("cycle_id")), Severity.GOOD);
            case AgentEvent.GAP -> new AgentEventRow(time, e.type(), "events " + e.number("from", 0) + "–"
                    + e.number("to", 0) + " were missed while disconnected", Severity.WARNING);
            case AgentEvent.CYCLE_STARTED -> new AgentEventRow(time, e.type(), "cycle " + e.cycleId() + " started",
                    Severity.INFO);
            case AgentEvent.SNAPSHOT_WRITTEN -> new AgentEventRow(time, e.type(), snapshot(e), Severity.INFO);
            case AgentEvent.ITERATION -> new AgentEventRow(time, e.type(), iteration(e),
                    "parse_error".equals(e.text("action")) ? Severity.WARNING : Severity.INFO);
            case AgentEvent.INJECTION_APPLIED -> new AgentEventRow(time, e.type(), "injection " + e.text("id")
                    + " applied: " + e.text("op") + " " + orEmpty(e.text("section")) + where(e), Severity.GOOD);
            case AgentEvent.INJECTION_REJECTED -> new AgentEventRow(time, e.type(), "injection " + e.text("id")
                    + " rejected (" + e.text("reason") + "): " + orEmpty(e.text("message")), Severity.ERROR);
            case AgentEvent.CYCLE_FINISHED -> finished(time, e);
            case AgentEvent.PAUSED -> e.text("breakpoint") != null
                    ? new AgentEventRow(time, e.type(), "paused by " + breakpointHit(e), Severity.WARNING)
                    : new AgentEventRow(time, e.type(), e.text("cycle_id") == null
                    ? "paused between cycles"
                    : "paused in cycle " + e.text("cycle_id") + " after iteration " + e.number("iteration", 0), Severity.INFO);
            case AgentEvent.RESUMED -> new AgentEventRow(time, e.type(), "resumed (" + e.text("mode") + ")", Severity.INFO);
            case AgentEvent.ERROR -> new AgentEventRow(time, e.type(), "agent error: " + e.text("message"), Severity.ERROR);
            default -> new AgentEventRow(time, e.type(), e.type() + " " + preview(String.valueOf(e.data())), Severity.INFO);
        };
    }

    /**
     * A paused event's watchpoint hit in words: which one (its id and condition), where it held (the cycle and
     * iteration of the observation, else where the agent paused) and what it saw; then where the agent waits when
     * that is elsewhere (a hit on the iteration that ended a cycle pauses between cycles).
     */
    static String breakpointHit(AgentEvent e) {
        String cycle = e.text("hit_cycle_id") != null ? e.text("hit_cycle_id") : e.text("cycle_id");
        Object iteration = e.data().get("hit_iteration") instanceof Number n ? n
                : e.text("cycle_id") != null ? (Object) e.number("iteration", 0) : null;
        String sentence = HitText.sentence(e.text("breakpoint"), map(e.data().get("condition")),
                map(e.data().get("saw")), cycle, (Number) iteration);
        if (e.text("cycle_id") == null && cycle != null) {
            sentence += " — waiting between cycles";
        }
        return sentence.length() > 4 * PREVIEW ? sentence.substring(0, 4 * PREVIEW) + "…" : sentence;
    }

    @SuppressWarnings("unchecked")
    private static java.util.Map<String, ?> map(Object value) {
        return value instanceof java.util.Map<?, ?> m ? (java.util.Map<String, ?>) m : null;
    }

    private static String snapshot(AgentEvent e) {
        String label = e.text("label");
        String path = e.text("path");
        String file = path == null ? "" : " (" + path.substring(path.lastIndexOf('/') + 1) + ")";
        return "active".equals(label) ? "wrote active.yaml" : "wrote _" + label + file;
    }

    private static String iteration(AgentEvent e) {
        StringBuilder text = new StringBuilder("iteration ").append(e.number("n", 0)).append(" → ")
                .append(orEmpty(e.text("action")));
        String result = e.text("tool_result");
        if (result != null && !result.isEmpty()) {
            text.append(": ").append(preview(result));
        } else if (e.text("response") != null) {
            text.append(": ").append(preview(e.text("response")));
        }
        if (e.flag("done")) {
            text.append("  (done)");
        }
        return text.toString();
    }

    private static AgentEventRow finished(String time, AgentEvent e) {
        String status = e.text("status");
        long iterations = e.number("iterations", 0);
        String text = "cycle " + e.cycleId() + " finished: " + status + " after " + iterations
                + (iterations == 1 ? " iteration" : " iterations");
        if (e.text("error") != null) {
            text += " — " + preview(e.text("error"));
        }
        Severity severity = "completed".equals(status) ? Severity.GOOD
                : "crashed".equals(status) ? Severity.ERROR : Severity.WARNING;
        return new AgentEventRow(time, e.type(), text, severity);
    }

    private static String where(AgentEvent e) {
        long iteration = e.number("iteration", 0);
        String cycle = e.cycleId() == null ? "" : " in cycle " + e.cycleId();
        return (iteration == 0 ? " at wake" : " after iteration " + iteration) + cycle;
    }

    private static String cycleSuffix(String cycleId) {
        return cycleId == null ? "" : ", in cycle " + cycleId;
    }

    /** {@code 2026-11-22T09:30:14.201Z} → {@code 09:30:14}; anything else is shown as is. */
    static String clock(String iso) {
        if (iso == null) {
            return "";
        }
        int t = iso.indexOf('T');
        if (t < 0) {
            return iso;
        }
        String rest = iso.substring(t + 1);
        int end = rest.length();
        for (int i = 0; i < rest.length(); i++) {
            char c = rest.charAt(i);
            if (c == 'Z' || c == '+' || (c == '-' && i > 0)) {
                end = i;
                break;
            }
        }
        String clock = rest.substring(0, end);
        return clock.length() > 8 ? clock.substring(0, 8) : clock;
    }

    static String preview(String text) {
        String oneLine = text.replace('\n', '↵');
        return oneLine.length() > PREVIEW ? oneLine.substring(0, PREVIEW) + "…" : oneLine;
    }

    private static String orEmpty(String s) {
        return s == null ? "" : s;
    }

}

package org.scratchpadinspector.agent.protocol;

import java.util.Map;

/**
 * One event from {@code GET /v1/events}: its name ({@code cycle_started}, {@code iteration}, {@code hello},
 * {@code gap}...), its number ({@code seq}; hello and gap repeat the newest number), when it happened, the
 * cycle in progress (or null) and the whole data object as parsed JSON.
 */
public record AgentEvent(String type, long seq, String time, String cycleId, Map<String, Object> data) {
    public static final String HELLO = "hello";
    public static final String GAP = "gap";
    public static final String CYCLE_STARTED = "cycle_started";
    public static final String SNAPSHOT_WRITTEN = "snapshot_written";
    public static final String ITERATION = "iteration";
    public static final String INJECTION_APPLIED = "injection_applied";
    public static final String INJECTION_REJECTED = "injection_rejected";
    public static final String INJECTION_LOST = "injection_lost";
    public static final String CYCLE_FINISHED = "cycle_finished";
    public static final String PAUSED = "paused";
    public static final String RESUMED = "resumed";
    public static final String ERROR = "error";

    public AgentEvent {
        data = data == null ? Map.of() : data;
    }

    /** A text field, or null when it is missing or not text. */
    public String text(String field) {
        return data.get(field) instanceof String text ? text : null;
    }

    /** A whole-number field, or {@code fallback} when it is missing or not a number. */
    public long number(String field, long fallback) {
        return data.get(field) instanceof Number n ? n.longValue() : fallback;
    }

    public boolean flag(String field) {
        return Boolean.TRUE.equals(data.get(field));
    }
}

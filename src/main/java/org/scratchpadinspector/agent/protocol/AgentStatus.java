package org.scratchpadinspector.agent.protocol;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * {@code GET /v1/status}: state ({@code running}, {@code paused}, {@code idle}), mode ({@code loop},
 * {@code stepped}), the cycle in progress (null between cycles), iterations finished in it, phase
 * ({@code between_cycles}, {@code at_wake}, {@code mid_cycle}) and counters.
 */
public record AgentStatus(int protocol, String state, String mode,
                          @JsonProperty("cycle_id") String cycleId, int iteration, String phase,
                          @JsonProperty("queued_injections") int queuedInjections,
                          @JsonProperty("last_cycle_id") String lastCycleId,
                          @JsonProperty("cycles_run") long cyclesRun, long pid, String agent) {
    public static final String RUNNING = "running";
    public static final String PAUSED = "paused";
    public static final String IDLE = "idle";
    public static final String LOOP = "loop";
    public static final String STEPPED = "stepped";
    public static final String BETWEEN_CYCLES = "between_cycles";
    public static final String AT_WAKE = "at_wake";
    public static final String MID_CYCLE = "mid_cycle";
}

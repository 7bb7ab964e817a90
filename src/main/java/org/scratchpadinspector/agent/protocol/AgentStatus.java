package org.scratchpadinspector.agent.protocol;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * {@code GET /v1/status}: state ({@code running}, {@code paused}, {@code idle}, or {@code failed} when the
 * agent's worker died), mode ({@code loop}, {@code stepped}), the cycle in progress (null between cycles),
 * iterations finished in it, phase ({@code between_cycles}, {@code at_wake}, {@code mid_cycle}), counters, why it
 * is paused (null when not) and why it failed (null when it did not).
 */
public record AgentStatus(int protocol, String state, String mode,
                          @JsonProperty("cycle_id") String cycleId, int iteration, String phase,
                          @JsonProperty("queued_injections") int queuedInjections,
                          @JsonProperty("last_cycle_id") String lastCycleId,
                          @JsonProperty("cycles_run") long cyclesRun, long pid, String agent,
                          @JsonProperty("paused_reason") String pausedReason,
                          @JsonProperty("failed_reason") String failedReason) {
    /** Why a paused agent paused: {@code start}, {@code pause}, {@code step}, {@code breakpoint}, {@code no_cycle}. */
    public static final String BECAUSE_BREAKPOINT = "breakpoint";

    /** A status of an agent that has not failed. */
    public AgentStatus(int protocol, String state, String mode, String cycleId, int iteration, String phase,
                       int queuedInjections, String lastCycleId, long cyclesRun, long pid, String agent,
                       String pausedReason) {
        this(protocol, state, mode, cycleId, iteration, phase, queuedInjections, lastCycleId, cyclesRun, pid, agent,
                pausedReason, null);
    }

    /** A status without a pause reason (an agent that does not say why it paused). */
    public AgentStatus(int protocol, String state, String mode, String cycleId, int iteration, String phase,
                       int queuedInjections, String lastCycleId, long cyclesRun, long pid, String agent) {
        this(protocol, state, mode, cycleId, iteration, phase, queuedInjections, lastCycleId, cyclesRun, pid, agent, null, null);
    }

    public static final String RUNNING = "running";
    public static final String PAUSED = "paused";
    public static final String IDLE = "idle";
    /** The agent's worker died (out of memory, a bug): nothing more runs; {@link #failedReason()} says why. */
    public static final String FAILED = "failed";
    public static final String LOOP = "loop";
    public static final String STEPPED = "stepped";
    public static final String BETWEEN_CYCLES = "between_cycles";
    public static final String AT_WAKE = "at_wake";
    public static final String MID_CYCLE = "mid_cycle";
}

package org.scratchpadinspector.agent.protocol;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One injection: status {@code queued}, {@code applied}, {@code rejected}, {@code withdrawn} or {@code lost}
 * (applied, then wiped by the crash of its cycle); where it was applied (iteration 0: at wake); why it was
 * rejected ({@code conflict}, {@code type_clash}) or lost ({@code crash}).
 */
public record InjectionInfo(String id, String section, String op, String status,
                            @JsonProperty("cycle_id") String cycleId, Integer iteration, String reason,
                            String message) {
    public static final String QUEUED = "queued";
    public static final String APPLIED = "applied";
    public static final String REJECTED = "rejected";
    public static final String WITHDRAWN = "withdrawn";
    public static final String LOST = "lost";
}

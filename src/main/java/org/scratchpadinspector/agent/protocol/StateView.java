package org.scratchpadinspector.agent.protocol;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;

/**
 * {@code GET /v1/state}: the state mapping as of the last safe point, with opaque version strings of the
 * whole state ({@code hash}) and of each section, to send back as an injection's {@code base_hash}.
 */
public record StateView(@JsonProperty("cycle_id") String cycleId, int iteration, String phase, String hash,
                        Map<String, String> sections, Map<String, Object> state) {
}

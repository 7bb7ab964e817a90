package org.scratchpadinspector.format;

import java.time.Instant;

/**
 * How the operator asked to read a source.
 *
 * @param at the time to judge time-dependent statuses at (a session's expiry); null means the clock's now,
 *           read at each judgement
 */
public record SourceOptions(Instant at) {
    public static final SourceOptions NOW = new SourceOptions(null);

    public Instant now() {
        return at != null ? at : Instant.now();
    }
}

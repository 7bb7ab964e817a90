package org.scratchpadinspector.format;

import java.time.Duration;
import java.time.Instant;

/**
 * How the operator asked to read a source.
 *
 * @param at         the time to judge time-dependent statuses at (a session's expiry); null means the clock's now,
 *                   read at each judgement
 * @param staleAfter how long a unit being written may show no sign of life before it counts as interrupted; null
 *                   means the format's own default
 */
public record SourceOptions(Instant at, Duration staleAfter) {
    public static final SourceOptions NOW = new SourceOptions(null, null);

    public SourceOptions(Instant at) {
        this(at, null);
    }

    public Instant now() {
        return at != null ? at : Instant.now();
    }
}

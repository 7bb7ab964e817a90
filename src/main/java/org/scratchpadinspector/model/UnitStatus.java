package org.scratchpadinspector.model;

import java.util.Objects;

/**
 * A status in its format's own words ({@code ok}, {@code failed}, {@code expired} ...) with the severity it has.
 *
 * @param key      the word {@code ls --json} prints
 * @param severity how much it matters
 * @param reason   why, in one sentence, or null when the key says it all
 */
public record UnitStatus(String key, Severity severity, String reason) {
    public UnitStatus {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(severity, "severity");
    }

    public static UnitStatus of(String key, Severity severity) {
        return new UnitStatus(key, severity, null);
    }

    public boolean isFailure() {
        return severity == Severity.FAILURE;
    }
}

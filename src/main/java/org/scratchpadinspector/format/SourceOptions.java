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

    /** The stale limit a source judges by when the operator names none. */
    public static final Duration DEFAULT_STALE_AFTER = Duration.ofMinutes(15);

    public SourceOptions(Instant at) {
        this(at, null);
    }

    public Instant now() {
        return at != null ? at : Instant.now();
    }

    /** A stale limit as the operator writes it: a positive number with {@code s}, {@code m} (default) or {@code h}. */
    public static Duration parseStaleLimit(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(java.util.Locale.ROOT);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,9})\\s*([smh]?)").matcher(t);
        if (!m.matches() || Long.parseLong(m.group(1)) == 0) {
            throw new IllegalArgumentException("not a stale limit: '" + text
                    + "' (write a positive number with s, m or h, e.g. 15m)");
        }
        long n = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "s" -> Duration.ofSeconds(n);
            case "h" -> Duration.ofHours(n);
            default -> Duration.ofMinutes(n);
        };
    }

    /** A stale limit as {@link #parseStaleLimit} reads it back: {@code 15m}, {@code 90s}, {@code 2h}. */
    public static String describeStaleLimit(Duration d) {
        long s = d.getSeconds();
        if (s % 3600 == 0) {
            return s / 3600 + "h";
        }
        return s % 60 == 0 ? s / 60 + "m" : s + "s";
    }
}

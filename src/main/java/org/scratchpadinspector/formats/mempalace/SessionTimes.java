package org.scratchpadinspector.formats.mempalace;

import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The session's times as the agent writes and reads them: UTC, {@code YYYY-MM-DDTHH:MM:SSZ} (Python's
 * {@code strftime("%Y-%m-%dT%H:%M:%SZ")}); reading also takes the one-digit fields {@code strptime} accepts.
 */
final class SessionTimes {
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss'Z'").withZone(ZoneOffset.UTC);
    private static final Pattern PARSEABLE =
            Pattern.compile("(\\d{4})-(\\d{1,2})-(\\d{1,2})T(\\d{1,2}):(\\d{1,2}):(\\d{1,2})Z");

    private SessionTimes() {
    }

    static String stamp(Instant moment) {
        return STAMP.format(moment);
    }

    /** The time, or null when the text is not one. */
    static Instant parse(String text) {
        if (text == null) {
            return null;
        }
        Matcher m = PARSEABLE.matcher(text);
        if (!m.matches()) {
            return null;
        }
        try {
            return LocalDateTime.of(num(m, 1), num(m, 2), num(m, 3), num(m, 4), num(m, 5), num(m, 6))
                    .toInstant(ZoneOffset.UTC);
        } catch (DateTimeException e) {
            return null;
        }
    }

    /** Python's {@code int((now - created).total_seconds())}: whole seconds, truncated toward zero. */
    static long wholeSecondsBetween(Instant from, Instant to) {
        Duration d = Duration.between(from, to);
        long seconds = d.getSeconds();
        return seconds < 0 && d.getNano() > 0 ? seconds + 1 : seconds;
    }

    /** "expires in 20m 00s" or "expired 2h 00m ago", judged at {@code at} (shown to the nearest second). */
    static String countdown(Instant expiresAt, Instant at) {
        Instant whole = at.plusMillis(500).truncatedTo(ChronoUnit.SECONDS);
        if (at.isBefore(expiresAt)) {
            return "expires in " + span(Duration.between(whole, expiresAt));
        }
        return "expired " + span(Duration.between(expiresAt, whole)) + " ago";
    }

    /** "3d 04h", "1h 05m", "20m 00s", "45s". */
    static String span(Duration d) {
        long s = Math.max(0, d.getSeconds());
        if (s >= 86_400) {
            return String.format("%dd %02dh", s / 86_400, s % 86_400 / 3600);
        }
        if (s >= 3600) {
            return String.format("%dh %02dm", s / 3600, s % 3600 / 60);
        }
        if (s >= 60) {
            return String.format("%dm %02ds", s / 60, s % 60);
        }
        return s + "s";
    }

    private static int num(Matcher m, int group) {
        return Integer.parseInt(m.group(group));
    }
}

package org.scratchpadinspector.pyyaml;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** How PyYAML turns a timestamp into a Python date/datetime: its validity checks and its isoformat. */
final class PythonTimestamp {
    private static final Pattern PARTS = Pattern.compile(
            "(?<year>[0-9]{4})-(?<month>[0-9]{1,2})-(?<day>[0-9]{1,2})"
                    + "(?:(?:[Tt]|[ \\t]+)(?<hour>[0-9]{1,2}):(?<minute>[0-9]{2}):(?<second>[0-9]{2})"
                    + "(?:\\.(?<fraction>[0-9]*))?"
                    + "(?:[ \\t]*(?<tz>Z|(?<sign>[-+])(?<tzhour>[0-9]{1,2})(?::(?<tzminute>[0-9]{2}))?))?)?");

    private PythonTimestamp() {
    }

    /** Null when Python accepts the timestamp, else the reason it does not. */
    static String problem(String text) {
        Matcher m = PARTS.matcher(text);
        if (!m.matches()) {
            return null; // not a shape PyYAML's regex produces (explicit !!timestamp); keep the text
        }
        try {
            LocalDate.of(number(m, "year"), number(m, "month"), number(m, "day"));
        } catch (DateTimeException e) {
            return e.getMessage();
        }
        if (m.group("hour") != null) {
            if (number(m, "hour") > 23) {
                return "hour must be in 0..23";
            }
            if (number(m, "minute") > 59) {
                return "minute must be in 0..59";
            }
            if (number(m, "second") > 59) {
                return "second must be in 0..59";
            }
        }
        if (offsetMinutes(m) >= 24 * 60) {
            return "UTC offset must be less than 24 hours";
        }
        return null;
    }

    /** What PyYAML's represent_datetime writes back: {@code datetime.isoformat(' ')}. */
    static String isoFormat(String text) {
        Matcher m = PARTS.matcher(text);
        if (!m.matches() || problem(text) != null) {
            return text;
        }
        StringBuilder iso = new StringBuilder(String.format(Locale.ROOT, "%04d-%02d-%02d",
                number(m, "year"), number(m, "month"), number(m, "day")));
        if (m.group("hour") == null) {
            return iso.toString();
        }
        iso.append(String.format(Locale.ROOT, " %02d:%02d:%02d",
                number(m, "hour"), number(m, "minute"), number(m, "second")));
        String fraction = m.group("fraction") == null ? "" : m.group("fraction");
        if (!fraction.isEmpty()) {
            int micros = Integer.parseInt((fraction + "00000").substring(0, 6));
            if (micros != 0) {
                iso.append(String.format(Locale.ROOT, ".%06d", micros));
            }
        }
        if (m.group("tz") != null) {
            int minutes = offsetMinutes(m);
            boolean negative = "-".equals(m.group("sign")) && minutes != 0;
            iso.append(String.format(Locale.ROOT, "%s%02d:%02d", negative ? "-" : "+", minutes / 60, minutes % 60));
        }
        return iso.toString();
    }

    private static int offsetMinutes(Matcher m) {
        return number(m, "tzhour") * 60 + number(m, "tzminute");
    }

    private static int number(Matcher m, String group) {
        String digits = m.group(group);
        return digits == null ? 0 : Integer.parseInt(digits);
    }
}

package org.scratchpadinspector.core.yaml;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The checks Python's datetime applies when PyYAML constructs a timestamp (PyYAML fails on these). */
final class TimestampCheck {
    private static final Pattern PARTS = Pattern.compile(
            "([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})"
                    + "(?:(?:[Tt]|[ \\t]+)([0-9]{1,2}):([0-9]{2}):([0-9]{2})(?:\\.[0-9]*)?"
                    + "(?:[ \\t]*(Z|([-+])([0-9]{1,2})(?::([0-9]{2}))?))?)?");

    private TimestampCheck() {
    }

    /** Null when valid, else why not. */
    static String problem(String text) {
        Matcher m = PARTS.matcher(text);
        if (!m.matches()) {
            return null; // an explicit !!timestamp PyYAML cannot read either; keep the text
        }
        try {
            LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
        } catch (DateTimeException e) {
            return e.getMessage();
        }
        if (m.group(4) != null) {
            if (Integer.parseInt(m.group(4)) > 23) {
                return "hour must be in 0..23";
            }
            if (Integer.parseInt(m.group(5)) > 59) {
                return "minute must be in 0..59";
            }
            if (Integer.parseInt(m.group(6)) > 59) {
                return "second must be in 0..59";
            }
        }
        if (m.group(9) != null) {
            int minutes = Integer.parseInt(m.group(9)) * 60 + (m.group(10) == null ? 0 : Integer.parseInt(m.group(10)));
            if (minutes >= 24 * 60) {
                return "UTC offset must be less than 24 hours";
            }
        }
        return null;
    }
}

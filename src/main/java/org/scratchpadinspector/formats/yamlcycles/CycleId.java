package org.scratchpadinspector.formats.yamlcycles;

import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;

/**
 * A cycle id {@code YYYYMMDD_HHMMSS}, packed into a long ({@code yyyyMMddHHmmss}) so that an index of
 * 100,000 cycles costs eight bytes a cycle and sorts numerically in time order.
 */
public record CycleId(long packed) implements Comparable<CycleId> {
    public static final int LENGTH = 15;

    /** Parses {@code text}, or returns null when it is not a real date and time in the cycle id form. */
    public static CycleId parse(String text) {
        long packed = pack(text, 0);
        return packed < 0 ? null : new CycleId(packed);
    }

    /**
     * Why {@code text} is not a cycle id, in a few words ("month 13", "day 31: April has 30 days", "wrong
     * length: 12 characters, not 15"); null when it is one.
     */
    public static String whyInvalid(String text) {
        if (text.length() != LENGTH) {
            return "wrong length: " + text.length() + " characters, not " + LENGTH + " (YYYYMMDD_HHMMSS)";
        }
        for (int i = 0; i < LENGTH; i++) {
            char c = text.charAt(i);
            if (i == 8 ? c != '_' : c < '0' || c > '9') {
                return (i == 8 ? "'" + c + "' where YYYYMMDD_HHMMSS has '_'"
                        : "'" + c + "' at character " + (i + 1) + " is not a digit") + " (YYYYMMDD_HHMMSS)";
            }
        }
        int year = Integer.parseInt(text.substring(0, 4));
        int month = Integer.parseInt(text.substring(4, 6));
        int day = Integer.parseInt(text.substring(6, 8));
        int hour = Integer.parseInt(text.substring(9, 11));
        int minute = Integer.parseInt(text.substring(11, 13));
        int second = Integer.parseInt(text.substring(13, 15));
        if (year < 1) {
            return "year 0";
        }
        if (month < 1 || month > 12) {
            return "month " + month;
        }
        if (day < 1 || day > daysIn(month, year)) {
            return day < 1 || day > 31 ? "day " + day : "day " + day + ": "
                    + java.time.Month.of(month).getDisplayName(java.time.format.TextStyle.FULL, java.util.Locale.ENGLISH)
                    + (month == 2 ? " " + year : "") + " has " + daysIn(month, year) + " days";
        }
        if (hour > 23) {
            return "hour " + hour;
        }
        if (minute > 59) {
            return "minute " + minute;
        }
        return second > 59 ? "second " + second : null;
    }

    /** Packs the 15 characters at {@code from}; -1 when they are not a valid id (e.g. month 13, 31 April). */
    static long pack(CharSequence s, int from) {
        if (s.length() < from + LENGTH || s.charAt(from + 8) != '_') {
            return -1;
        }
        long value = 0;
        for (int i = 0; i < LENGTH; i++) {
            if (i == 8) {
                continue;
            }
            char c = s.charAt(from + i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return isValid(value) ? value : -1;
    }

    private static boolean isValid(long v) {
        int second = (int) (v % 100);
        int minute = (int) (v / 100 % 100);
        int hour = (int) (v / 10_000 % 100);
        int day = (int) (v / 1_000_000 % 100);
        int month = (int) (v / 100_000_000 % 100);
        int year = (int) (v / 10_000_000_000L);
        return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(month, year)
                && hour < 24 && minute < 60 && second < 60;
    }

    private static int daysIn(int month, int year) {
        return switch (month) {
            case 2 -> (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28;
            case 4, 6, 9, 11 -> 30;
            default -> 31;
        };
    }

    public LocalDateTime time() {
        long v = packed;
        return LocalDateTime.of((int) (v / 10_000_000_000L), (int) (v / 100_000_000 % 100),
                (int) (v / 1_000_000 % 100), (int) (v / 10_000 % 100), (int) (v / 100 % 100), (int) (v % 100));
    }

    @Override
    public String toString() {
        byte[] text = new byte[LENGTH];
        long v = packed;
        for (int i = LENGTH - 1; i >= 0; i--) {
            if (i == 8) {
                text[i] = '_';
            } else {
                text[i] = (byte) ('0' + v % 10);
                v /= 10;
            }
        }
        return new String(text, StandardCharsets.ISO_8859_1);
    }

    /**
     * {@code time().toString()} written straight from the digits (ls prints it for 100,000 cycles): ISO local
     * date-time, the seconds left out when zero, as {@link LocalDateTime#toString()} does.
     */
    public String isoTime() {
        String id = toString();
        StringBuilder out = new StringBuilder(19).append(id, 0, 4).append('-').append(id, 4, 6).append('-')
                .append(id, 6, 8).append('T').append(id, 9, 11).append(':').append(id, 11, 13);
        if (id.charAt(13) != '0' || id.charAt(14) != '0') {
            out.append(':').append(id, 13, 15);
        }
        return out.toString();
    }

    @Override
    public int compareTo(CycleId other) {
        return Long.compare(packed, other.packed);
    }
}

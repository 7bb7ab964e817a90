package org.scratchpadinspector.core.scratchpad;

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
        String digits = Long.toString(packed);
        String padded = "0".repeat(Math.max(0, 14 - digits.length())) + digits;
        return padded.substring(0, 8) + "_" + padded.substring(8);
    }

    @Override
    public int compareTo(CycleId other) {
        return Long.compare(packed, other.packed);
    }
}

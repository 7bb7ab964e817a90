package org.scratchpadinspector.formats.mempalace;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;

/**
 * One entry of a session, as the file holds it.
 *
 * @param number     its place in the file, from 1 (append order)
 * @param key        the key as text
 * @param value      the value as stored (text, usually)
 * @param toolOrigin the tool whose return it holds
 * @param timestamp  the timestamp as written
 * @param time       the timestamp read, null when it is not a time
 * @param promote    flagged for promotion to the palace ({@code "promote": true})
 */
record SessionEntry(int number, String key, JsonNode value, String toolOrigin, String timestamp, Instant time,
                    boolean promote) {

    /**
     * The value decoded: text as it is, anything else as compact JSON; a float that is not a number as Python's
     * {@code json} writes it ({@code NaN}, {@code Infinity}), not as the quoted text Jackson writes.
     */
    String valueText() {
        if (value.isTextual()) {
            return value.textValue();
        }
        if (value.isFloatingPointNumber() && !Double.isFinite(value.doubleValue())) {
            double d = value.doubleValue();
            return Double.isNaN(d) ? "NaN" : d > 0 ? "Infinity" : "-Infinity";
        }
        return value.toString();
    }

    /** Whether it was written at or before {@code at}; an entry without a readable time always counts. */
    boolean writtenBy(Instant at) {
        return time == null || !time.isAfter(at);
    }
}

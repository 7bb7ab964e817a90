package org.scratchpadinspector.format;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * How every format reads an agent's JSON file: what the agent's own reader accepts, we read. Python's {@code json}
 * (the agents of seeds 001, 003 and 004, and the samples' re-implementations) reads {@code NaN}, {@code Infinity}
 * and {@code -Infinity}, strings of any length and integers of up to 4,300 digits; so does this reader, within the
 * size bound every format puts on a file ({@link #MAX_FILE_BYTES}: a string can never be longer than the file, so
 * no file within the bound fails on its string length). Jackson's own defaults (20 million characters a string,
 * 1,000 digits a number, non-numeric numbers refused) called such files unreadable. Nothing may follow the value.
 */
public final class AgentJson {
    /** The bound on a JSON file of the agent's: a larger one is not parsed, and says so in one line. */
    public static final long MAX_FILE_BYTES = 48L * 1024 * 1024;
    /** Python's {@code int()} refuses a longer integer (its {@code sys.int_info.default_max_str_digits}). */
    public static final int MAX_NUMBER_DIGITS = 4300;
    /** Python's {@code json} stops at its recursion limit, 1,000 by default. */
    public static final int MAX_DEPTH = 1000;

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxStringLength((int) MAX_FILE_BYTES)
                    .maxNumberLength(MAX_NUMBER_DIGITS)
                    .maxNestingDepth(MAX_DEPTH)
                    .build())
            .build();
    private static final ObjectMapper MAPPER = JsonMapper.builder(FACTORY)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private AgentJson() {
    }

    /** The shared reader (thread-safe): a tree of the whole document, nothing after it. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** A new mapper on the same factory, for a format that adds features of its own (big decimals ...). */
    public static JsonMapper.Builder builder() {
        return JsonMapper.builder(FACTORY.copy()).enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    /** The factory, for a format that streams (entry by entry) with the same limits. */
    public static JsonFactory factory() {
        return FACTORY;
    }
}

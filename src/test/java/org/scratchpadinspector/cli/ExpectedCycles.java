package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/** Compares {@code ls --json} output with the {@code expected.json} a sample was scripted to produce. */
final class ExpectedCycles {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ExpectedCycles() {
    }

    static void assertMatches(String lsJson, Path expectedFile) throws IOException {
        JsonNode expected = JSON.readTree(expectedFile.toFile()).get("cycles");
        JsonNode actual = JSON.readTree(lsJson);
        boolean iterations = expected.findValue("iterations") != null;
        assertThat(byId(actual, iterations)).isEqualTo(byId(expected, iterations));
    }

    /**
     * id → "status flags=[…] tools=n perr=n" (and " iter=n" where the expected cycle states its iterations), so a
     * mismatch prints as a readable map diff.
     */
    private static Map<String, String> byId(JsonNode cycles, boolean iterations) {
        Map<String, String> out = new TreeMap<>();
        for (JsonNode c : cycles) {
            TreeSet<String> flags = new TreeSet<>();
            c.get("flags").forEach(f -> flags.add(f.asText()));
            out.put(c.get("id").asText(), c.get("status").asText() + " flags=" + flags
                    + " tools=" + c.get("tool_calls").asInt() + " perr=" + c.get("parse_errors").asInt()
                    + (iterations ? " iter=" + c.get("iterations").asText() : ""));
        }
        return out;
    }
}

package org.scratchpadinspector.core.scratchpad;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads what the cycle logs say beyond the snapshots: the number of iterations. */
final class LogReader {
    private static final Pattern ITERATION = Pattern.compile("\\biteration (\\d+)\\b");
    private static final long MAX_SCAN_BYTES = 8L * 1024 * 1024;

    /** The highest iteration number the log mentions, or -1 when it mentions none or cannot be read. */
    int iterations(Path log) {
        int max = -1;
        var decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE);
        try (BufferedReader reader = new BufferedReader(
                new java.io.InputStreamReader(Files.newInputStream(log), decoder))) {
            long read = 0;
            String line;
            while ((line = reader.readLine()) != null && read < MAX_SCAN_BYTES) {
                read += line.length() + 1;
                Matcher m = ITERATION.matcher(line);
                if (m.find()) {
                    max = Math.max(max, Integer.parseInt(m.group(1)));
                }
            }
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
        return max;
    }
}

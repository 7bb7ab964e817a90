package org.scratchpadinspector.formats.yamlcycles;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.format.Untrusted;

/**
 * Reads one cycle's section of a cycle log ({@link CycleLogSection}): streaming, it stops at the section's end,
 * so an early cycle's file that holds a long process's later cycles costs no more than the cycle itself.
 */
public final class LogReader {
    /** The seed sample's records: {@code … INFO iteration 2 response: …}. */
    private static final Pattern SAMPLE_ITERATION = Pattern.compile("\\biteration (\\d+)\\b");
    static final long MAX_SCAN_CHARS = 8L * 1024 * 1024;

    private LogReader() {
    }

    /** Cycle {@code id}'s section of {@code log} without its text, or null when the log cannot be read. */
    static CycleLogSection readQuietly(Path log, CycleId id) {
        try {
            return read(log, id, 0);
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * Reads cycle {@code id}'s section of {@code log}, keeping at most {@code maxTextChars} of its text.
     * Undecodable bytes become U+FFFD.
     */
    public static CycleLogSection read(Path log, CycleId id, int maxTextChars) throws IOException {
        String link = SymlinkCheck.refusal(log);
        if (link != null) {
            // a log linked out of its folder is not the agent's: its bytes are never shown
            throw new IOException(Untrusted.line(log.getFileName().toString()) + ": " + link.replace("the scratchpad",
                    "the logs folder"));
        }
        var decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(Files.newInputStream(log), decoder))) {
            return scan(new LineSource(reader), id, maxTextChars);
        }
    }

    /** The same on text in memory. */
    public static CycleLogSection of(String text, CycleId id, int maxTextChars) {
        try {
            return scan(new LineSource(new BufferedReader(new java.io.StringReader(text))), id, maxTextChars);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static CycleLogSection scan(LineSource lines, CycleId id, int maxText) throws IOException {
        String complete = CycleLogSection.completeLine(id);
        Section whole = new Section(1, maxText);
        Section own = null;
        long scanned = 0;
        int lineNo = 0;
        boolean moreAfter = false;
        String line;
        boolean cut = false;
        while ((line = lines.next()) != null) {
            if (scanned >= MAX_SCAN_CHARS) {
                cut = true;
                break;
            }
            lineNo++;
            scanned += line.length();
            String content = LineSource.strip(line);
            if (own == null) {
                if (content.equals(CycleLogSection.WAKING)) {
                    own = new Section(lineNo, maxText);
                    own.add(line, content);
                } else {
                    whole.add(line, content);
                    whole.sample.accept(content);
                    Matcher m = SAMPLE_ITERATION.matcher(content);
                    while (m.find()) {
                        whole.iterations = Math.max(whole.iterations, parse(m.group(1)));
                    }
                }
                continue;
            }
            // a line of text the agent read (its own log, say) may look like a waking or a complete line
            boolean text = own.steps.continuesText(withoutNewline(line));
            if (content.equals(CycleLogSection.WAKING) && !text) {
                moreAfter = true;
                break;
            }
            own.add(line, content);
            if (content.equals(complete) && !text) {
                moreAfter = lines.next() != null;
                break;
            }
        }
        if (cut) {
            // stopped at the scan bound, not at the section's end: said as a cut, never as the whole
            (own == null ? whole : own).truncated = true;
        }
        if (own == null) {
            return new CycleLogSection(whole.text.toString(), 1, whole.lines, true, false, whole.truncated,
                    whole.iterations, whole.sample.entries());
        }
        own.iterations = own.steps.highest();
        java.util.List<LoggedIteration> steps = own.steps.iterations();
        return new CycleLogSection(own.text.toString(), own.firstLine, own.lines, false, moreAfter, own.truncated,
                own.iterations, LoggedCalls.of(steps), steps, own.steps.reachedSleep(),
                own.steps.crashBeforeIterations());
    }

    private static String withoutNewline(String line) {
        return line.endsWith("\n") ? line.substring(0, line.length() - 1) : line;
    }

    private static int parse(String digits) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static final class Section {
        final int firstLine;
        final int maxText;
        final StringBuilder text = new StringBuilder();
        final IterationLog steps = new IterationLog();
        final SampleLogCalls sample = new SampleLogCalls();
        int lines;
        int iterations = -1;
        boolean truncated;

        Section(int firstLine, int maxText) {
            this.firstLine = firstLine;
            this.maxText = maxText;
        }

        void add(String line, String content) {
            lines++;
            steps.accept(withoutNewline(line));
            if (!truncated && text.length() + line.length() <= maxText) {
                text.append(line);
            } else if (maxText > 0) {
                truncated = true;
            }
        }
    }

    /** Lines with their terminators, so the section's text is the file's text. */
    private static final class LineSource {
        private final BufferedReader reader;
        private final char[] buffer = new char[8192];
        private int pos;
        private int end;

        LineSource(BufferedReader reader) {
            this.reader = reader;
        }

        String next() throws IOException {
            StringBuilder line = null;
            while (true) {
                if (pos == end) {
                    end = reader.read(buffer, 0, buffer.length);
                    pos = 0;
                    if (end <= 0) {
                        end = 0;
                        return line == null ? null : line.toString();
                    }
                }
                int start = pos;
                while (pos < end && buffer[pos] != '\n') {
                    pos++;
                }
                boolean newline = pos < end;
                if (newline) {
                    pos++;
                }
                if (line == null) {
                    line = new StringBuilder(pos - start + 16);
                }
                line.append(buffer, start, pos - start);
                if (newline) {
                    return line.toString();
                }
            }
        }

        static String strip(String line) {
            int n = line.length();
            if (n > 0 && line.charAt(n - 1) == '\n') {
                n--;
            }
            if (n > 0 && line.charAt(n - 1) == '\r') {
                n--;
            }
            return line.substring(0, n);
        }
    }
}

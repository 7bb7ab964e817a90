package org.scratchpadinspector.formats.yamlcycles;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a Python traceback is in a log text, chained ones included: Python prints the oldest exception first,
 * then "During handling of the above exception, another exception occurred:" or "The above exception was the
 * direct cause of the following exception:" and the next traceback, down to the exception that propagated.
 *
 * @param start     offset of the chain's first "Traceback (most recent call last):"
 * @param end       end (exclusive) of its last exception line
 * @param exception the exception that propagated (the chain's last "Name: message" line), or null when the text
 *                  ends first
 */
public record PythonTraceback(int start, int end, String exception) {
    public static final String HEADER = "Traceback (most recent call last):";
    static final String CAUSE = "The above exception was the direct cause of the following exception:";
    static final String CONTEXT = "During handling of the above exception, another exception occurred:";
    private static final Pattern EXCEPTION_LINE = Pattern.compile("^[A-Za-z_][\\w.]*(:.*)?$");
    /** A record of a timestamped log ({@code 2026-04-01 10:00:00,000 …}): a traceback ends before the next one. */
    private static final Pattern RECORD_START = Pattern.compile("(?m)^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}");

    /** The last traceback chain in {@code text}, or null when there is none. */
    public static PythonTraceback locate(String text) {
        List<int[]> lines = lines(text);
        PythonTraceback last = null;
        int i = 0;
        while (i < lines.size()) {
            if (!line(text, lines, i).equals(HEADER)) {
                i++;
                continue;
            }
            int chainStart = i;
            int header = i;
            String exception = null;
            int endLine;
            while (true) {
                int k = header + 1;
                while (k < lines.size() && indented(line(text, lines, k))) {
                    k++;
                }
                endLine = k - 1;
                if (k < lines.size() && EXCEPTION_LINE.matcher(line(text, lines, k)).matches()
                        && !line(text, lines, k).equals(HEADER)) {
                    exception = line(text, lines, k);
                    endLine = k;
                    k++;
                }
                int next = chained(text, lines, k);
                if (next < 0) {
                    break;
                }
                header = next;
            }
            int end = lines.get(endLine)[1];
            last = new PythonTraceback(lines.get(chainStart)[0], extendToNextRecord(text, end), exception);
            i = endLine + 1;
        }
        return last;
    }

    /** The header line of the traceback chained after line {@code k}, or -1. */
    private static int chained(String text, List<int[]> lines, int k) {
        int m = k;
        while (m < lines.size() && line(text, lines, m).isEmpty()) {
            m++;
        }
        if (m >= lines.size() || !(line(text, lines, m).equals(CAUSE) || line(text, lines, m).equals(CONTEXT))) {
            return -1;
        }
        m++;
        while (m < lines.size() && line(text, lines, m).isEmpty()) {
            m++;
        }
        return m < lines.size() && line(text, lines, m).equals(HEADER) ? m : -1;
    }

    /** In a timestamped log a message may span lines: the traceback runs to the line before the next record. */
    private static int extendToNextRecord(String text, int end) {
        Matcher next = RECORD_START.matcher(text);
        if (!next.find(end)) {
            return end;
        }
        int stop = next.start();
        while (stop > end && (text.charAt(stop - 1) == '\n' || text.charAt(stop - 1) == '\r')) {
            stop--;
        }
        return stop;
    }

    private static boolean indented(String line) {
        return !line.isEmpty() && Character.isWhitespace(line.charAt(0));
    }

    private static String line(String text, List<int[]> lines, int i) {
        int[] l = lines.get(i);
        return text.substring(l[0], l[1]);
    }

    /** [start, end) of every line, without its terminator. */
    private static List<int[]> lines(String text) {
        List<int[]> lines = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int nl = text.indexOf('\n', start);
            int stop = nl < 0 ? text.length() : nl;
            int end = stop > start && text.charAt(stop - 1) == '\r' ? stop - 1 : stop;
            lines.add(new int[] {start, end});
            start = nl < 0 ? text.length() : nl + 1;
        }
        return lines;
    }
}

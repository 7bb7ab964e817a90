package org.scratchpadinspector.formats.recursivecontext;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code recursive_context.log}, written with {@code %(asctime)s %(levelname)s %(name)s: %(message)s}: a record
 * starts with {@code YYYY-MM-DD HH:MM:SS,mmm LEVEL name: }; a line without that start continues the record
 * before it (a multi-line message or a traceback).
 */
final class RunLog {
    static final String FILE = "recursive_context.log";
    private static final Pattern RECORD = Pattern.compile(
            "^(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},\\d{3}) (\\w+) ([\\w.]+): (.*)$",
            Pattern.UNICODE_CHARACTER_CLASS | Pattern.DOTALL);

    /** One record: its time as written, its level, its logger and its message (continuation lines included). */
    record Entry(int number, String time, String level, String logger, String message) {
        String firstLine() {
            int cut = message.indexOf('\n');
            return cut < 0 ? message : message.substring(0, cut);
        }
    }

    /** The records, and a problem line when the file could not be read. */
    record Contents(List<Entry> entries, String problem) {
        Contents {
            entries = List.copyOf(entries);
        }
    }

    private RunLog() {
    }

    static Contents read(Path file, Path root) {
        BoundedFile content = BoundedFile.read(file, root);
        if (content.missing()) {
            return new Contents(List.of(), null);
        }
        if (!content.readable()) {
            // an empty log is what a run that never logged leaves: not a problem
            return new Contents(List.of(), content.problem().contains("empty file") ? null : content.problem());
        }
        return new Contents(parse(new String(content.bytes(), StandardCharsets.UTF_8)), null);
    }

    static List<Entry> parse(String text) {
        List<Entry> entries = new ArrayList<>();
        StringBuilder message = null;
        String[] head = null;
        for (String line : text.split("\n", -1)) {
            Matcher m = RECORD.matcher(line);
            if (m.matches()) {
                if (head != null) {
                    entries.add(entry(entries.size() + 1, head, message));
                }
                head = new String[] {m.group(1), m.group(2), m.group(3)};
                message = new StringBuilder(m.group(4));
            } else if (message != null) {
                message.append('\n').append(line);
            }
        }
        if (head != null) {
            entries.add(entry(entries.size() + 1, head, message));
        }
        return entries;
    }

    private static Entry entry(int number, String[] head, StringBuilder message) {
        String text = message.toString();
        int end = text.length();
        while (end > 0 && text.charAt(end - 1) == '\n') {
            end--;
        }
        return new Entry(number, head[0], head[1], head[2], text.substring(0, end));
    }
}

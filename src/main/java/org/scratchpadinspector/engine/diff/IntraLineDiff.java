package org.scratchpadinspector.engine.diff;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import com.github.difflib.patch.Chunk;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Word-level highlights inside a CHANGE edit. The i-th old line is paired with the i-th new line;
 * lines without a partner are wholly added or removed and get no highlight. Long lines and large
 * edits are skipped: the highlight would not help and the token diff would cost too much.
 */
public final class IntraLineDiff {
    public static final int MAX_LINE_LENGTH = 1000;
    public static final int MAX_LINE_PAIRS = 200;

    /** Words (letters, digits, underscore), whitespace runs, or any other single character. */
    private static final Pattern TOKEN = Pattern.compile("[\\p{L}\\p{N}_]+|\\s+|.", Pattern.DOTALL);

    private IntraLineDiff() {
    }

    public static IntraLineHighlights highlight(LineEdit edit, List<String> a, List<String> b) {
        int pairs = Math.min(edit.removedCount(), edit.addedCount());
        if (edit.type() != EditType.CHANGE || pairs > MAX_LINE_PAIRS) {
            return IntraLineHighlights.NONE;
        }
        List<LineHighlight> oldSide = new ArrayList<>();
        List<LineHighlight> newSide = new ArrayList<>();
        for (int i = 0; i < pairs; i++) {
            int oldLine = edit.aStart() + i;
            int newLine = edit.bStart() + i;
            String before = a.get(oldLine);
            String after = b.get(newLine);
            if (before.length() > MAX_LINE_LENGTH || after.length() > MAX_LINE_LENGTH) {
                continue;
            }
            List<Range>[] ranges = changedRanges(before, after);
            oldSide.add(new LineHighlight(oldLine, ranges[0]));
            newSide.add(new LineHighlight(newLine, ranges[1]));
        }
        return new IntraLineHighlights(oldSide, newSide);
    }

    /** Changed ranges of {@code before} (index 0) and {@code after} (index 1), merged where they touch. */
    @SuppressWarnings("unchecked")
    static List<Range>[] changedRanges(String before, String after) {
        Tokens oldTokens = Tokens.of(before);
        Tokens newTokens = Tokens.of(after);
        List<Range> oldRanges = new ArrayList<>();
        List<Range> newRanges = new ArrayList<>();
        for (AbstractDelta<String> delta : DiffUtils.diff(oldTokens.texts, newTokens.texts).getDeltas()) {
            addRange(oldRanges, oldTokens, delta.getSource());
            addRange(newRanges, newTokens, delta.getTarget());
        }
        return new List[] {oldRanges, newRanges};
    }

    private static void addRange(List<Range> ranges, Tokens tokens, Chunk<String> chunk) {
        if (chunk.size() == 0) {
            return;
        }
        int start = tokens.offsets.get(chunk.getPosition());
        int end = tokens.offsets.get(chunk.getPosition() + chunk.size());
        if (!ranges.isEmpty() && ranges.get(ranges.size() - 1).end() == start) {
            start = ranges.remove(ranges.size() - 1).start();
        }
        ranges.add(new Range(start, end));
    }

    /** A line split into tokens; {@code offsets} has one more entry than {@code texts} (the line length). */
    private record Tokens(List<String> texts, List<Integer> offsets) {
        static Tokens of(String line) {
            List<String> texts = new ArrayList<>();
            List<Integer> offsets = new ArrayList<>();
            Matcher m = TOKEN.matcher(line);
            while (m.find()) {
                texts.add(m.group());
                offsets.add(m.start());
            }
            offsets.add(line.length());
            return new Tokens(texts, offsets);
        }
    }
}

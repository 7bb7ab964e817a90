package org.scratchpadinspector.engine.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Deterministic large inputs shaped like a decoded notes log, shared by tests and {@link DiffTimings}. */
final class DiffTestData {
    static final int FIVE_MB = 5 * 1024 * 1024;

    private DiffTestData() {
    }

    /** About {@code bytes} of notes-like lines, all distinct. */
    static List<String> notesLog(int bytes, long seed) {
        Random random = new Random(seed);
        List<String> lines = new ArrayList<>();
        int size = 0;
        for (int i = 0; size < bytes; i++) {
            String line = "[TOOL] shell({'command': 'echo " + i + "'}) \u2192 result " + Long.toHexString(random.nextLong());
            lines.add(line);
            size += line.length() + 1;
        }
        return lines;
    }

    /** The same lines with every one of them altered. */
    static List<String> everyLineChanged(List<String> lines) {
        List<String> changed = new ArrayList<>(lines.size());
        for (String line : lines) {
            changed.add(line + " (edited)");
        }
        return changed;
    }

    /** Every second line altered, so unique common lines alternate with changes all the way through. */
    static List<String> everyOtherCommon(List<String> lines) {
        List<String> changed = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            changed.add(i % 2 == 0 ? lines.get(i) : lines.get(i) + " (edited)");
        }
        return changed;
    }

    /** A copy with a handful of lines changed, inserted and deleted, spread over the whole text. */
    static List<String> fewChanges(List<String> lines) {
        List<String> changed = new ArrayList<>(lines);
        int step = changed.size() / 12;
        for (int k = 1; k <= 10; k++) {
            int at = k * step;
            switch (k % 3) {
                case 0 -> changed.set(at, changed.get(at) + " (edited)");
                case 1 -> changed.add(at, "[COMPLETED] inserted line " + k);
                default -> changed.remove(at);
            }
        }
        return changed;
    }

    /** Applies the edit script to {@code a}; equals {@code b} when the diff is correct. */
    static List<String> apply(LineDiffResult result, List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(b.size());
        int aPos = 0;
        for (LineEdit edit : result.edits()) {
            out.addAll(a.subList(aPos, edit.aStart()));
            out.addAll(b.subList(edit.bStart(), edit.bEnd()));
            aPos = edit.aEnd();
        }
        out.addAll(a.subList(aPos, a.size()));
        return out;
    }
}

package org.scratchpadinspector.formats.recursivecontext;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The section paths of a markdown scratchpad: {@code SECTION} for a {@code ## } header, {@code SECTION/Subsection}
 * for a {@code ### } header under it. A path's text is the lines after its header up to the next {@code ## },
 * {@code ### } or {@code ---} line, trailing blank lines dropped; a header that appears twice continues its path.
 */
final class Sections {
    private static final int SHOWN = 80;

    private Sections() {
    }

    /** {path: text}, in document order. */
    static Map<String, String> of(String scratchpad) {
        Map<String, List<String>> lines = new LinkedHashMap<>();
        String section = null;
        String path = null;
        for (String line : scratchpad.split("\n", -1)) {
            if (line.startsWith("## ")) {
                section = PythonText.strip(line.substring(3));
                path = section;
                lines.putIfAbsent(path, new ArrayList<>());
            } else if (line.startsWith("### ")) {
                String sub = PythonText.strip(line.substring(4));
                path = section != null ? section + "/" + sub : sub;
                lines.putIfAbsent(path, new ArrayList<>());
            } else if (line.startsWith("---")) {
                path = null;
            } else if (path != null) {
                lines.get(path).add(line);
            }
        }
        Map<String, String> texts = new LinkedHashMap<>();
        lines.forEach((key, body) -> {
            int end = body.size();
            while (end > 0 && PythonText.strip(body.get(end - 1)).isEmpty()) {
                end--;
            }
            texts.put(key, String.join("\n", body.subList(0, end)));
        });
        return texts;
    }

    /** The after's paths whose text differs, in document order, then the paths only the before has. */
    static List<String> changed(String before, String after) {
        Map<String, String> old = of(before);
        Map<String, String> now = of(after);
        List<String> changed = new ArrayList<>();
        now.forEach((path, text) -> {
            if (!text.equals(old.get(path))) {
                changed.add(path);
            }
        });
        old.keySet().stream().filter(path -> !now.containsKey(path)).forEach(changed::add);
        return changed;
    }

    /** One line per changed path: {@code PATH: "old" → "new"} (or {@code appended "text"}), each side on one shortened line. */
    static List<String> changeLines(String before, String after) {
        Map<String, String> old = of(before);
        Map<String, String> now = of(after);
        List<String> lines = new ArrayList<>();
        for (String path : changed(before, after)) {
            String was = old.get(path);
            String is = now.get(path);
            if (was == null) {
                lines.add(path + ": added " + quote(oneLine(is), 0));
            } else if (is == null) {
                lines.add(path + ": removed (was " + quote(oneLine(was), 0) + ")");
            } else if (!was.isEmpty() && is.startsWith(was)) {
                lines.add(path + ": appended " + quote(oneLine(is.substring(was.length()).replaceFirst("^\\n+", "")), 0));
            } else if (is.isEmpty()) {
                lines.add(path + ": " + quote(oneLine(was), 0) + " → (empty)");
            } else {
                String a = oneLine(was);
                String b = oneLine(is);
                int from = Math.max(0, commonPrefix(a, b) - 15);
                lines.add(path + ": " + (a.isEmpty() ? "(empty)" : quote(a, from)) + " → " + quote(b, from));
            }
        }
        if (lines.isEmpty() && !before.equals(after)) {
            lines.add("layout only: no section's text differs (blank lines or header spacing changed)");
        }
        return lines;
    }

    /** Multi-line text on one line, each line break shown as ⏎. */
    static String oneLine(String text) {
        return text.replace("\r\n", " ⏎ ").replace("\n", " ⏎ ");
    }

    private static String quote(String text, int from) {
        int start = Math.min(from, text.length());
        if (start > 0 && Character.isLowSurrogate(text.charAt(start))) {
            start--;
        }
        String shown = text.substring(start);
        if (shown.length() > SHOWN) {
            int cut = SHOWN;
            if (Character.isHighSurrogate(shown.charAt(cut - 1))) {
                cut--;
            }
            shown = shown.substring(0, cut) + "…";
        }
        return "\"" + (start > 0 ? "…" : "") + shown + "\"";
    }

    private static int commonPrefix(String a, String b) {
        int n = Math.min(a.length(), b.length());
        int i = 0;
        while (i < n && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return i;
    }
}

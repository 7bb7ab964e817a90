package org.scratchpadinspector.engine.markdown;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Markdown memory file read as sections: its front matter ({@code front-matter}), the text before the first
 * heading ({@code ""}, only when it holds something), then one section per ATX heading outside code fences, keyed
 * by the chain of headings above it, top level first ({@code Release/Notes}). A heading's section ends at the next
 * heading of any level. A key met twice in one file is kept apart as {@code Key (2)}, {@code Key (3)}.
 *
 * @param lines       the file's lines
 * @param frontMatter its front matter, or {@link FrontMatter#ABSENT}
 * @param sections    in file order
 */
public record MarkdownFile(List<String> lines, FrontMatter frontMatter, List<Section> sections) {
    public MarkdownFile {
        lines = Collections.unmodifiableList(lines);
        sections = List.copyOf(sections);
    }

    public static MarkdownFile parse(String text) {
        List<String> lines = TextLines.split(text);
        FrontMatter front = FrontMatter.of(lines);
        List<Section> sections = new ArrayList<>();
        Map<String, Integer> seen = new LinkedHashMap<>();
        if (front.present()) {
            sections.add(new Section(Section.FRONT_MATTER, 1, front.endLine(), front.yaml().strip(), 0));
            seen.put(Section.FRONT_MATTER, 1);
        }
        List<String> chain = new ArrayList<>();
        List<Integer> levels = new ArrayList<>();
        Fence fence = new Fence();
        int start = front.endLine();
        String key = "";
        int headingLine = -1;
        int level = 0;
        for (int i = front.endLine(); i < lines.size(); i++) {
            if (fence.inCode(lines.get(i))) {
                continue;
            }
            Heading heading = Heading.of(lines.get(i));
            if (heading == null) {
                continue;
            }
            add(sections, seen, key, headingLine, level, start, i, lines);
            while (!levels.isEmpty() && levels.get(levels.size() - 1) >= heading.level()) {
                levels.remove(levels.size() - 1);
                chain.remove(chain.size() - 1);
            }
            levels.add(heading.level());
            chain.add(heading.text());
            key = String.join("/", chain);
            headingLine = i;
            level = heading.level();
            start = i + 1;
        }
        add(sections, seen, key, headingLine, level, start, lines.size(), lines);
        return new MarkdownFile(lines, front, sections);
    }

    private static void add(List<Section> sections, Map<String, Integer> seen, String key, int headingLine, int level,
                            int from, int to, List<String> lines) {
        String text = TextLines.body(lines, from, to);
        if (headingLine < 0 && text.isEmpty()) {
            return;
        }
        int n = seen.merge(key, 1, Integer::sum);
        String unique = n == 1 ? key : key + " (" + n + ")";
        int first = headingLine >= 0 ? headingLine + 1 : firstNonBlank(lines, from, to) + 1;
        sections.add(new Section(unique, first, Math.max(first, to), text, level));
    }

    private static int firstNonBlank(List<String> lines, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!lines.get(i).isBlank()) {
                return i;
            }
        }
        return from;
    }

    /** The sections by key, in file order. */
    public Map<String, Section> byKey() {
        Map<String, Section> map = new LinkedHashMap<>();
        sections.forEach(s -> map.put(s.key(), s));
        return map;
    }

    /** The lines after the front matter that lie outside fenced code blocks, as (1-based line, text). */
    public List<Map.Entry<Integer, String>> proseLines() {
        List<Map.Entry<Integer, String>> out = new ArrayList<>();
        Fence fence = new Fence();
        for (int i = frontMatter.endLine(); i < lines.size(); i++) {
            if (!fence.inCode(lines.get(i))) {
                out.add(Map.entry(i + 1, lines.get(i)));
            }
        }
        return out;
    }
}

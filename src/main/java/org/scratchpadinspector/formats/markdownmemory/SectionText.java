package org.scratchpadinspector.formats.markdownmemory;

import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.engine.markdown.EntryFile;
import org.scratchpadinspector.engine.markdown.FrontMatter;
import org.scratchpadinspector.engine.markdown.MarkdownFile;
import org.scratchpadinspector.engine.markdown.Section;
import org.scratchpadinspector.engine.markdown.TextLines;

/**
 * The text a section operation leaves: replace, append to or clear one section by its key, keeping its heading,
 * the blank lines around its text, and every other line of the file as it was; add, replace or remove one
 * {@code §} entry, the file then written as its system writes it (entries joined by the separator).
 */
final class SectionText {
    private SectionText() {
    }

    /** The file with section {@code key}'s text set to {@code body}; a missing section is added at the end. */
    static String replace(String text, String key, String body) {
        MarkdownFile file = MarkdownFile.parse(text);
        List<String> lines = new ArrayList<>(file.lines());
        List<String> bodyLines = body.isEmpty() ? List.of() : TextLines.split(body.strip().isEmpty() ? "" : body.stripTrailing());
        Section section = file.byKey().get(key);
        if (key.equals(Section.FRONT_MATTER)) {
            return frontMatter(file, lines, body, text);
        }
        if (section == null) {
            return added(file, lines, key, bodyLines, text);
        }
        int from = section.level() > 0 ? section.firstLine() : bodyStart(file);
        int to = section.level() > 0 ? section.lastLine() : preambleEnd(file, section);
        List<String> region = lines.subList(from, to);
        boolean leadingBlank = !region.isEmpty() && region.get(0).isBlank() && section.level() > 0;
        boolean trailingBlank = to < lines.size() && (region.isEmpty() || region.get(region.size() - 1).isBlank()
                || section.text().isEmpty());
        List<String> replacement = new ArrayList<>();
        if (leadingBlank && !bodyLines.isEmpty()) {
            replacement.add("");
        }
        replacement.addAll(bodyLines);
        if (trailingBlank && (!bodyLines.isEmpty() || section.level() > 0)) {
            replacement.add("");
        }
        region.clear();
        region.addAll(replacement);
        return join(lines, text);
    }

    static String append(String text, String key, String addition) {
        Section section = MarkdownFile.parse(text).byKey().get(key);
        String body = section == null || section.text().isEmpty() ? addition.stripTrailing()
                : section.text() + "\n" + addition.stripTrailing();
        return replace(text, key, body);
    }

    static String clear(String text, String key) {
        return replace(text, key, "");
    }

    private static int bodyStart(MarkdownFile file) {
        return file.frontMatter().endLine();
    }

    private static int preambleEnd(MarkdownFile file, Section preamble) {
        for (Section s : file.sections()) {
            if (s.level() > 0) {
                return s.firstLine() - 1;
            }
        }
        return file.lines().size();
    }

    private static String frontMatter(MarkdownFile file, List<String> lines, String yaml, String text) {
        List<String> yamlLines = yaml.strip().isEmpty() ? List.of() : TextLines.split(yaml.stripTrailing());
        FrontMatter check = FrontMatter.of(concat(List.of("---"), yamlLines, List.of("---")));
        if (check.value() == null) {
            throw new IllegalArgumentException("the front matter would not parse: " + check.problem());
        }
        if (file.frontMatter().present() && file.frontMatter().closed()) {
            List<String> region = lines.subList(1, file.frontMatter().endLine() - 1);
            region.clear();
            region.addAll(yamlLines);
        } else {
            lines.addAll(0, concat(List.of("---"), yamlLines, List.of("---")));
        }
        return join(lines, text);
    }

    /** A section the file lacks, added as a heading under its parent (or at the end, at the top level). */
    private static String added(MarkdownFile file, List<String> lines, String key, List<String> body, String text) {
        int slash = key.lastIndexOf('/');
        String parentKey = slash < 0 ? null : key.substring(0, slash);
        String title = slash < 0 ? key : key.substring(slash + 1);
        Section parent = parentKey == null ? null : file.byKey().get(parentKey);
        if (parentKey != null && (parent == null || parent.level() == 0)) {
            throw new IllegalArgumentException("no section " + key + " and no section " + parentKey + " to add it under");
        }
        if (key.isEmpty()) {
            lines.addAll(file.frontMatter().endLine(), concat(body, List.of("")));
            return join(lines, text);
        }
        int level;
        int at;
        if (parent == null) {
            level = file.sections().stream().filter(s -> s.level() > 0 && !s.key().contains("/")).mapToInt(Section::level)
                    .min().orElse(1);
            at = lines.size();
        } else {
            level = Math.min(6, parent.level() + 1);
            at = subtreeEnd(file, parent);
        }
        List<String> insert = new ArrayList<>();
        if (at > 0 && !lines.get(at - 1).isBlank()) {
            insert.add("");
        }
        insert.add("#".repeat(level) + " " + title);
        insert.addAll(body);
        if (at < lines.size()) {
            insert.add("");
        }
        lines.addAll(at, insert);
        return join(lines, text);
    }

    private static int subtreeEnd(MarkdownFile file, Section parent) {
        boolean inside = false;
        for (Section s : file.sections()) {
            if (s == parent) {
                inside = true;
            } else if (inside && s.level() > 0 && s.level() <= parent.level()) {
                return s.firstLine() - 1;
            }
        }
        return file.lines().size();
    }

    private static List<String> concat(List<String> a, List<String> b, List<String> c) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        out.addAll(c);
        return out;
    }

    private static List<String> concat(List<String> a, List<String> b) {
        return concat(a, b, List.of());
    }

    /** The lines joined with the file's own line end, ending as the file did (with or without a final newline). */
    private static String join(List<String> lines, String original) {
        String end = original.contains("\r\n") ? "\r\n" : "\n";
        boolean finalNewline = original.isEmpty() || original.endsWith("\n");
        String joined = String.join(end, lines);
        return finalNewline && !lines.isEmpty() ? joined + end : joined;
    }

    /** The entries after adding one at the end; refused when empty or already there. */
    static String addEntry(String text, String entry) {
        String value = entry.strip();
        if (value.isEmpty()) {
            throw new IllegalArgumentException("an entry cannot be empty");
        }
        List<String> entries = new ArrayList<>(EntryFile.parse(text).texts());
        if (entries.contains(value)) {
            throw new IllegalArgumentException("that entry exists already (the memory tool would not add it twice)");
        }
        entries.add(value);
        return EntryFile.join(entries);
    }

    static String replaceEntry(String text, int index, String entry) {
        String value = entry.strip();
        if (value.isEmpty()) {
            throw new IllegalArgumentException("an entry cannot be empty: remove it instead");
        }
        List<String> entries = new ArrayList<>(EntryFile.parse(text).texts());
        check(entries, index);
        entries.set(index, value);
        return EntryFile.join(entries);
    }

    static String removeEntry(String text, int index) {
        List<String> entries = new ArrayList<>(EntryFile.parse(text).texts());
        check(entries, index);
        entries.remove(index);
        return EntryFile.join(entries);
    }

    private static void check(List<String> entries, int index) {
        if (index < 0 || index >= entries.size()) {
            throw new IllegalArgumentException("no entry §" + index + " (the file has " + entries.size() + ", §0 to §"
                    + (entries.size() - 1) + ")");
        }
    }
}

package org.scratchpadinspector.formats.markdownmemory;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.eclipse.jgit.lib.ObjectId;
import org.scratchpadinspector.engine.markdown.EntryFile;
import org.scratchpadinspector.engine.markdown.FrontMatter;
import org.scratchpadinspector.engine.markdown.MarkdownFile;
import org.scratchpadinspector.engine.markdown.Section;
import org.scratchpadinspector.engine.markdown.TextLines;

/**
 * One memory file's content at one version, parsed once per blob: as Markdown sections, or as {@code §} entries
 * for a file the system writes as entries. A file that is not text reads as unreadable, never as empty.
 */
final class MemoryFile {
    private final String path;
    private final ObjectId id;
    private final String text;
    private final String problem;
    private final MarkdownFile markdown;
    private final EntryFile entries;
    private final Map<String, Object> memo = new HashMap<>();

    private MemoryFile(String path, ObjectId id, String text, String problem, MarkdownFile markdown, EntryFile entries) {
        this.path = path;
        this.id = id;
        this.text = text;
        this.problem = problem;
        this.markdown = markdown;
        this.entries = entries;
    }

    static MemoryFile parse(String path, ObjectId id, byte[] bytes, boolean asEntries) {
        if (bytes == null) {
            return new MemoryFile(path, id, null, "cannot be read from the history", null, null);
        }
        if (TextLines.binary(bytes)) {
            return new MemoryFile(path, id, null, "binary content (a NUL byte), not a text file", null, null);
        }
        String text = TextLines.decode(bytes);
        if (text == null) {
            return new MemoryFile(path, id, null, "not UTF-8 text", null, null);
        }
        return asEntries
                ? new MemoryFile(path, id, text, null, null, EntryFile.parse(text))
                : new MemoryFile(path, id, text, null, MarkdownFile.parse(text), null);
    }

    String path() {
        return path;
    }

    ObjectId id() {
        return id;
    }

    boolean readable() {
        return text != null;
    }

    /** The text, or null when unreadable. */
    String text() {
        return text;
    }

    /** Why it cannot be read, or null. */
    String problem() {
        return problem;
    }

    boolean entries() {
        return entries != null;
    }

    EntryFile entryFile() {
        return entries;
    }

    MarkdownFile markdown() {
        return markdown;
    }

    FrontMatter frontMatter() {
        return markdown == null ? FrontMatter.ABSENT : markdown.frontMatter();
    }

    List<String> lines() {
        return markdown != null ? markdown.lines() : text == null ? List.of() : TextLines.split(text);
    }

    /** Its sections (entries for an entries file), in order; none when unreadable. */
    List<Section> sections() {
        return markdown != null ? markdown.sections() : entries != null ? entries.entries() : List.of();
    }

    /** A value computed once per blob (a rule's findings about this file alone). */
    @SuppressWarnings("unchecked")
    synchronized <T> T memo(String key, Supplier<T> compute) {
        Object v = memo.get(key);
        if (v == null) {
            v = compute.get();
            memo.put(key, v);
        }
        return (T) v;
    }
}

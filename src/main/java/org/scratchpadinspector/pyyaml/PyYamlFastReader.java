package org.scratchpadinspector.pyyaml;

import static org.scratchpadinspector.pyyaml.FastText.refuse;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * A fast reader for exactly what PyYAML's {@code yaml.dump(..., default_flow_style=False)} writes:
 * block mappings and sequences (dashes at the parent key's indentation or deeper), plain, single- and
 * double-quoted scalars, empty {@code []} and {@code {}}. Plain scalars are resolved with
 * {@link PyYamlResolver} and built by {@link YamlConstructor}, so values equal the SnakeYAML path's.
 * Anything else (anchors, aliases, tags, block scalars, flow content, comments, explicit keys, tabs,
 * duplicate keys, odd indentation, document markers, ...) yields {@link #REFUSED}, and the caller
 * falls back to SnakeYAML, which gives the same value or the proper {@link YamlProblem}.
 */
final class PyYamlFastReader {
    /** Returned when the text is outside the subset; the caller must use the SnakeYAML path. */
    static final Object REFUSED = new Object();
    /** Deeper documents are left to SnakeYAML, which enforces the nesting limit. */
    private static final int MAX_DEPTH = 100;
    private static final PyYamlResolver RESOLVER = new PyYamlResolver();
    /*
     * Reading 100,000 cycles' 200,000 small snapshots allocated 1.9 GB: a quarter of it was building a SafeConstructor
     * per document (it fills several maps when made), another eighth the resolver's regular expressions on the same
     * few keys and values in every file: see PyYamlResolver.plainTag. So a constructor is built once per thread.
     */
    private static final ThreadLocal<YamlConstructor> CONSTRUCTOR =
            ThreadLocal.withInitial(() -> new YamlConstructor(new LoaderOptions()));

    private final FastText t;
    private final char[] s;
    private final int n;

    private PyYamlFastReader(String text) {
        t = new FastText(text);
        s = t.s;
        n = t.n;
    }

    /** The value of the document, or {@link #REFUSED}. */
    static Object read(String text) {
        if (text.length() > YamlReader.CODE_POINT_LIMIT) {
            return REFUSED;
        }
        try {
            return new PyYamlFastReader(text).document();
        } catch (RuntimeException | StackOverflowError e) {
            return REFUSED; // FastText.Refusal, or any surprise: SnakeYAML decides
        }
    }

    private Object document() {
        t.checkCharacters();
        int line = t.nextContentLine(0);
        if (line == n) {
            throw refuse(); // empty document
        }
        int indent = t.indentAt(line);
        int start = line + indent;
        t.pos = start;
        Object value = node(indent, -1, 0, false);
        int next = t.nextContentLine(t.pos);
        if (next == n) {
            return value;
        }
        boolean plainRoot = s[start] != '\'' && s[start] != '"' && !(value instanceof List<?>)
                && !(value instanceof Map<?, ?>);
        if (plainRoot && t.finalDocumentEndAt(next)) {
            return value;
        }
        throw refuse();
    }

    /**
     * The node whose first character is at pos, at column col, inside a block collection indented by
     * parentIndent. Leaves pos at the start of the line after the node.
     */
    private Object node(int col, int parentIndent, int depth, boolean collectionOnly) {
        if (depth > MAX_DEPTH) {
            throw refuse();
        }
        int start = t.pos;
        char c = s[start];
        if (c == '-' && t.blankAt(start + 1)) {
            return sequence(col, depth + 1);
        }
        if (c == '\'' || c == '"') {
            String text = FastScalars.quoted(t, parentIndent);
            if (t.pos < n && s[t.pos] == ':' && t.blankAt(t.pos + 1)) {
                return mapping(col, depth + 1, simpleQuotedKey(start, text));
            }
            if (collectionOnly) {
                throw refuse();
            }
            t.endLine();
            return text;
        }
        if (c == '[' || c == '{') {
            if (collectionOnly) {
                throw refuse();
            }
            return emptyFlow();
        }
        if (!FastScalars.plainStart(t, start)) {
            throw refuse();
        }
        int colon = FastScalars.plainKeyColon(t, start);
        if (colon >= 0) {
            Object key = plain(new String(s, start, colon - start));
            t.pos = colon;
            return mapping(col, depth + 1, key);
        }
        if (collectionOnly) {
            throw refuse();
        }
        return plain(FastScalars.plainValue(t, parentIndent));
    }

    /** A block mapping at column col whose first key has been read; pos is at that key's ':'. */
    private Map<Object, Object> mapping(int col, int depth, Object firstKey) {
        Map<Object, Object> map = new LinkedHashMap<>();
        Object key = firstKey;
        while (true) {
            t.pos++; // the ':'
            Object value = mappingValue(col, depth);
            if (map.containsKey(key)) {
                throw refuse(); // SnakeYAML reports the duplicate with its position
            }
            map.put(key, value);
            int line = t.nextContentLine(t.pos);
            if (line == n) {
                t.pos = n;
                return map;
            }
            int indent = t.indentAt(line);
            if (indent < col) {
                t.pos = line;
                return map;
            }
            if (indent > col) {
                throw refuse();
            }
            t.pos = line + indent;
            key = key();
        }
    }

    /** A key at pos, which must be followed by ':' on the same line; leaves pos at the ':'. */
    private Object key() {
        int start = t.pos;
        char c = s[start];
        if (c == '\'' || c == '"') {
            String text = FastScalars.quoted(t, Integer.MAX_VALUE);
            if (t.pos < n && s[t.pos] == ':' && t.blankAt(t.pos + 1)) {
                return simpleQuotedKey(start, text);
            }
            throw refuse();
        }
        if (!FastScalars.plainStart(t, start)) {
            throw refuse();
        }
        int colon = FastScalars.plainKeyColon(t, start);
        if (colon < 0) {
            throw refuse();
        }
        t.pos = colon;
        return plain(new String(s, start, colon - start));
    }

    /** A quoted key must fit on one line and stay short (SnakeYAML's simple-key rules). */
    private String simpleQuotedKey(int start, String text) {
        if (t.pos - start > FastText.MAX_KEY_CHARS) {
            throw refuse();
        }
        for (int i = start; i < t.pos; i++) {
            if (s[i] == '\n') {
                throw refuse();
            }
        }
        return text;
    }

    /** The value after a key's ':' (pos is just after it), inline or on the following lines. */
    private Object mappingValue(int col, int depth) {
        int p = t.pos;
        if (p < n && s[p] == ' ' && p + 1 < n && s[p + 1] != ' ' && s[p + 1] != '\n') {
            t.pos = p + 1;
            char c = s[t.pos];
            if (c == '\'' || c == '"') {
                String text = FastScalars.quoted(t, col);
                t.endLine();
                return text;
            }
            if (c == '[' || c == '{') {
                return emptyFlow();
            }
            if (!FastScalars.plainStart(t, t.pos)) {
                throw refuse();
            }
            return plain(FastScalars.plainValue(t, col));
        }
        if (p < n && s[p] != '\n') {
            throw refuse(); // extra spaces after ':'
        }
        int line = t.nextContentLine(Math.min(p + 1, n));
        if (line < n) {
            int indent = t.indentAt(line);
            int first = line + indent;
            if (indent > col) {
                t.pos = first;
                return node(indent, col, depth, true);
            }
            if (indent == col && s[first] == '-' && t.blankAt(first + 1)) {
                t.pos = first;
                return sequence(col, depth + 1); // PyYAML's dashes at the key's indentation
            }
        }
        t.pos = Math.min(p + 1, n);
        return plain("");
    }

    /** A block sequence whose first '-' is at pos, column col. */
    private List<Object> sequence(int col, int depth) {
        if (depth > MAX_DEPTH) {
            throw refuse();
        }
        List<Object> list = new ArrayList<>();
        while (true) {
            int dash = t.pos;
            if (dash + 2 >= n || s[dash + 1] != ' ' || s[dash + 2] == ' ' || s[dash + 2] == '\n') {
                throw refuse(); // "-" alone on its line, or extra spaces
            }
            t.pos = dash + 2;
            list.add(node(col + 2, col, depth, false));
            int line = t.nextContentLine(t.pos);
            if (line == n) {
                t.pos = n;
                return list;
            }
            int indent = t.indentAt(line);
            int first = line + indent;
            if (indent == col && s[first] == '-' && t.blankAt(first + 1)) {
                t.pos = first;
                continue;
            }
            if (indent > col) {
                throw refuse();
            }
            t.pos = line;
            return list;
        }
    }

    private Object emptyFlow() {
        char open = s[t.pos];
        char close = open == '[' ? ']' : '}';
        if (t.pos + 1 >= n || s[t.pos + 1] != close) {
            throw refuse(); // flow collections with content are left to SnakeYAML
        }
        t.pos += 2;
        t.endLine();
        return open == '[' ? new ArrayList<>() : new LinkedHashMap<>();
    }

    /** A plain scalar's value: resolved and built exactly as the SnakeYAML path does. */
    private Object plain(String text) {
        Tag tag = RESOLVER.plainTag(text);
        if (Tag.STR.equals(tag)) {
            return text;
        }
        if (Tag.NULL.equals(tag) || Tag.BOOL.equals(tag) || Tag.INT.equals(tag) || Tag.FLOAT.equals(tag)
                || Tag.TIMESTAMP.equals(tag)) {
            return CONSTRUCTOR.get().constructPlainScalar(tag, text);
        }
        throw refuse(); // "<<" (merge) and "=" (value)
    }
}

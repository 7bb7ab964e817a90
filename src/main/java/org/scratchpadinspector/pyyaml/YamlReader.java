package org.scratchpadinspector.pyyaml;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.reader.ReaderException;
import org.yaml.snakeyaml.representer.Representer;

/**
 * Reads YAML like PyYAML's {@code yaml.safe_load}, with safe limits, turning every failure into a
 * {@link YamlProblem}. Mappings are LinkedHashMap (order kept), sequences ArrayList, unquoted
 * timestamps {@link YamlTimestamp}, !!binary byte[]. Unlike PyYAML, a duplicate key is an error.
 *
 * <p>Every parse is bounded: a document over {@link #MAX_DOCUMENT_CHARS} is refused at once, and one that
 * is still being parsed after the deadline ({@link #DEFAULT_DEADLINE} unless given) is stopped with a
 * problem starting with {@link #TOO_SLOW}. PyYAML's block style is read by a fast linear reader and never
 * comes near the deadline; other styles (flow style above all) go through SnakeYAML, which reads some of
 * them at a few hundred kilobytes a second.
 */
public final class YamlReader {
    public static final int CODE_POINT_LIMIT = 64 * 1024 * 1024;
    public static final int NESTING_DEPTH_LIMIT = 200;
    public static final int MAX_ALIASES_FOR_COLLECTIONS = 100;
    /** Larger documents are not parsed at all (48 MiB of text). */
    public static final int MAX_DOCUMENT_CHARS = 48 * 1024 * 1024;
    public static final Duration DEFAULT_DEADLINE = Duration.ofSeconds(2);
    /** How the problem of a parse stopped at its deadline starts, so callers can tell it from a YAML error. */
    public static final String TOO_SLOW = "too slow to parse in this style";

    private YamlReader() {
    }

    public static Object parse(String text) throws YamlProblem {
        return parse(text, DEFAULT_DEADLINE);
    }

    /** Like {@link #parse(String)}, stopped with a {@link #TOO_SLOW} problem once {@code deadline} has passed. */
    public static Object parse(String text, Duration deadline) throws YamlProblem {
        return parse(text, -1, System.nanoTime(), deadline);
    }

    private static Object parse(String text, long sizeBytes, long start, Duration deadline) throws YamlProblem {
        if (text.length() > MAX_DOCUMENT_CHARS) {
            throw new YamlProblem(String.format(java.util.Locale.ROOT,
                    "document is %s, over the %d MB limit for parsing", megabytes(text, sizeBytes),
                    MAX_DOCUMENT_CHARS / (1024 * 1024)));
        }
        Object fast = PyYamlFastReader.read(text);
        if (fast != PyYamlFastReader.REFUSED) {
            return fast;
        }
        try {
            return parseWithSnakeYaml(text, start + deadline.toNanos());
        } catch (DeadlineReader.DeadlinePassed e) {
            throw new YamlProblem(TOO_SLOW + " (" + megabytes(text, sizeBytes) + ", " + styleOf(text)
                    + "): stopped after " + describe(deadline));
        }
    }

    /** The SnakeYAML path alone: every document the fast path refuses, and every problem, comes from here. */
    static Object parseWithSnakeYaml(String text) throws YamlProblem {
        return parseWithSnakeYaml(text, System.nanoTime() + Long.MAX_VALUE / 2);
    }

    private static Object parseWithSnakeYaml(String text, long deadlineNanos) throws YamlProblem {
        LoaderOptions options = loaderOptions();
        YamlConstructor constructor = new YamlConstructor(options);
        Yaml yaml = new Yaml(constructor, new Representer(new DumperOptions()), new DumperOptions(), options,
                new PyYamlResolver());
        try {
            Node root = yaml.compose(new DeadlineReader(text, deadlineNanos));
            if (root == null) {
                return null;
            }
            AliasExpansionGuard.check(root);
            return constructor.constructRoot(root);
        } catch (MarkedYAMLException e) {
            throw markedProblem(e);
        } catch (ReaderException e) {
            throw readerProblem(text, e);
        } catch (DeadlineReader.DeadlinePassed e) {
            throw e;
        } catch (YAMLException e) {
            throw new YamlProblem(0, 0, friendlyReason(e.getMessage()), e);
        } catch (RuntimeException | StackOverflowError e) {
            throw new YamlProblem(0, 0, "unreadable YAML: " + e, e);
        }
    }

    /** Like {@link #parse(String)}; the deadline counts the decoding too. */
    public static Object parse(byte[] bytes) throws YamlProblem {
        long start = System.nanoTime();
        return parse(Utf8.decodeStrictly(bytes), bytes.length, start, DEFAULT_DEADLINE);
    }

    /** Like {@link #parse(String)}, but the document must be a mapping with string keys. */
    public static Map<String, Object> parseMapping(String text) throws YamlProblem {
        return requireMapping(parse(text));
    }

    public static Map<String, Object> parseMapping(byte[] bytes) throws YamlProblem {
        return requireMapping(parse(bytes));
    }

    /**
     * {@link #parseMapping(byte[])} of {@code bytes}, whose lenient UTF-8 decoding (malformed input replaced by
     * U+FFFD, a byte order mark kept) the caller has already made: when that is the strict decoding too, it is
     * parsed as it is rather than decoded a second time.
     */
    public static Map<String, Object> parseMapping(byte[] bytes, String decoded) throws YamlProblem {
        boolean sameAsStrict = decoded.indexOf('\uFFFD') < 0 && (decoded.isEmpty() || decoded.charAt(0) != '\uFEFF');
        if (!sameAsStrict) {
            return parseMapping(bytes);
        }
        return requireMapping(parse(decoded, bytes.length, System.nanoTime(), DEFAULT_DEADLINE));
    }

    /**
     * {@code flow style} when the document opens with a flow collection, else {@code not PyYAML's block
     * style} (the fast reader refused it), for the message of a parse stopped at its deadline.
     */
    static String styleOf(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '{' || c == '[') {
                return "flow style";
            }
            if (c == '#') {
                int eol = text.indexOf('\n', i);
                i = eol < 0 ? text.length() : eol;
            } else if (!Character.isWhitespace(c) && c != '\uFEFF') {
                break;
            }
        }
        return "not PyYAML's block style";
    }

    private static String megabytes(String text, long sizeBytes) {
        long size = sizeBytes >= 0 ? sizeBytes : text.length();
        return String.format(java.util.Locale.ROOT, "%.1f MB", size / 1e6);
    }

    private static String describe(Duration deadline) {
        long millis = deadline.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    private static Map<String, Object> requireMapping(Object value) throws YamlProblem {
        if (value == null) {
            throw new YamlProblem("empty document");
        }
        if (!(value instanceof Map<?, ?> map)) {
            throw new YamlProblem("top level is " + describeType(value) + ", not a mapping");
        }
        for (Object key : map.keySet()) {
            if (!(key instanceof String)) {
                throw new YamlProblem("top-level key " + key + " is " + describeType(key) + ", not a string");
            }
        }
        if (map instanceof LinkedHashMap<?, ?>) {
            @SuppressWarnings("unchecked") // every key was just checked to be a string
            Map<String, Object> ordered = (Map<String, Object>) map;
            return ordered;
        }
        Map<String, Object> result = new LinkedHashMap<>();
        map.forEach((key, entryValue) -> result.put((String) key, entryValue));
        return result;
    }

    /** A value's YAML type in an operator's words, e.g. {@code a list}, for messages (the editor's words). */
    public static String describeType(Object value) {
        return org.scratchpadinspector.model.ValueTypes.describe(value);
    }

    private static LoaderOptions loaderOptions() {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(CODE_POINT_LIMIT);
        options.setNestingDepthLimit(NESTING_DEPTH_LIMIT);
        options.setMaxAliasesForCollections(MAX_ALIASES_FOR_COLLECTIONS);
        options.setAllowDuplicateKeys(false);
        options.setAllowRecursiveKeys(false);
        return options;
    }

    private static YamlProblem markedProblem(MarkedYAMLException e) {
        Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
        StringBuilder reason = new StringBuilder(e.getProblem() != null ? e.getProblem() : "invalid YAML");
        if (e.getContext() != null) {
            reason.append(" (").append(e.getContext());
            Mark contextMark = e.getContextMark();
            if (contextMark != null && contextMark != mark) {
                reason.append(" started at line ").append(contextMark.getLine() + 1)
                        .append(", column ").append(contextMark.getColumn() + 1);
            }
            reason.append(')');
        }
        if (mark == null) {
            return new YamlProblem(0, 0, reason.toString(), e);
        }
        return new YamlProblem(mark.getLine() + 1, mark.getColumn() + 1, reason.toString(), e);
    }

    private static YamlProblem readerProblem(String text, ReaderException e) {
        int[] lineColumn = Utf8.lineColumnOfCodePoint(text, e.getPosition());
        String reason = String.format(java.util.Locale.ROOT,
                "character U+%04X is not allowed in YAML (binary data?)", e.getCodePoint());
        return new YamlProblem(lineColumn[0], lineColumn[1], reason, e);
    }

    private static String friendlyReason(String message) {
        String text = message == null ? "invalid YAML" : message;
        if (text.contains("Number of aliases")) {
            return "too many aliases to collections (more than " + MAX_ALIASES_FOR_COLLECTIONS
                    + "): refused as a possible alias bomb";
        }
        if (text.contains("Nesting Depth")) {
            return "nested deeper than " + NESTING_DEPTH_LIMIT + " levels";
        }
        if (text.contains("exceeds the limit")) {
            return "document larger than " + CODE_POINT_LIMIT + " characters";
        }
        return text;
    }
}

package org.scratchpadinspector.engine.markdown;

import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.representer.Representer;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * A file's YAML front matter: a first line {@code ---}, then YAML, then a line {@code ---}. Parsed with the safe
 * constructor and limits (aliases, nesting, size), so a hostile file cannot blow up the reader.
 *
 * @param present  the file starts with {@code ---}
 * @param closed   a closing {@code ---} line follows
 * @param yaml     the text between the two lines
 * @param endLine  the 0-based index of the first line after the block (0 when absent)
 * @param value    the parsed mapping, or null when it does not parse to a mapping
 * @param problem  why it does not, with the file's line, or null
 */
public record FrontMatter(boolean present, boolean closed, String yaml, int endLine, Map<String, Object> value,
                          String problem) {
    public static final FrontMatter ABSENT = new FrontMatter(false, false, "", 0, null, null);
    private static final int MAX_BYTES = 64 * 1024;

    /** The front matter at the start of {@code lines}, or {@link #ABSENT}. */
    public static FrontMatter of(List<String> lines) {
        if (lines.isEmpty() || !lines.get(0).strip().equals("---")) {
            return ABSENT;
        }
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.strip().equals("---") || line.strip().equals("...")) {
                String yaml = String.join("\n", lines.subList(1, i));
                return parsed(yaml, i + 1);
            }
        }
        return new FrontMatter(true, false, String.join("\n", lines.subList(1, lines.size())), lines.size(), null,
                "line 1: front matter opened with --- but never closed");
    }

    private static FrontMatter parsed(String yaml, int endLine) {
        if (yaml.length() > MAX_BYTES) {
            return new FrontMatter(true, true, yaml, endLine, null, "line 2: front matter over 64 KiB: not parsed");
        }
        if (yaml.isBlank()) {
            return new FrontMatter(true, true, yaml, endLine, Map.of(), null);
        }
        LoaderOptions options = new LoaderOptions();
        options.setMaxAliasesForCollections(20);
        options.setNestingDepthLimit(20);
        options.setAllowDuplicateKeys(false);
        options.setCodePointLimit(MAX_BYTES);
        try {
            Object loaded = new Yaml(new SafeConstructor(options), new Representer(new DumperOptions()),
                    new DumperOptions(), options, new TimestampsAsText()).load(yaml);
            if (loaded instanceof Map<?, ?> map) {
                @SuppressWarnings("unchecked")
                Map<String, Object> value = (Map<String, Object>) map;
                return new FrontMatter(true, true, yaml, endLine, value, null);
            }
            return new FrontMatter(true, true, yaml, endLine, null,
                    "line 2: front matter is " + (loaded == null ? "empty" : "not a mapping of keys"));
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            int line = mark == null ? 2 : mark.getLine() + 2;
            String what = e.getProblem() == null ? e.getMessage() : e.getProblem();
            return new FrontMatter(true, true, yaml, endLine, null, "line " + line + ": front matter does not parse: "
                    + oneLine(what));
        } catch (YAMLException | ClassCastException e) {
            return new FrontMatter(true, true, yaml, endLine, null, "line 2: front matter does not parse: "
                    + oneLine(String.valueOf(e.getMessage())));
        }
    }

    private static String oneLine(String text) {
        return text.replace('\n', ' ').strip();
    }

    /** Whether it is there and reads as a mapping. */
    public boolean valid() {
        return present && value != null;
    }

    /** The value of a key as text (a scalar's string form), or null when absent or empty. */
    public String text(String key) {
        Object v = value == null ? null : value.get(key);
        if (v == null) {
            return null;
        }
        String s = String.valueOf(v).strip();
        return s.isEmpty() ? null : s;
    }

    /** Times stay the text the file holds ({@code created_at: 2026-03-01T10:00:00Z}), so they print as written. */
    private static final class TimestampsAsText extends Resolver {
        @Override
        public void addImplicitResolver(Tag tag, java.util.regex.Pattern regexp, String first, int limit) {
            if (!Tag.TIMESTAMP.equals(tag)) {
                super.addImplicitResolver(tag, regexp, first, limit);
            }
        }
    }
}

package org.scratchpadinspector.pyyaml;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * The implicit scalar resolution of PyYAML's {@code resolver.py}, which differs from SnakeYAML's:
 * a float needs a dot and a signed exponent ({@code 1e5} is a string), {@code 0o17} is a string,
 * {@code =} is the YAML 1.1 value tag.
 */
final class PyYamlResolver extends Resolver {
    static final Pattern BOOL_PATTERN = Pattern.compile(
            "yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF");
    static final Pattern FLOAT_PATTERN = Pattern.compile(
            "[-+]?(?:[0-9][0-9_]*)\\.[0-9_]*(?:[eE][-+][0-9]+)?"
                    + "|\\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?"
                    + "|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*"
                    + "|[-+]?\\.(?:inf|Inf|INF)"
                    + "|\\.(?:nan|NaN|NAN)");
    static final Pattern INT_PATTERN = Pattern.compile(
            "[-+]?0b[0-1_]+"
                    + "|[-+]?0[0-7_]+"
                    + "|[-+]?(?:0|[1-9][0-9_]*)"
                    + "|[-+]?0x[0-9a-fA-F_]+"
                    + "|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+");
    static final Pattern MERGE_PATTERN = Pattern.compile("<<");
    static final Pattern NULL_PATTERN = Pattern.compile("~|null|Null|NULL|");
    static final Pattern TIMESTAMP_PATTERN = Pattern.compile(
            "[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]"
                    + "|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?"
                    + "(?:[Tt]|[ \\t]+)[0-9][0-9]?"
                    + ":[0-9][0-9]:[0-9][0-9](?:\\.[0-9]*)?"
                    + "(?:[ \\t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?");
    static final Pattern VALUE_PATTERN = Pattern.compile("=");

    private static final int NO_LENGTH_LIMIT = Integer.MAX_VALUE;
    private static final int MAX_REMEMBERED_TAGS = 4096;
    private static final int MAX_REMEMBERED_LENGTH = 40;
    private static final String DIGITS = "0123456789";

    /** Short plain scalars' tags: the same keys and values recur in every snapshot, and resolving runs patterns. */
    private final Map<String, Tag> rememberedTags = new ConcurrentHashMap<>();

    /** The tag of an untagged plain scalar, as {@code resolve(NodeId.scalar, text, true)}. */
    Tag plainTag(String text) {
        if (text.length() > MAX_REMEMBERED_LENGTH) {
            return resolve(NodeId.scalar, text, true);
        }
        Tag tag = rememberedTags.get(text);
        if (tag == null) {
            tag = resolve(NodeId.scalar, text, true);
            if (rememberedTags.size() < MAX_REMEMBERED_TAGS) {
                rememberedTags.put(text, tag);
            }
        }
        return tag;
    }

    @Override
    protected void addImplicitResolvers() {
        // Registration order matters: PyYAML tries resolvers in this order.
        add(Tag.BOOL, BOOL_PATTERN, "yYnNtTfFoO");
        add(Tag.FLOAT, FLOAT_PATTERN, "-+" + DIGITS + ".");
        add(Tag.INT, INT_PATTERN, "-+" + DIGITS);
        add(Tag.MERGE, MERGE_PATTERN, "<");
        add(Tag.NULL, NULL_PATTERN, "~nN\0");
        add(Tag.TIMESTAMP, TIMESTAMP_PATTERN, DIGITS);
        add(new Tag(Tag.PREFIX + "value"), VALUE_PATTERN, "=");
    }

    private void add(Tag tag, Pattern pattern, String firstChars) {
        addImplicitResolver(tag, pattern, firstChars, NO_LENGTH_LIMIT);
    }

    /** The tag PyYAML gives an untagged plain scalar with this text. */
    static Tag plainScalarTag(String value) {
        if (value.isEmpty()) {
            return Tag.NULL;
        }
        char first = value.charAt(0);
        if ("yYnNtTfFoO".indexOf(first) >= 0 && BOOL_PATTERN.matcher(value).matches()) {
            return Tag.BOOL;
        }
        if (("-+." + DIGITS).indexOf(first) >= 0 && FLOAT_PATTERN.matcher(value).matches()) {
            return Tag.FLOAT;
        }
        if (("-+" + DIGITS).indexOf(first) >= 0 && INT_PATTERN.matcher(value).matches()) {
            return Tag.INT;
        }
        if (first == '<' && MERGE_PATTERN.matcher(value).matches()) {
            return Tag.MERGE;
        }
        if ("~nN".indexOf(first) >= 0 && NULL_PATTERN.matcher(value).matches()) {
            return Tag.NULL;
        }
        if (DIGITS.indexOf(first) >= 0 && TIMESTAMP_PATTERN.matcher(value).matches()) {
            return Tag.TIMESTAMP;
        }
        if (first == '=') {
            return new Tag(Tag.PREFIX + "value");
        }
        return Tag.STR;
    }
}

package org.scratchpadinspector.pyyaml;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.yaml.snakeyaml.nodes.Tag;

/** A Java scalar as PyYAML's SafeRepresenter would represent the corresponding Python value. */
record YamlScalar(String text, Tag tag, boolean literalStyle) {

    private static final Base64.Encoder PYTHON_ENCODEBYTES =
            Base64.getMimeEncoder(76, "\n".getBytes(StandardCharsets.US_ASCII));

    static YamlScalar of(Object value) {
        if (value == null) {
            return new YamlScalar("null", Tag.NULL, false);
        }
        if (value instanceof String s) {
            return new YamlScalar(s, Tag.STR, false);
        }
        if (value instanceof Character c) {
            return new YamlScalar(c.toString(), Tag.STR, false);
        }
        if (value instanceof Boolean b) {
            return new YamlScalar(b ? "true" : "false", Tag.BOOL, false);
        }
        if (value instanceof Integer || value instanceof Long || value instanceof Short
                || value instanceof Byte || value instanceof BigInteger) {
            return new YamlScalar(value.toString(), Tag.INT, false);
        }
        if (value instanceof Double || value instanceof Float) {
            return new YamlScalar(PythonFloat.pyYamlText(((Number) value).doubleValue()), Tag.FLOAT, false);
        }
        if (value instanceof YamlTimestamp t) {
            return new YamlScalar(t.text(), Tag.TIMESTAMP, false);
        }
        if (value instanceof byte[] bytes) {
            // base64.encodebytes: 76-column lines, each ending in a newline
            String encoded = PYTHON_ENCODEBYTES.encodeToString(bytes);
            return new YamlScalar(encoded.isEmpty() ? "" : encoded + "\n", Tag.BINARY, true);
        }
        throw new IllegalArgumentException("cannot write a " + value.getClass().getName() + " as YAML");
    }

    boolean isString() {
        return tag.equals(Tag.STR);
    }

    /** Whether a plain scalar with this text reads back with this tag. */
    boolean plainImplicit() {
        return PyYamlResolver.plainScalarTag(text).equals(tag);
    }

    /** Whether a quoted scalar reads back with this tag without writing it. */
    boolean quotedImplicit() {
        return isString();
    }

    String shortTag() {
        return "!!" + tag.getValue().substring(Tag.PREFIX.length());
    }
}

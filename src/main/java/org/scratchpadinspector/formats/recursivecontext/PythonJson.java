package org.scratchpadinspector.formats.recursivecontext;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.Iterator;
import java.util.Map;

/**
 * Python's {@code json.dump(value, f, indent=2)} with its defaults ({@code ensure_ascii=True}: every character
 * outside printable ASCII as a lower-case {@code &#92;uXXXX}, a surrogate pair beyond the BMP; separators
 * {@code ","} and {@code ": "}; empty containers as {@code []} and {@code {}}; no final newline), so that what the
 * inspector writes is byte for byte what the agent's {@code save()} would have written.
 */
final class PythonJson {
    private PythonJson() {
    }

    static String dump(JsonNode value) {
        StringBuilder out = new StringBuilder();
        write(value, 0, out);
        return out.toString();
    }

    private static void write(JsonNode value, int level, StringBuilder out) {
        if (value.isObject()) {
            if (value.isEmpty()) {
                out.append("{}");
                return;
            }
            out.append('{');
            Iterator<Map.Entry<String, JsonNode>> fields = value.fields();
            boolean first = true;
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                out.append(first ? "" : ",").append('\n').append("  ".repeat(level + 1));
                string(field.getKey(), out);
                out.append(": ");
                write(field.getValue(), level + 1, out);
                first = false;
            }
            out.append('\n').append("  ".repeat(level)).append('}');
        } else if (value.isArray()) {
            if (value.isEmpty()) {
                out.append("[]");
                return;
            }
            out.append('[');
            for (int i = 0; i < value.size(); i++) {
                out.append(i == 0 ? "" : ",").append('\n').append("  ".repeat(level + 1));
                write(value.get(i), level + 1, out);
            }
            out.append('\n').append("  ".repeat(level)).append(']');
        } else if (value.isTextual()) {
            string(value.textValue(), out);
        } else if (value.isBoolean()) {
            out.append(value.booleanValue() ? "true" : "false");
        } else if (value.isIntegralNumber()) {
            out.append(value.bigIntegerValue());
        } else if (value.isNumber()) {
            out.append(floatRepr(value.doubleValue()));
        } else {
            out.append("null");
        }
    }

    static void string(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < ' ' || c > '~') {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    /** Python's {@code float.__repr__}: shortest digits, exponent form below 1e-4 and from 1e16. */
    static String floatRepr(double d) {
        if (Double.isNaN(d)) {
            return "NaN";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "Infinity" : "-Infinity";
        }
        if (d == 0) {
            return (1 / d < 0) ? "-0.0" : "0.0";
        }
        BigDecimal exact = new BigDecimal(Double.toString(d)).stripTrailingZeros();
        String digits = exact.unscaledValue().abs().toString();
        int exponent = digits.length() - 1 - exact.scale();
        String sign = d < 0 ? "-" : "";
        if (exponent < -4 || exponent >= 16) {
            String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
            return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + String.format("%02d", Math.abs(exponent));
        }
        String plain = exact.abs().toPlainString();
        return sign + (plain.contains(".") ? plain : plain + ".0");
    }
}

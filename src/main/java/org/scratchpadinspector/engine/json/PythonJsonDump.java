package org.scratchpadinspector.engine.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Iterator;
import java.util.Map;

/**
 * Python's {@code json.dumps(value, indent=2)} byte for byte: {@code ", "}-free separators with the indent,
 * {@code ": "} after keys, every character outside printable ASCII as a lower-case {@code \\uXXXX} escape
 * (characters beyond the BMP as their surrogate pair), floats as Python's {@code repr}, no final newline.
 */
public final class PythonJsonDump {
    private static final String INDENT = "  ";

    private PythonJsonDump() {
    }

    public static String dumps(JsonNode value) {
        StringBuilder out = new StringBuilder();
        write(value, out, 0);
        return out.toString();
    }

    private static void write(JsonNode v, StringBuilder out, int depth) {
        if (v.isObject()) {
            if (v.isEmpty()) {
                out.append("{}");
                return;
            }
            out.append('{');
            Iterator<Map.Entry<String, JsonNode>> fields = v.fields();
            boolean first = true;
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> f = fields.next();
                out.append(first ? "" : ",").append('\n').append(INDENT.repeat(depth + 1));
                string(f.getKey(), out);
                out.append(": ");
                write(f.getValue(), out, depth + 1);
                first = false;
            }
            out.append('\n').append(INDENT.repeat(depth)).append('}');
        } else if (v.isArray()) {
            if (v.isEmpty()) {
                out.append("[]");
                return;
            }
            out.append('[');
            for (int i = 0; i < v.size(); i++) {
                out.append(i == 0 ? "" : ",").append('\n').append(INDENT.repeat(depth + 1));
                write(v.get(i), out, depth + 1);
            }
            out.append('\n').append(INDENT.repeat(depth)).append(']');
        } else if (v.isTextual()) {
            string(v.textValue(), out);
        } else if (v.isIntegralNumber()) {
            out.append(v.bigIntegerValue());
        } else if (v.isNumber()) {
            out.append(floatRepr(v.doubleValue()));
        } else if (v.isBoolean()) {
            out.append(v.booleanValue() ? "true" : "false");
        } else {
            out.append("null");
        }
    }

    /** {@code json.encoder.py_encode_basestring_ascii}. */
    public static void string(String s, StringBuilder out) {
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

    /** Python's {@code float.__repr__}: the shortest digits that read back, exponent below 1e-4 and from 1e16. */
    public static String floatRepr(double d) {
        if (Double.isNaN(d)) {
            return "NaN";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "Infinity" : "-Infinity";
        }
        if (d == 0) {
            return (1 / d < 0) ? "-0.0" : "0.0";
        }
        BigDecimal exact = new BigDecimal(d);
        BigDecimal shortest = exact;
        for (int precision = 1; precision <= 17; precision++) {
            BigDecimal rounded = exact.round(new MathContext(precision, RoundingMode.HALF_EVEN));
            if (rounded.doubleValue() == d) {
                shortest = rounded;
                break;
            }
        }
        shortest = shortest.stripTrailingZeros();
        String digits = shortest.unscaledValue().abs().toString();
        int decpt = digits.length() - shortest.scale();
        String sign = d < 0 ? "-" : "";
        if (decpt > -4 && decpt <= 16) {
            if (decpt <= 0) {
                return sign + "0." + "0".repeat(-decpt) + digits;
            }
            if (decpt >= digits.length()) {
                return sign + digits + "0".repeat(decpt - digits.length()) + ".0";
            }
            return sign + digits.substring(0, decpt) + "." + digits.substring(decpt);
        }
        int exponent = decpt - 1;
        String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
        return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + String.format("%02d", Math.abs(exponent));
    }
}

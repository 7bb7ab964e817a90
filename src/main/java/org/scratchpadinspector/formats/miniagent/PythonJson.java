package org.scratchpadinspector.formats.miniagent;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;

/**
 * Writes JSON byte for byte as Python's {@code json.dump(value, f, indent=2)} does: {@code ": "} after keys,
 * two spaces per level, {@code {}} and {@code []} when empty, every character outside printable ASCII as a
 * \\uXXXX escape (surrogate pairs for the rest), and no newline at the end.
 */
final class PythonJson {
    private PythonJson() {
    }

    static String dump(JsonNode value) {
        StringBuilder out = new StringBuilder();
        write(value, out, 0);
        return out.toString();
    }

    private static void write(JsonNode v, StringBuilder out, int level) {
        if (v.isObject()) {
            if (v.isEmpty()) {
                out.append("{}");
                return;
            }
            out.append('{');
            Iterator<Map.Entry<String, JsonNode>> it = v.fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                newline(out, level + 1);
                string(e.getKey(), out);
                out.append(": ");
                write(e.getValue(), out, level + 1);
                if (it.hasNext()) {
                    out.append(',');
                }
            }
            newline(out, level);
            out.append('}');
        } else if (v.isArray()) {
            if (v.isEmpty()) {
                out.append("[]");
                return;
            }
            out.append('[');
            for (int i = 0; i < v.size(); i++) {
                newline(out, level + 1);
                write(v.get(i), out, level + 1);
                if (i < v.size() - 1) {
                    out.append(',');
                }
            }
            newline(out, level);
            out.append(']');
        } else if (v.isTextual()) {
            string(v.asText(), out);
        } else {
            out.append(v.toString());
        }
    }

    private static void newline(StringBuilder out, int level) {
        out.append('\n').append("  ".repeat(level));
    }

    private static void string(String s, StringBuilder out) {
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
                    if (c >= 0x20 && c <= 0x7e) {
                        out.append(c);
                    } else {
                        out.append(String.format("\\u%04x", (int) c));
                    }
                }
            }
        }
        out.append('"');
    }
}

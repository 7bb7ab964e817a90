package org.scratchpadinspector.agent.reference;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.pyyaml.PythonFloat;
import org.scratchpadinspector.pyyaml.YamlProblem;
import org.scratchpadinspector.pyyaml.YamlReader;

/**
 * What the scripted model answers, cycle by cycle, in sample_agent.py's format:
 * {@code {"max_iterations": n, "repeat": false, "cycles": [[response, ...], {"responses": [...],
 * "max_iterations": n, "kill_at": n}, ...]}}, as JSON or YAML. A response is the raw text; a mapping is turned into text
 * as Python's {@code json.dumps(..., ensure_ascii=False)} would. With {@code repeat} the cycles wrap around.
 */
public record Script(int maxIterations, boolean repeat, List<Cycle> cycles) {
    public static final int DEFAULT_MAX_ITERATIONS = 8;
    public static final String DEMO_RESOURCE = "demo-script.yaml";

    /**
     * One cycle: its responses, iteration limit (-1: the script's) and {@code kill_at}, the 1-based model call
     * at which the process dies instead of answering (-1: never), as in sample_agent.py.
     */
    public record Cycle(List<String> responses, int maxIterations, int killAt) {
        public Cycle(List<String> responses, int maxIterations) {
            this(responses, maxIterations, -1);
        }
    }

    public Script {
        cycles = List.copyOf(cycles);
    }

    /** The cycle for the index-th cycle of a directory; throws when the script has none. */
    public Cycle cycle(int index) throws Model.ScriptExhausted {
        if (cycles.isEmpty() || (!repeat && index >= cycles.size())) {
            throw new Model.ScriptExhausted("the script has " + cycles.size() + " cycles; cycle " + (index + 1) + " requested");
        }
        return cycles.get(index % cycles.size());
    }

    public static Script load(Path file) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    /** The bundled demo: completed cycles, a parse error, a max_iterations cycle and a crash, wrapping around. */
    public static Script demo() {
        try (InputStream in = Script.class.getResourceAsStream(DEMO_RESOURCE)) {
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), DEMO_RESOURCE);
        } catch (IOException e) {
            throw new IllegalStateException("the bundled demo script cannot be read", e);
        }
    }

    public static Script parse(String text, String name) throws IOException {
        Object root;
        try {
            root = new ObjectMapper().readValue(text, Object.class);
        } catch (IOException notJson) {
            try {
                root = YamlReader.parse(text);
            } catch (YamlProblem e) {
                throw new IOException(name + ": neither JSON nor YAML: " + e.getMessage(), e);
            }
        }
        if (!(root instanceof Map<?, ?> map) || !(map.get("cycles") instanceof List<?> cycles)) {
            throw new IOException(name + ": expected a mapping with a list of \"cycles\"");
        }
        int max = integer(map.get("max_iterations"), DEFAULT_MAX_ITERATIONS, name);
        List<Cycle> result = new ArrayList<>();
        for (Object cycle : cycles) {
            if (cycle instanceof List<?> responses) {
                result.add(new Cycle(texts(responses, name), -1));
            } else if (cycle instanceof Map<?, ?> spec && spec.get("responses") instanceof List<?> responses) {
                result.add(new Cycle(texts(responses, name), integer(spec.get("max_iterations"), -1, name),
                        integer(spec.get("kill_at"), -1, name)));
            } else {
                throw new IOException(name + ": a cycle is a list of responses or {\"responses\": [...]}");
            }
        }
        return new Script(max, Boolean.TRUE.equals(map.get("repeat")), result);
    }

    private static int integer(Object value, int fallback, String name) throws IOException {
        if (value == null) {
            return fallback;
        }
        if (value instanceof Integer n && n >= 0) {
            return n;
        }
        throw new IOException(name + ": max_iterations and kill_at must be whole numbers ≥ 0, not " + value);
    }

    private static List<String> texts(List<?> responses, String name) throws IOException {
        List<String> texts = new ArrayList<>();
        for (Object response : responses) {
            texts.add(response instanceof String text ? text : jsonDumps(response));
        }
        return texts;
    }

    /** Python's {@code json.dumps(value, ensure_ascii=False)}. */
    static String jsonDumps(Object value) {
        StringBuilder out = new StringBuilder();
        dump(out, value);
        return out.toString();
    }

    private static void dump(StringBuilder out, Object value) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof Boolean b) {
            out.append(b);
        } else if (value instanceof String text) {
            quote(out, text);
        } else if (value instanceof Double d) {
            out.append(d.isNaN() ? "NaN" : d.isInfinite() ? (d > 0 ? "Infinity" : "-Infinity") : PythonFloat.repr(d));
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            Iterator<? extends Map.Entry<?, ?>> it = map.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<?, ?> entry = it.next();
                quote(out, String.valueOf(entry.getKey()));
                out.append(": ");
                dump(out, entry.getValue());
                out.append(it.hasNext() ? ", " : "");
            }
            out.append('}');
        } else if (value instanceof Iterable<?> items) {
            out.append('[');
            Iterator<?> it = items.iterator();
            while (it.hasNext()) {
                dump(out, it.next());
                out.append(it.hasNext() ? ", " : "");
            }
            out.append(']');
        } else if (value instanceof Number) {
            out.append(value);
        } else {
            quote(out, value.toString());
        }
    }

    private static void quote(StringBuilder out, String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}

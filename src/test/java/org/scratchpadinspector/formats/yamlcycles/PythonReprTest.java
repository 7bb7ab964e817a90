package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.testsupport.Python;

/** Python literals as the real agent logs them ({@code str(args)}), read back and written as Python does. */
class PythonReprTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * Python writes, for each value, its repr and what ast.literal_eval makes of that repr (as JSON, floats that JSON
     * cannot hold spelled out), so the Java reader is held to Python's own reading.
     */
    private static final String CASES = """
            import ast, json, math
            values = [
                {'path': 'a.csv'}, {}, [], {'a': [1, 2, {'b': None}], 'c': (True, False)},
                "it's", 'say "hi"', 'both \\' and "', 'back\\\\slash', 'tab\\tnew\\nline\\rret',
                '\\x00\\x07\\x1b\\x7f\\x80\\x9f', '\\xa0\\xe9\\u2192\\u202e\\u2028\\ud800', '\\U0001f600 \\U000e0001',
                '日本語 → ok', 12345678901234567890123, -7, 0, 3.5, -0.0, 1e100, 1.5e-07, 0.1, 2 ** 63,
                {'nested': {'deep': [[['x']]]}, 'n': -12.25e3}, ['a', ('t', 'u')], 'a\\\\nb',
            ]
            out = []
            for v in values:
                r = repr(v)
                def enc(x):
                    if isinstance(x, float) and (math.isinf(x) or math.isnan(x)):
                        return {'float': repr(x)}
                    if isinstance(x, float):
                        return {'float': repr(x)}
                    if isinstance(x, int) and not isinstance(x, bool):
                        return {'int': str(x)}
                    if isinstance(x, (list, tuple)):
                        return [enc(i) for i in x]
                    if isinstance(x, dict):
                        return {'dict': [[enc(k), enc(i)] for k, i in x.items()]}
                    return x
                out.append({'repr': r, 'value': enc(ast.literal_eval(r))})
            for v in [float('inf'), float('-inf'), float('nan'), {'x': float('inf')}]:
                out.append({'repr': repr(v), 'value': None})
            print(json.dumps(out))
            """;

    @Test
    void readsBackEveryReprAsAstLiteralEvalDoesAndWritesTheSameRepr() throws Exception {
        Python.requirePyYaml();
        JsonNode cases = JSON.readTree(Python.run(CASES, ""));
        assertThat(cases.size()).isGreaterThan(25);
        for (JsonNode c : cases) {
            String repr = c.get("repr").asText();
            Object parsed = PythonRepr.parse(repr);
            if (!c.get("value").isNull()) {
                assertThat(normal(parsed)).as(repr).isEqualTo(decode(c.get("value")));
                // tuples are read as lists, which repr writes with brackets
                if (!repr.contains("(")) {
                    assertThat(PythonRepr.repr(parsed)).as("repr of " + repr).isEqualTo(repr);
                }
            }
        }
    }

    @Test
    void infAndNanThatReprWritesAreReadAsFloats() throws Exception {
        assertThat(PythonRepr.parse("inf")).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(PythonRepr.parse("-inf")).isEqualTo(Double.NEGATIVE_INFINITY);
        assertThat((Double) PythonRepr.parse("nan")).isNaN();
        assertThat(PythonRepr.repr(Map.of("x", Double.NEGATIVE_INFINITY))).isEqualTo("{'x': -inf}");
    }

    @Test
    void integersKeepTheSizeTheYamlReaderWouldGiveThem() throws Exception {
        assertThat(PythonRepr.parse("7")).isEqualTo(7);
        assertThat(PythonRepr.parse("8000000000")).isEqualTo(8_000_000_000L);
        assertThat(PythonRepr.parse("12345678901234567890123")).isEqualTo(new BigInteger("12345678901234567890123"));
    }

    @Test
    void textThatIsNoLiteralIsRefusedWithWhere() {
        assertThatThrownBy(() -> PythonRepr.parse("focus ok?")).isInstanceOf(PythonRepr.NotALiteral.class)
                .hasMessageContaining("character 1");
        assertThatThrownBy(() -> PythonRepr.parse("{'a': 1")).isInstanceOf(PythonRepr.NotALiteral.class);
        assertThatThrownBy(() -> PythonRepr.parse("{'a': 1} tail")).isInstanceOf(PythonRepr.NotALiteral.class)
                .hasMessageContaining("after the value");
        assertThatThrownBy(() -> PythonRepr.parse("'open")).isInstanceOf(PythonRepr.NotALiteral.class);
        assertThatThrownBy(() -> PythonRepr.parse("[".repeat(500) + "]".repeat(500)))
                .isInstanceOf(PythonRepr.NotALiteral.class).hasMessageContaining("nested too deeply");
    }

    @Test
    void strOfAStringIsTheStringItselfAndOfAnythingElseItsRepr() {
        Map<Object, Object> summary = new LinkedHashMap<>();
        summary.put("focus", "ok");
        summary.put("score", 0.93);
        summary.put("retry", false);
        assertThat(PythonRepr.str("plain")).isEqualTo("plain");
        assertThat(PythonRepr.str(summary)).isEqualTo("{'focus': 'ok', 'score': 0.93, 'retry': False}");
        assertThat(PythonRepr.str(null)).isEqualTo("None");
    }

    /** The parsed value with every number as the JSON encoding above spells it. */
    private static Object normal(Object v) {
        if (v instanceof Map<?, ?> map) {
            List<Object> pairs = new ArrayList<>();
            map.forEach((k, x) -> pairs.add(java.util.Arrays.asList(normal(k), normal(x))));
            return Map.of("dict", pairs);
        }
        if (v instanceof List<?> list) {
            return list.stream().map(PythonReprTest::normal).toList();
        }
        if (v instanceof Double d) {
            return Map.of("float", org.scratchpadinspector.pyyaml.PythonFloat.repr(d));
        }
        if (v instanceof Integer || v instanceof Long || v instanceof BigInteger) {
            return Map.of("int", v.toString());
        }
        return v;
    }

    private static Object decode(JsonNode node) {
        if (node.isObject() && node.has("dict")) {
            List<Object> pairs = new ArrayList<>();
            node.get("dict").forEach(p -> pairs.add(java.util.Arrays.asList(decode(p.get(0)), decode(p.get(1)))));
            return Map.of("dict", pairs);
        }
        if (node.isObject()) {
            Map.Entry<String, JsonNode> only = node.fields().next();
            return Map.of(only.getKey(), only.getValue().asText());
        }
        if (node.isArray()) {
            List<Object> items = new ArrayList<>();
            node.forEach(i -> items.add(decode(i)));
            return items;
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        if (node.isNull()) {
            return null;
        }
        return node.textValue();
    }
}

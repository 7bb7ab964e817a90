package org.scratchpadinspector.pyyaml;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.testsupport.Python;

/** Compares PyYamlWriter with a real python3 + PyYAML process, byte for byte. */
class PyYamlWriterMatchesPyYamlTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static final String SCRIPT = String.join("\n",
            "import sys, json, math, yaml",
            "def same(a, b):",
            "    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):",
            "        return True",
            "    if type(a) is not type(b):",
            "        return False",
            "    if isinstance(a, dict):",
            "        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)",
            "    if isinstance(a, list):",
            "        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))",
            "    return a == b",
            "out = []",
            "for case in json.load(sys.stdin):",
            "    value = eval(case['literal'], {'nan': float('nan'), 'inf': float('inf')})",
            "    dumped = yaml.dump(value, default_flow_style=False, sort_keys=False)",
            "    back = yaml.safe_load(case['java'])",
            "    unicode = yaml.dump(value, default_flow_style=False, sort_keys=False, allow_unicode=True)",
            "    out.append({'dump': dumped, 'unicode': unicode, 'same': same(value, back), 'back': repr(back)})",
            "json.dump(out, sys.stdout)");

    private static List<Object> corpus;
    private static JsonNode results;

    @BeforeAll
    static void runPyYamlOnTheCorpus() throws Exception {
        Python.requirePyYaml();
        corpus = YamlCorpus.values();
        ArrayNode cases = JSON.createArrayNode();
        for (Object value : corpus) {
            cases.addObject().put("literal", PythonLiteral.of(value)).put("java", PyYamlWriter.dump(value));
        }
        cases.addObject().put("literal", "(lambda s: {'a': s, 'b': [s, s], 'c': {'d': s}})([1, {'x': 2}])")
                .put("java", PyYamlWriter.dump(sharedListValue()));
        results = JSON.readTree(Python.run(SCRIPT, JSON.writeValueAsString(cases)));
    }

    private static Object sharedListValue() {
        Object shared = YamlValues.list(1, YamlValues.map("x", 2));
        return YamlValues.map("a", shared, "b", YamlValues.list(shared, shared), "c", YamlValues.map("d", shared));
    }

    private static List<Object> corpusWithSharing() {
        List<Object> all = new ArrayList<>(corpus);
        all.add(sharedListValue());
        return all;
    }

    @Test
    void corpusIsLargeAndVaried() {
        assertThat(corpus).hasSizeGreaterThanOrEqualTo(40);
    }

    @Test
    void dumpIsByteIdenticalToPyYaml() {
        List<Object> all = corpusWithSharing();
        for (int i = 0; i < all.size(); i++) {
            String expected = results.get(i).get("dump").asText();
            assertThat(PyYamlWriter.dump(all.get(i)))
                    .as("case %d: %s", i, PythonLiteral.of(all.get(i)))
                    .isEqualTo(expected);
        }
    }

    @Test
    void dumpAllowUnicodeIsByteIdenticalToPyYamlWithAllowUnicode() {
        List<Object> all = corpusWithSharing();
        for (int i = 0; i < all.size(); i++) {
            String expected = results.get(i).get("unicode").asText();
            assertThat(PyYamlWriter.dumpAllowUnicode(all.get(i)))
                    .as("case %d: %s", i, PythonLiteral.of(all.get(i)))
                    .isEqualTo(expected);
        }
        assertThat(PyYamlWriter.dumpAllowUnicode(YamlValues.map("notes", "Hi \u2192 caf\u00e9")))
                .isEqualTo("notes: Hi \u2192 caf\u00e9\n");
    }

    @Test
    void pyYamlSafeLoadReadsTheDumpBackToTheSameValue() {
        List<Object> all = corpusWithSharing();
        for (int i = 0; i < all.size(); i++) {
            assertThat(results.get(i).get("same").asBoolean())
                    .as("case %d: safe_load gave %s", i, results.get(i).get("back").asText())
                    .isTrue();
        }
    }

    @Test
    void yamlReaderReadsPyYamlOutputBackToTheSameValue() throws YamlProblem {
        List<Object> all = corpusWithSharing();
        for (int i = 0; i < all.size(); i++) {
            Object parsed = YamlReader.parse(results.get(i).get("dump").asText());
            assertThat(YamlValues.same(all.get(i), parsed))
                    .as("case %d: read %s", i, parsed)
                    .isTrue();
        }
    }
}

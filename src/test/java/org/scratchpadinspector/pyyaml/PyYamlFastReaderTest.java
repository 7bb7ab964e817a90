package org.scratchpadinspector.pyyaml;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.testsupport.Python;

/** The fast path and the SnakeYAML path agree on every document of a large corpus. */
class PyYamlFastReaderTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int RANDOM_DOCUMENTS = 400;

    /**
     * What PyYAML writes that is outside the fast subset: explicit keys ("? "), tags, anchors and
     * aliases, and the YAML 1.1 line breaks NEL, LS, PS written raw in single-quoted scalars.
     */
    private static final Pattern EXPECTED_REFUSAL =
            Pattern.compile("(?m)^ *(- )*\\? |!!|&id\\d|\\*id\\d|[\u0085\u2028\u2029]");

    private static final String DUMP_SCRIPT = String.join("\n",
            "import sys, json, yaml",
            "out = []",
            "for literal in json.load(sys.stdin):",
            "    value = eval(literal, {'nan': float('nan'), 'inf': float('inf')})",
            "    out.append(yaml.dump(value, default_flow_style=False, sort_keys=False))",
            "    out.append(yaml.dump(value, default_flow_style=False, sort_keys=False, allow_unicode=True))",
            "json.dump(out, sys.stdout)");

    private static List<Object> randomValues() {
        RandomValues random = new RandomValues(20260401L);
        List<Object> values = new ArrayList<>();
        for (int i = 0; i < RANDOM_DOCUMENTS; i++) {
            values.add(i % 10 == 0 ? random.value(0) : random.state());
        }
        return values;
    }

    private static List<String> dumpWithPyYaml(List<Object> values) throws IOException {
        Python.requirePyYaml();
        ArrayNode literals = JSON.createArrayNode();
        values.forEach(value -> literals.add(PythonLiteral.of(value)));
        JsonNode dumps = JSON.readTree(Python.run(DUMP_SCRIPT, JSON.writeValueAsString(literals)));
        List<String> texts = new ArrayList<>();
        dumps.forEach(dump -> texts.add(dump.asText()));
        assertThat(texts).hasSize(2 * values.size());
        return texts;
    }

    /** Checks every text; the fast path must handle all but those with explicit keys, tags or anchors. */
    private static int checkWrittenByPyYaml(List<String> texts) {
        int handled = 0;
        for (String text : texts) {
            if (FastPathCheck.agree(text)) {
                handled++;
            } else {
                assertThat(EXPECTED_REFUSAL.matcher(text).find())
                        .as("the fast path fell back on a plain PyYAML document:%n%s", text).isTrue();
            }
        }
        return handled;
    }

    @Test
    void corpusWrittenByPyYamlWriter() {
        List<String> texts = YamlCorpus.values().stream().map(PyYamlWriter::dump).toList();
        int handled = checkWrittenByPyYaml(texts);
        assertThat(handled).isGreaterThanOrEqualTo(texts.size() - 5);
    }

    @Test
    void corpusWrittenByRealPyYaml() throws IOException {
        List<String> texts = dumpWithPyYaml(YamlCorpus.values());
        int handled = checkWrittenByPyYaml(texts);
        assertThat(handled).isGreaterThanOrEqualTo(texts.size() - 10);
    }

    @Test
    void randomStatesWrittenByPyYamlWriter() {
        List<String> texts = randomValues().stream().map(PyYamlWriter::dump).toList();
        int handled = checkWrittenByPyYaml(texts);
        assertThat(handled).isGreaterThan(texts.size() * 3 / 4);
    }

    @Test
    void randomStatesWrittenByRealPyYaml() throws IOException {
        List<String> texts = dumpWithPyYaml(randomValues());
        int handled = checkWrittenByPyYaml(texts);
        assertThat(handled).isGreaterThan(texts.size() * 3 / 4);
    }

    @Test
    void mutatedDocumentsFallBackOrAgree() {
        Random random = new Random(7);
        List<String> texts = new ArrayList<>();
        YamlCorpus.values().forEach(value -> texts.add(PyYamlWriter.dump(value)));
        randomValues().subList(0, 150).forEach(value -> texts.add(PyYamlWriter.dump(value)));
        String inserts = " \n-:#'\"\\x[]{}&*!|>?.";
        int handled = 0;
        int mutants = 0;
        for (String text : texts) {
            for (int m = 0; m < 6 && !text.isEmpty(); m++) {
                StringBuilder mutant = new StringBuilder(text);
                int at = random.nextInt(text.length());
                switch (random.nextInt(3)) {
                    case 0 -> mutant.deleteCharAt(at);
                    case 1 -> mutant.insert(at, inserts.charAt(random.nextInt(inserts.length())));
                    default -> mutant.insert(text.lastIndexOf('\n', at) + 1, ' ');
                }
                mutants++;
                if (FastPathCheck.agree(mutant.toString())) {
                    handled++;
                }
            }
        }
        assertThat(handled).as("mutants the fast path handled").isBetween(mutants / 10, mutants);
    }

    @Test
    void scratchpadSamples() throws IOException {
        List<Path> files;
        try (Stream<Path> paths = Files.walk(Path.of("scratchpad-samples"))) {
            files = paths.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(20);
        int handled = 0;
        for (Path file : files) {
            String text;
            try {
                text = Utf8.decodeStrictly(Files.readAllBytes(file));
            } catch (YamlProblem problem) {
                continue;
            }
            if (FastPathCheck.agree(text)) {
                handled++;
            }
        }
        assertThat(handled).isGreaterThanOrEqualTo(files.size() - 2);
    }

    @Test
    void documentsOutsideTheSubsetFallBackToSnakeYaml() {
        List<String> refused = List.of(
                "a: &x [1]\nb: *x\n", "a: !!binary aGVsbG8=\n", "a: !!str 1\n", "a: |\n  text\n", "a: >\n  text\n",
                "a: [1, 2]\n", "a: {b: 1}\n", "a: 1 # comment\n", "# comment\na: 1\n", "a: 1\na: 2\n",
                "yes: 1\ntrue: 2\n", "a:\n\tb: 1\n", "a:\n  b: 1\n c: 2\n", "a:\n  b: 1\n    c: 2\n", "- a\n b: 1\n",
                "? a\n: b\n", "--- a\n", "a: 1\n...\n", "%YAML 1.1\n--- a\n", "a: b: c\n", "a: \"unterminated\n",
                "a: \"bad \\q escape\"\n", "a: 'x'y\n", "a:  two spaces\n", "-\n  a\n", "a: 2026-13-45\n",
                "<<: {a: 1}\n", "a: =\n", "a: b\r\n", "\ufeffa: 1\n", "a: \u0007\n", "a: x\u2028y\n", "", "  \n",
                "[1, 2]\n", "\"a\": 1\n\"a\": 2\n", "a:\n  - 1\n  - 2\n b: 1\n", "a: *unknown\n",
                "x".repeat(1100) + ": 1\n", nested(150));
        for (String text : refused) {
            assertThat(PyYamlFastReader.read(text)).as("fast path on:%n%s", text).isSameAs(PyYamlFastReader.REFUSED);
            FastPathCheck.agree(text);
        }
    }

    @Test
    void problemsKeepTheirPositions() {
        YamlProblem problem = org.assertj.core.api.Assertions.catchThrowableOfType(
                () -> YamlReader.parse("goals:\n- a\ngoals:\n- b\n"), YamlProblem.class);
        assertThat(problem.line()).isEqualTo(3);
        assertThat(problem.reason()).contains("duplicate key");
    }

    private static String nested(int depth) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            text.append("  ".repeat(i)).append("k:\n");
        }
        return text.append("  ".repeat(depth)).append("k: v\n").toString();
    }
}

package org.scratchpadinspector.pyyaml;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.testsupport.Python;

/**
 * The inspector's edit path: read a file, write it back. The result must equal what the agent's
 * own {@code yaml.dump(yaml.safe_load(text))} produces, for hand-written YAML too. (Not for !!set:
 * Python orders a set by string hash, which changes from process to process; we keep file order.)
 */
class RewriteMatchesPyYamlTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static final List<String> TEXTS = List.of(
            "goals: [a, b]\nnotes: |\n  line one\n  line two \u2192 \u00e9\nlast_updated: 2026-04-01 10:00:00\n",
            "a: 2026-4-1t10:00:00.5Z\nb: 2026-04-01T10:00:00+05:30\nc: 2026-04-01\nd: 2026-04-01 10:00:00 -5\n"
                    + "e: 2026-04-01 10:00:00.000\nf: 2026-04-01 10:00:00.1234567 +00:00\n",
            "base: &b {x: 1, y: [1, 2]}\nuse: *b\nmerged:\n  <<: *b\n  y: 3\n",
            "bin: !!binary |\n  R0lGODlhDAAMAIQAAP//9/X17unp5WZmZgAAAOfn515eXvPz7Y6OjuDg4J+fn5\n"
                    + "  OTk6enp56enmlpaWNjY6Ojo4SEhP/++f/++f/++f/++f/++f/++f/++f/++f/+\n",
            "nums: [0o17, 017, 0x1F, 1_000, 0b101, 190:20:30, 1e5, 1.0e+5, -.5, .5, 1., .inf, .NaN, 1.5e-7]\n",
            "bools: [yes, No, on, OFF, y, n, true]\nnulls: [~, null, '', \"\"]\n",
            "folded: >\n  one\n  two\n\n  three\n",
            "\"quoted key\": 'single ''quoted'' value'\n? complex key\n: v\n",
            "- - nested\n  - list\n- {flow: map}\n- []\n- {}\n");

    private static JsonNode expected;

    @BeforeAll
    static void askPyYaml() throws Exception {
        Python.requirePyYaml();
        String script = String.join("\n",
                "import sys, json, yaml",
                "texts = json.load(sys.stdin)",
                "json.dump([yaml.dump(yaml.safe_load(t), default_flow_style=False, sort_keys=False) for t in texts],",
                "          sys.stdout)");
        expected = JSON.readTree(Python.run(script, JSON.writeValueAsString(TEXTS)));
    }

    @Test
    void readThenDumpEqualsPyYamlLoadThenDump() throws YamlProblem {
        for (int i = 0; i < TEXTS.size(); i++) {
            assertThat(PyYamlWriter.dump(YamlReader.parse(TEXTS.get(i))))
                    .as("text %d:\n%s", i, TEXTS.get(i))
                    .isEqualTo(expected.get(i).asText());
        }
    }
}

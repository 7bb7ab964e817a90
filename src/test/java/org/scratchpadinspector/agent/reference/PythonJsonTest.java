package org.scratchpadinspector.agent.reference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.testsupport.Python;

class PythonJsonTest {
    private static final List<String> MALFORMED = List.of("", " ", "{", "[", "[1,", "[1,]", "{\"a\":1,}", "{\"a\" 1}",
            "{'tool': 'echo'}", "not json", "Checking the clock again → {not json", "{\"a\": \"x", "\"abc\\q\"",
            "\"\\u12\"", "\"\\u12G4\"", "{\"a\":1} x", "-", "-x", "01", "1.", "1e", "[1 2]", "{\"a\":}", "\"a\tb\"",
            "\n\n  {\"tool\": echo}", "é{", "{\"k\": [1, {\"x\": nul}]}", "\ufeff{}", "{\"a\":1}\n]", "tru", "[\"é\", ");

    @Test
    void errorMessagesAreTheSameAsPythons() throws Exception {
        Python.requirePyYaml();
        List<String> ours = new ArrayList<>();
        for (String text : MALFORMED) {
            try {
                PythonJson.loads(text);
                ours.add("OK");
            } catch (PythonJson.DecodeError e) {
                ours.add(e.getMessage());
            }
        }
        String script = "import json,sys\nfor t in json.load(sys.stdin):\n"
                + "    try:\n        json.loads(t); print('OK')\n"
                + "    except json.JSONDecodeError as e:\n        print(str(e))\n";
        String python = Python.run(script, new ObjectMapper().writeValueAsString(MALFORMED));
        assertThat(ours).containsExactlyElementsOf(python.lines().toList());
    }

    @Test
    void valuesAreWhatPythonWouldHold() throws Exception {
        Object value = PythonJson.loads("{\"tool\": \"echo\", \"args\": {\"n\": 12, \"big\": 12345678901234567890,"
                + " \"f\": 1.5, \"t\": true, \"z\": null, \"s\": \"\\u00e9\\ud83d\\ude80\"}, \"tool\": \"clock\"}");
        assertThat(value).isInstanceOf(Map.class);
        Map<?, ?> map = (Map<?, ?>) value;
        assertThat(List.copyOf(map.keySet())).isEqualTo(List.of("tool", "args"));
        assertThat(map.get("tool")).isEqualTo("clock");
        Map<?, ?> args = (Map<?, ?>) map.get("args");
        assertThat(args.get("n")).isEqualTo(12);
        assertThat(args.get("big")).isEqualTo(new java.math.BigInteger("12345678901234567890"));
        assertThat(args.get("f")).isEqualTo(1.5);
        assertThat(args.get("s")).isEqualTo("é🚀");
    }

    @Test
    void positionsCountCodePointsLikePython() {
        assertThatThrownBy(() -> PythonJson.loads("🚀x"))
                .hasMessage("Expecting value: line 1 column 1 (char 0)");
        assertThatThrownBy(() -> PythonJson.loads("[\"🚀\" x]"))
                .hasMessage("Expecting ',' delimiter: line 1 column 6 (char 5)");
    }
}

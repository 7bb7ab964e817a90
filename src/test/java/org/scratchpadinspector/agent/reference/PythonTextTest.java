package org.scratchpadinspector.agent.reference;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.testsupport.Python;

class PythonTextTest {
    @Test
    void reprOfArgumentsIsPythons() throws Exception {
        Python.requirePyYaml();
        List<String> responses = List.of("{\"path\": \"docs/x.md\"}", "{\"m\": \"it's\", \"n\": [1, 2.5, true, null]}",
                "{\"q\": \"both ' and \\\"\", \"u\": \"é → 日本語 🚀\", \"c\": \"a\\u0001b\\nc\\u00a0d\\u2028\"}",
                "{\"e\": {}, \"l\": [], \"f\": 1e22, \"g\": 0.1, \"h\": -0.0, \"big\": 123456789012345678901234}",
                "{\"back\": \"a\\\\b\", \"tab\": \"x\\ty\\r\"}");
        StringBuilder ours = new StringBuilder();
        for (String response : responses) {
            ours.append(PythonText.repr(PythonJson.loads(response))).append('\n');
        }
        String python = Python.run("import json,sys\nfor r in json.load(sys.stdin):\n    print(repr(json.loads(r)))\n",
                new ObjectMapper().writeValueAsString(responses));
        assertThat(ours.toString()).isEqualTo(python);
    }

    @Test
    void headCountsCodePoints() {
        assertThat(PythonText.head("🚀🚀🚀", 2)).isEqualTo("🚀🚀");
        assertThat(PythonText.head("abc", 5)).isEqualTo("abc");
    }
}

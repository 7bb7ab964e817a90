package org.scratchpadinspector.formats.mempalace;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.testsupport.Python;
import org.scratchpadinspector.engine.json.PythonJsonDump;

/** The session writer gives the bytes of Python's {@code json.dumps(json.loads(text), indent=2)}. */
class PythonJsonDumpsTest {
    private static final String DOCUMENT = "{\"ttl\": 3600, \"dup\": 1, \"f\": [0.1, 1.0, -0.0, 1e16, 1e15, 123456789.123,"
            + " 0.0001, 0.00001, 1.5e-300, 2.5e+300, 1E400, -1e400, NaN, 3.14159265358979, 100.0, 7e22],"
            + " \"big\": 123456789012345678901234567890, \"neg\": -0, \"empty\": {\"a\": [], \"b\": {}},"
            + " \"text\": \"\\u00fc\\ud83d\\udcf7 \\\"q\\\" \\\\ \\n\\t\\r\\b\\f \\u0001 \\u007f ~\", \"dup\": [true, false, null]}";

    @Test
    void floatsIntsEscapesEmptiesAndRepeatedKeysComeOutAsPythonWritesThem() throws Exception {
        String python = Python.run("import json, sys\nsys.stdout.write(json.dumps(json.loads(sys.stdin.read()), indent=2))\n",
                DOCUMENT);
        String java = PythonJsonDump.dumps(SessionJson.parse("t.json", DOCUMENT.getBytes(StandardCharsets.UTF_8)).value());
        assertThat(java).isEqualTo(python);
    }
}

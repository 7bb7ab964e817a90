package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.Python;

/**
 * The samples' checker (check_samples.py, real PyYAML) and {@code ls --json} read the same damaged agent root
 * alike: an unreadable snapshot is {@code unreadable} (not {@code orphan}) with status unknown, a notes list
 * counts no tool call, and a name with month 13 is no cycle.
 */
class SampleCheckerAgreesOnBadInputTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    @Test
    void checkSamplesComputesWhatLsJsonSaysForUnreadableAndMisnamedFiles() throws IOException {
        Python.requirePyYaml();
        Path root = BadInputCliTest.copyHealthySample(tmp);
        Path scratch = root.resolve("scratchpad");
        Files.writeString(scratch.resolve("20260401_100637_after.yaml"), "goals: [unclosed\n");
        Path before = scratch.resolve("20260401_101137_before.yaml");
        Files.delete(before);
        Files.createSymbolicLink(before, Path.of("/etc/hostname"));
        Path after = scratch.resolve("20260401_101637_after.yaml");
        String text = Files.readString(after);
        Files.writeString(after, text.substring(0, text.indexOf("\nnotes: ")) + "\nnotes:\n- one\n- two"
                + text.substring(text.indexOf("\nlast_updated: ")));
        Files.writeString(scratch.resolve("20261399_999999_after.yaml"), "goals: []\n");

        JsonNode cycles = JSON.readTree(SamplesTest.ls(root));
        ObjectNode expected = JSON.createObjectNode();
        ArrayNode list = expected.putArray("cycles");
        for (JsonNode c : cycles) {
            ObjectNode o = list.addObject();
            for (String field : new String[] {"id", "status", "flags", "tool_calls", "parse_errors"}) {
                o.set(field, c.get(field));
            }
        }
        Files.writeString(root.resolve("expected.json"), JSON.writeValueAsString(expected));

        assertThat(list).hasSize(5);
        assertThat(list.get(1).get("flags").toString()).isEqualTo("[\"unreadable\"]");
        assertThat(list.get(1).get("status").asText()).isEqualTo("unknown");
        assertThat(list.get(2).get("flags").toString()).contains("unreadable").doesNotContain("orphan");
        assertThat(list.get(3).get("tool_calls").asInt()).isZero();
        String out = Python.run("import runpy, sys\nsys.argv = ['check_samples.py', r'" + root + "']\n"
                + "try:\n    runpy.run_path('scratchpad-samples/generator/check_samples.py', run_name='__main__')\n"
                + "except SystemExit as e:\n    print('exit', e.code)\n", "");
        assertThat(out).contains(root + ": OK").contains("exit 0");
    }
}

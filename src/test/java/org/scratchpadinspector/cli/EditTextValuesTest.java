package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.Python;

/**
 * Literal text values on the command line ({@code --append-text}, {@code --replace-text}, and a plain
 * {@code --append} to a section that holds text), each read back by real PyYAML as the agent would load it.
 */
class EditTextValuesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String READ_WITH_PYYAML = String.join("\n",
            "import json, sys, yaml",
            "with open(sys.stdin.readline().rstrip('\\n'), encoding='utf-8') as f:",
            "    print(json.dumps(yaml.safe_load(f), ensure_ascii=False))");

    @TempDir
    Path tmp;

    Path root;
    Path active;

    record Run(int code, String out, String err) {
    }

    @BeforeEach
    void copyHealthySample() throws IOException {
        Python.requirePyYaml();
        root = tmp.resolve("agent");
        org.scratchpadinspector.testsupport.SampleCopy.copy(SamplesTest.SAMPLES.resolve("healthy"), root);
        active = root.resolve("scratchpad/active.yaml");
    }

    Run run(String stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    JsonNode pyyaml() throws IOException {
        return JSON.readTree(Python.run(READ_WITH_PYYAML, active + "\n"));
    }

    @Test
    void aPlainAppendToTheNotesTakesTheValueAsOneNewLineOfText() throws Exception {
        String notesBefore = pyyaml().get("notes").asText();
        Run r = run("", "edit", root.toString(), "notes", "--append", "operator: checked ✓ — ok");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(pyyaml().get("notes").asText()).isEqualTo(notesBefore + "\noperator: checked ✓ — ok");
    }

    @Test
    void appendTextKeepsEveryLineBreakWhereYamlWouldFoldThem() throws Exception {
        String notesBefore = pyyaml().get("notes").asText();
        assertThat(run("", "edit", root.toString(), "notes", "--append-text", "a\nb").code()).isZero();
        assertThat(pyyaml().get("notes").asText()).isEqualTo(notesBefore + "\na\nb");
        // a plain --append to a text section is text too
        assertThat(run("", "edit", root.toString(), "notes", "--append", "c\n  - d: e").code()).isZero();
        assertThat(pyyaml().get("notes").asText()).isEqualTo(notesBefore + "\na\nb\nc\n  - d: e");
    }

    @Test
    void appendTextToAListAddsOneItemWithTheTextAsTyped() throws Exception {
        int goals = pyyaml().get("goals").size();
        assertThat(run("", "edit", root.toString(), "goals", "--append-text", "x\ny: z").code()).isZero();
        JsonNode after = pyyaml().get("goals");
        assertThat(after.size()).isEqualTo(goals + 1);
        assertThat(after.get(goals).asText()).isEqualTo("x\ny: z");
        // the YAML form still parses: a list value extends the list
        assertThat(run("", "edit", root.toString(), "goals", "--append", "[p, q]").code()).isZero();
        assertThat(pyyaml().get("goals").size()).isEqualTo(goals + 3);
    }

    @Test
    void replaceTextWritesTheTextLiterallyEvenWhenItLooksLikeYaml() throws Exception {
        Run r = run("", "edit", root.toString(), "current_task", "--replace-text", "--", "- not a list: 'really' # no comment\n");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(pyyaml().get("current_task").asText()).isEqualTo("- not a list: 'really' # no comment\n");
    }

    @Test
    void textFromStandardInputLosesOnlyItsFinalNewline() throws Exception {
        String notesBefore = pyyaml().get("notes").asText();
        Run r = run("line one\n\nline three\n", "edit", root.toString(), "notes", "--append-text", "-");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(pyyaml().get("notes").asText()).isEqualTo(notesBefore + "\nline one\n\nline three");
    }

    @Test
    void aTextOptionWithoutItsTextIsAUsageError() {
        Run r = run("", "edit", root.toString(), "notes", "--append-text");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("--append-text takes a SECTION and a TEXT");
    }
}

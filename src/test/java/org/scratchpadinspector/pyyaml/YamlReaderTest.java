package org.scratchpadinspector.pyyaml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.scratchpadinspector.pyyaml.YamlValues.list;
import static org.scratchpadinspector.pyyaml.YamlValues.map;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class YamlReaderTest {

    private static YamlProblem problemOf(String text) {
        return catchThrowableOfType(() -> YamlReader.parse(text), YamlProblem.class);
    }

    private static YamlProblem problemOf(byte[] bytes) {
        return catchThrowableOfType(() -> YamlReader.parse(bytes), YamlProblem.class);
    }

    @Test
    void readsTheSeedFormatWithKeyOrderKept() throws YamlProblem {
        String text = "goals:\n- a\n- b\ncurrent_task: null\npending_actions: []\ncompleted_tasks: []\n"
                + "notes: \"\\n[TOOL] echo({'message': 'Hi \\u2192 \\xE9'}) \\u2192 ECHO: Hi \\u2192 \\xE9\\n\\\n"
                + "  [COMPLETED] done\"\nlast_updated: '2026-04-01T15:01:54.203841'\n";
        Map<String, Object> state = YamlReader.parseMapping(text);
        assertThat(state).isInstanceOf(LinkedHashMap.class);
        assertThat(state.keySet()).containsExactly("goals", "current_task", "pending_actions", "completed_tasks",
                "notes", "last_updated");
        assertThat(state.get("goals")).isInstanceOf(ArrayList.class).isEqualTo(List.of("a", "b"));
        assertThat(state.get("notes"))
                .isEqualTo("\n[TOOL] echo({'message': 'Hi \u2192 \u00e9'}) \u2192 ECHO: Hi \u2192 \u00e9"
                        + "\n[COMPLETED] done");
        assertThat(state.get("last_updated")).isEqualTo("2026-04-01T15:01:54.203841");
        assertThat(state).containsEntry("current_task", null);
    }

    @Test
    void resolvesScalarsLikePyYamlSafeLoad() throws YamlProblem {
        Object value = YamlReader.parse("[0o17, 017, 0x1F, 1_000, 0b101, 190:20:30, 1e5, 1.0e+5, -.5, .5, 1.,"
                + " .inf, -.Inf, yes, No, on, OFF, y, n, ~, null, '', 12345678901, 123456789012345678901234567890]");
        assertThat(value).isEqualTo(list("0o17", 15, 31, 1000, 5, 685230, "1e5", 100000.0, "-.5", 0.5, 1.0,
                Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, true, false, true, false, "y", "n", null, null,
                "", 12345678901L, new BigInteger("123456789012345678901234567890")));
        assertThat((Double) ((List<?>) YamlReader.parse("[.nan]")).get(0)).isNaN();
    }

    @Test
    void unquotedTimestampsKeepTheirText() throws YamlProblem {
        Object value = YamlReader.parse("a: 2026-04-01 10:00:00\nb: 2026-04-01\nc: '2026-04-01'\n");
        assertThat(value).isEqualTo(map("a", new YamlTimestamp("2026-04-01 10:00:00"),
                "b", new YamlTimestamp("2026-04-01"), "c", "2026-04-01"));
    }

    @Test
    void impossibleTimestampIsReportedLikePyYaml() {
        YamlProblem problem = problemOf("a: 1\nb: 2026-13-45\n");
        assertThat(problem.line()).isEqualTo(2);
        assertThat(problem.column()).isEqualTo(4);
        assertThat(problem.reason()).contains("invalid timestamp 2026-13-45");
    }

    @Test
    void binaryComesBackAsBytes() throws YamlProblem {
        Map<?, ?> value = (Map<?, ?>) YamlReader.parse("a: !!binary aGVsbG8=\n");
        assertThat((byte[]) value.get("a")).isEqualTo("hello".getBytes(StandardCharsets.US_ASCII));
    }

    @Test
    void malformedYamlIsReportedWithLineAndColumn() {
        YamlProblem problem = problemOf("goals:\n- a\nnotes: \"x\" y\n");
        assertThat(problem.line()).isEqualTo(3);
        assertThat(problem.column()).isEqualTo(12);
        assertThat(problem.getMessage()).startsWith("line 3, column 12: ").contains("expected <block end>");
    }

    @Test
    void badIndentationIsReportedWithLineAndColumn() {
        YamlProblem problem = problemOf("a:\n  b: 1\n c: 2\n");
        assertThat(problem.line()).isEqualTo(3);
        assertThat(problem.column()).isEqualTo(2);
    }

    @Test
    void truncatedFileIsReportedAsUnexpectedEnd() {
        YamlProblem problem = problemOf("goals:\n- a\nnotes: \"\\n[TOOL] echo(");
        assertThat(problem.line()).isEqualTo(3);
        assertThat(problem.reason()).contains("unexpected end of stream").contains("quoted scalar");
    }

    @Test
    void emptyFileIsNullAndNotAMapping() throws YamlProblem {
        assertThat(YamlReader.parse("")).isNull();
        assertThat(YamlReader.parse(new byte[0])).isNull();
        assertThat(YamlReader.parse("# only a comment\n")).isNull();
        assertThatThrownBy(() -> YamlReader.parseMapping("")).isInstanceOf(YamlProblem.class)
                .hasMessage("empty document");
    }

    @Test
    void nonMappingTopLevelIsRefusedByParseMapping() {
        assertThatThrownBy(() -> YamlReader.parseMapping("- a\n- b\n"))
                .hasMessage("top level is a list, not a mapping");
        assertThatThrownBy(() -> YamlReader.parseMapping("just text\n"))
                .hasMessage("top level is a string, not a mapping");
        assertThatThrownBy(() -> YamlReader.parseMapping("42\n")).hasMessage("top level is an integer, not a mapping");
        assertThatThrownBy(() -> YamlReader.parseMapping("1: a\n")).hasMessageContaining("not a string");
    }

    @Test
    void duplicateKeyIsReportedWithLineAndColumn() {
        YamlProblem problem = problemOf("goals: []\nnotes: a\n  \nnested:\n  x: 1\n  x: 2\n");
        assertThat(problem.line()).isEqualTo(6);
        assertThat(problem.column()).isEqualTo(3);
        assertThat(problem.reason()).contains("duplicate key x");
    }

    @Test
    void anchorsAndAliasesWork() throws YamlProblem {
        Object value = YamlReader.parse("base: &b {x: 1, y: 2}\nuse: *b\nmerged:\n  <<: *b\n  y: 3\n");
        assertThat(value).isEqualTo(map("base", map("x", 1, "y", 2), "use", map("x", 1, "y", 2),
                "merged", map("x", 1, "y", 3)));
    }

    @Test
    void billionLaughsIsRefusedWithAClearReason() {
        StringBuilder text = new StringBuilder("a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
        char previous = 'a';
        for (char c = 'b'; c <= 'i'; c++) {
            text.append(c).append(": &").append(c).append(" [");
            text.append(String.join(", ", java.util.Collections.nCopies(9, "*" + previous))).append("]\n");
            previous = c;
        }
        assertThat(problemOf(text.toString()).reason()).contains("alias bomb");
    }

    @Test
    void tooManyAliasesAreRefused() {
        StringBuilder text = new StringBuilder("a: &a [x]\nb: [");
        for (int i = 0; i < 150; i++) {
            text.append("*a, ");
        }
        text.append("*a]\n");
        assertThat(problemOf(text.toString()).reason()).contains("too many aliases");
    }

    @Test
    void recursiveAliasIsRefused() {
        assertThat(problemOf("a: &a [*a]\n").reason()).contains("recursive alias");
    }

    @Test
    void nestingBeyondTheLimitIsRefused() {
        assertThat(problemOf("[".repeat(300) + "]".repeat(300)).reason()).contains("nested deeper than 200");
        StringBuilder block = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            block.append("  ".repeat(i)).append("k:\n");
        }
        assertThat(problemOf(block.toString()).reason()).contains("nested deeper than 200");
    }

    @Test
    void nestingWithinTheLimitParses() throws YamlProblem {
        assertThat(YamlReader.parse("[".repeat(150) + "]".repeat(150))).isInstanceOf(List.class);
    }

    @Test
    void multipleDocumentsAreAProblem() {
        YamlProblem problem = problemOf("a: 1\n---\nb: 2\n");
        assertThat(problem.line()).isEqualTo(2);
        assertThat(problem.reason()).contains("single document");
    }

    @Test
    void collectionAsKeyIsRefusedLikePyYaml() {
        assertThat(problemOf("? [a]\n: x\n").reason()).contains("unhashable key");
    }

    @Test
    void pythonTagsAreRefused() {
        assertThat(problemOf("a: !!python/object/apply:os.system ['ls']\n")).isNotNull();
        assertThat(problemOf("a: =\n").reason()).contains("could not determine a constructor");
    }

    @Test
    void nonUtf8BytesAreReportedWithLineColumnAndByte() {
        byte[] latin1 = "a: ok\nb: caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
        YamlProblem problem = problemOf(latin1);
        assertThat(problem.getMessage()).isEqualTo("line 2, column 7: not UTF-8: byte 0xE9");
    }

    @Test
    void invalidByteAfterMultiByteCharactersCountsColumnsInCharacters() {
        byte[] bytes = ("x: \u2192\u2192" + "\u0000").getBytes(StandardCharsets.UTF_8);
        bytes[bytes.length - 1] = (byte) 0xFF;
        assertThat(problemOf(bytes).getMessage()).isEqualTo("line 1, column 6: not UTF-8: byte 0xFF");
    }

    @Test
    void utf8ByteOrderMarkIsAccepted() throws YamlProblem {
        byte[] text = "a: caf\u00e9\n".getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[text.length + 3];
        withBom[0] = (byte) 0xEF;
        withBom[1] = (byte) 0xBB;
        withBom[2] = (byte) 0xBF;
        System.arraycopy(text, 0, withBom, 3, text.length);
        assertThat(YamlReader.parse(withBom)).isEqualTo(Map.of("a", "caf\u00e9"));
    }

    @Test
    void binaryGarbageIsAClearProblem() {
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13};
        assertThat(problemOf(png).getMessage()).isEqualTo("line 1, column 1: not UTF-8: byte 0x89");
        byte[] random = new byte[4096];
        new java.util.Random(42).nextBytes(random);
        assertThat(problemOf(random)).isNotNull();
    }

    @Test
    void nulCharacterIsAClearProblem() {
        YamlProblem problem = problemOf(new byte[] {'a', ':', ' ', 0, 0});
        assertThat(problem.getMessage()).isEqualTo(
                "line 1, column 4: character U+0000 is not allowed in YAML (binary data?)");
    }

    @Test
    void yamlPunctuationGarbageNeverEscapesAsRuntimeException() {
        java.util.Random random = new java.util.Random(7);
        for (int round = 0; round < 200; round++) {
            String alphabet = ":-?[]{}&*!|>'\"%@`#, \n\tab01~.\\";
            byte[] bytes = new byte[random.nextInt(200)];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = (byte) alphabet.charAt(random.nextInt(alphabet.length()));
            }
            try {
                YamlReader.parse(bytes);
            } catch (YamlProblem expected) {
                assertThat(expected.reason()).isNotBlank();
            }
        }
    }

    @Test
    void sixMegabyteDocumentParses() throws YamlProblem {
        StringBuilder notes = new StringBuilder();
        while (notes.length() < 6_000_000) {
            notes.append("\n[TOOL] shell({'command': 'date -u'}) \u2192 Wed Apr 1 15:01:45 UTC 2026");
        }
        Map<Object, Object> state = map("goals", list("a"), "notes", notes.toString());
        String text = PyYamlWriter.dump(state);
        assertThat(text.length()).isGreaterThan(6_000_000);
        assertThat(YamlReader.parse(text)).isEqualTo(state);
    }

    @Test
    void problemMessageWithoutPositionIsJustTheReason() {
        YamlProblem problem = new YamlProblem("empty document");
        assertThat(problem.line()).isZero();
        assertThat(problem.column()).isZero();
        assertThat(problem.getMessage()).isEqualTo("empty document");
        assertThat(new YamlProblem(3, 4, "bad").getMessage()).isEqualTo("line 3, column 4: bad");
    }
}

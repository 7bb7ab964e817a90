package org.scratchpadinspector.pyyaml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.scratchpadinspector.pyyaml.YamlValues.list;
import static org.scratchpadinspector.pyyaml.YamlValues.map;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DecodedRendererTest {

    private static void assertReadsBack(Object value) {
        String rendered = DecodedRenderer.render(value);
        Object parsed;
        try {
            parsed = YamlReader.parse(rendered);
        } catch (YamlProblem e) {
            throw new AssertionError("rendering is not valid YAML (" + e.getMessage() + "):\n" + rendered, e);
        }
        assertThat(YamlValues.same(value, parsed))
                .as("rendered:\n%s\nread back: %s", rendered, parsed)
                .isTrue();
    }

    @Test
    void seedStateReadsOneNotesEntryPerLineWithRealUnicode() {
        String rendered = DecodedRenderer.render(YamlCorpus.seedState());
        assertThat(rendered).isEqualTo("""
                goals:
                - Demonstrate the wake/run/sleep cycle
                - Write hello.txt
                current_task: Run the echo tool with a hello message
                pending_actions:
                - Write hello.txt
                - Signal done
                completed_tasks:
                - task: Say hi
                  summary: Said hi → ok
                notes: |-

                  [TOOL] echo({'message': 'Hi → é'}) → ECHO: Hi → é
                  [TOOL] shell({'command': 'date -u'}) → Wed Apr 1 15:01:45 UTC 2026

                  [COMPLETED] done
                last_updated: '2026-04-01T15:01:54.203841'
                """);
    }

    @Test
    void literalBlockChompingFollowsTrailingNewlines() {
        assertThat(DecodedRenderer.render(map("a", "x\ny"))).isEqualTo("a: |-\n  x\n  y\n");
        assertThat(DecodedRenderer.render(map("a", "x\ny\n"))).isEqualTo("a: |\n  x\n  y\n");
        assertThat(DecodedRenderer.render(map("a", "x\ny\n\n"))).isEqualTo("a: |+\n  x\n  y\n\n");
    }

    @Test
    void literalBlockStartingWithASpaceGetsAnIndentationIndicator() {
        assertThat(DecodedRenderer.render(map("a", "  indented\nnext"))).isEqualTo("a: |2-\n    indented\n  next\n");
    }

    @Test
    void trailingSpacesStayInALiteralBlock() {
        assertThat(DecodedRenderer.render(map("a", "x  \ny"))).isEqualTo("a: |-\n  x  \n  y\n");
    }

    @Test
    void longLinesAreNeverWrapped() {
        String sentence = ("lorem \u2192 ipsum ").repeat(40).trim();
        assertThat(DecodedRenderer.render(map("a", sentence))).isEqualTo("a: " + sentence + "\n");
        assertThat(DecodedRenderer.render(map("a", " " + sentence))).isEqualTo("a: ' " + sentence + "'\n");
    }

    @Test
    void scalarsThatWouldChangeTypeAreQuoted() {
        assertThat(DecodedRenderer.render(list("yes", "123", "", "null", "2026-04-01T15:01:54.203841", "a: b",
                "a #b", "- x", "plain text", "caf\u00e9", 123, true, null, 1.5)))
                .isEqualTo("- 'yes'\n- '123'\n- ''\n- 'null'\n- '2026-04-01T15:01:54.203841'\n- 'a: b'\n"
                        + "- 'a #b'\n- '- x'\n- plain text\n- café\n- 123\n- true\n- null\n- 1.5\n");
    }

    @Test
    void controlCharactersFallBackToDoubleQuotedEscapes() {
        assertThat(DecodedRenderer.render(map("a", "bell\u0007\nline \u2192 \uD83D\uDE00", "b", "cr\r\nlf")))
                .isEqualTo("a: \"bell\\a\\nline → \uD83D\uDE00\"\nb: \"cr\\r\\nlf\"\n");
    }

    @Test
    void timestampsAndBinaryAreReEmitted() {
        assertThat(DecodedRenderer.render(map("t", new YamlTimestamp("2026-04-01 10:00:00"), "b", "hi".getBytes())))
                .isEqualTo("t: 2026-04-01 10:00:00\nb: !!binary |\n  aGk=\n");
    }

    @Test
    void everyAwkwardStringReadsBackUnchangedAsValueKeyAndListItem() {
        List<String> strings = new ArrayList<>(YamlCorpus.awkwardStrings());
        strings.addAll(List.of("\n", "\n\n\n", "  \n  ", " \n", "\n ", "x\n  \n", "\t\n\tx", "a\n\n", "\n\na",
                "  lead\n\n", "#c\n-d", "--- x\n...", "a\n---\nb", "a\n...\nb", "\u00e9\n\u00e9 ", "\uD83D\uDE00\n",
                YamlCorpus.NOTES + "\n", "trailing  \n  spaces  \n", "key: value\n- item\n? q"));
        for (String s : strings) {
            assertReadsBack(map("k", s));
            assertReadsBack(map(s, "v"));
            assertReadsBack(list(s, list(s), map("n", s)));
            assertReadsBack(s);
        }
    }

    @Test
    void theWholeCorpusReadsBackUnchanged() {
        for (Object value : YamlCorpus.values()) {
            assertReadsBack(value);
        }
    }

    @Test
    void sharedCollectionsBecomeAnchorsAndAliases() {
        Object shared = list(1, 2);
        String rendered = DecodedRenderer.render(map("a", shared, "b", shared));
        assertThat(rendered).isEqualTo("a: &id001\n- 1\n- 2\nb: *id001\n");
        assertReadsBack(map("a", shared, "b", shared));
    }
}

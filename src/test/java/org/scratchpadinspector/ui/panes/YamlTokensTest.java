package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class YamlTokensTest {
    private final YamlTokens tokens = new YamlTokens();

    @Test
    void coloursKeysAndScalars() {
        assertThat(codes("current_task: Draft it")).isEqualTo("KKKKKKKKKKKK  SSSSSSSS");
        assertThat(codes("max: 4")).isEqualTo("KKK  N");
        assertThat(codes("done: null # why")).isEqualTo("KKKK  NNNN CCCCC");
        assertThat(codes("- 'quoted'")).isEqualTo("  SSSSSSSS");
    }

    @Test
    void aDoubleQuotedScalarWrappedOverLinesStaysAString() {
        assertThat(codes("notes: \"\\n[TOOL] a\\")).isEqualTo("KKKKK  SSSSSSSSSSSS");
        assertThat(codes("  b\\nc\"")).isEqualTo("SSSSSSS");
        assertThat(codes("last: x")).isEqualTo("KKKK  S");
    }

    @Test
    void literalBlockContentIsLeftPlainUntilTheIndentationEnds() {
        assertThat(codes("notes: |-")).isEqualTo("KKKKK  LL");
        assertThat(codes("  key: not a key")).isEqualTo("                ");
        assertThat(codes("")).isEqualTo("");
        assertThat(codes("last_updated: '2026'")).isEqualTo("KKKKKKKKKKKK  SSSSSS");
    }

    private String codes(String line) {
        byte[] codes = new byte[line.length()];
        tokens.scan(line, codes);
        StringBuilder out = new StringBuilder();
        for (byte c : codes) {
            out.append(" KSNLC".charAt(c));
        }
        return out.toString();
    }
}

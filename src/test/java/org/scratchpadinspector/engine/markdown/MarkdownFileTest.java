package org.scratchpadinspector.engine.markdown;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class MarkdownFileTest {
    private static List<String> keys(String text) {
        return MarkdownFile.parse(text).sections().stream().map(Section::key).toList();
    }

    @Test
    void aSectionIsTheChainOfHeadingsAboveItTopLevelFirst() {
        assertThat(keys("# A\n\ntext\n\n## B\n\nb\n\n### C\n\nc\n\n## D\n\n# E\n"))
                .containsExactly("A", "A/B", "A/B/C", "A/D", "E");
    }

    @Test
    void aSectionEndsAtTheNextHeadingOfAnyLevelAndHoldsItsOwnTextOnly() {
        MarkdownFile file = MarkdownFile.parse("# A\n\nintro\n\n## B\n\n- one\n- two\n\n");
        assertThat(file.byKey().get("A").text()).isEqualTo("intro");
        assertThat(file.byKey().get("A/B").text()).isEqualTo("- one\n- two");
        assertThat(file.byKey().get("A/B").firstLine()).isEqualTo(5);
        assertThat(file.byKey().get("A/B").level()).isEqualTo(2);
    }

    @Test
    void textBeforeTheFirstHeadingIsTheEmptyKeyOnlyWhenThereIsSome() {
        assertThat(keys("Some words\n\n# A\n")).containsExactly("", "A");
        assertThat(keys("\n\n# A\n")).containsExactly("A");
        assertThat(keys("no headings at all\n")).containsExactly("");
        assertThat(keys("")).isEmpty();
    }

    @Test
    void aHashLineInsideAFencedCodeBlockIsNoHeading() {
        assertThat(keys("# A\n\n```bash\n# a comment\n```\n\n~~~~\n## not either\n~~~\n~~~~\n## B\n"))
                .containsExactly("A", "A/B");
    }

    @Test
    void onlyAtxHeadingsAsCommonMarkReadsThemCount() {
        assertThat(keys("#hashtag\n    # indented code\n   # Three spaces in\n####### seven\n# Closing #####\n"))
                .containsExactly("", "Three spaces in", "Closing");
    }

    @Test
    void aKeySeenTwiceInOneFileIsKeptApartByItsOrdinal() {
        assertThat(keys("# Notes\n\na\n\n# Notes\n\nb\n")).containsExactly("Notes", "Notes (2)");
    }

    @Test
    void frontMatterIsItsOwnSectionParsedAsYamlAndTimesStayText() {
        MarkdownFile file = MarkdownFile.parse("---\nname: x\ncreated_at: 2026-03-01T10:00:00Z\n---\n\nbody\n");
        assertThat(keys("---\nname: x\n---\nbody\n")).containsExactly("front-matter", "");
        assertThat(file.frontMatter().valid()).isTrue();
        assertThat(file.frontMatter().value()).containsEntry("created_at", "2026-03-01T10:00:00Z");
        assertThat(file.byKey().get("").text()).isEqualTo("body");
    }

    @Test
    void frontMatterThatDoesNotParseOrNeverClosesSaysWhereAndWhy() {
        assertThat(MarkdownFile.parse("---\npaths: [a\n---\n").frontMatter().problem())
                .startsWith("line ").contains("does not parse");
        FrontMatter open = MarkdownFile.parse("---\nname: x\nbody\n").frontMatter();
        assertThat(open.closed()).isFalse();
        assertThat(open.problem()).contains("never closed");
    }

    @Test
    void crlfLinesAndAByteOrderMarkReadLikePlainOnes() {
        assertThat(TextLines.decode(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'a'})).isEqualTo("a");
        assertThat(MarkdownFile.parse("# A\r\n\r\ntext\r\n").byKey().get("A").text()).isEqualTo("text");
        assertThat(TextLines.decode(new byte[] {(byte) 0xC3, (byte) 0x28})).isNull();
    }
}

package org.scratchpadinspector.formats.markdownmemory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SectionTextTest {
    private static final String FILE = "# Notes\n\n- one\n- two\n\n## Todo\n\n- write tests\n\n# Done\n\n- setup\n";

    @Test
    void replacingASectionKeepsItsHeadingTheBlankLinesAroundItAndEveryOtherLine() {
        assertThat(SectionText.replace(FILE, "Notes", "- three"))
                .isEqualTo("# Notes\n\n- three\n\n## Todo\n\n- write tests\n\n# Done\n\n- setup\n");
        assertThat(SectionText.replace(FILE, "Done", "- all\n- of it\n"))
                .isEqualTo("# Notes\n\n- one\n- two\n\n## Todo\n\n- write tests\n\n# Done\n\n- all\n- of it\n");
    }

    @Test
    void appendingAddsALineAfterTheSectionsLastLine() {
        assertThat(SectionText.append(FILE, "Notes/Todo", "- ship it"))
                .isEqualTo("# Notes\n\n- one\n- two\n\n## Todo\n\n- write tests\n- ship it\n\n# Done\n\n- setup\n");
    }

    @Test
    void clearingLeavesTheHeadingAndOneBlankLineBeforeTheNext() {
        assertThat(SectionText.clear(FILE, "Notes/Todo"))
                .isEqualTo("# Notes\n\n- one\n- two\n\n## Todo\n\n# Done\n\n- setup\n");
    }

    @Test
    void aSectionTheFileLacksIsAddedUnderItsParentOrAtTheEnd() {
        assertThat(SectionText.append(FILE, "Notes/Ideas", "- a graph view"))
                .isEqualTo("# Notes\n\n- one\n- two\n\n## Todo\n\n- write tests\n\n## Ideas\n- a graph view\n\n# Done\n\n- setup\n");
        assertThat(SectionText.replace("# A\n\na\n", "B", "b")).isEqualTo("# A\n\na\n\n# B\nb\n");
        assertThatThrownBy(() -> SectionText.replace(FILE, "Nope/Child", "x")).hasMessageContaining("no section Nope");
    }

    @Test
    void theTextBeforeTheFirstHeadingAndTheFrontMatterAreSectionsToo() {
        String file = "---\ndescription: old\n---\n\nintro\n\n# A\n\na\n";
        assertThat(SectionText.replace(file, "", "new intro")).isEqualTo("---\ndescription: old\n---\nnew intro\n\n# A\n\na\n");
        assertThat(SectionText.replace(file, "front-matter", "description: new")).isEqualTo(
                "---\ndescription: new\n---\n\nintro\n\n# A\n\na\n");
        assertThatThrownBy(() -> SectionText.replace(file, "front-matter", "description: [")).hasMessageContaining("would not parse");
    }

    @Test
    void theFilesLineEndsAndMissingFinalNewlineAreKept() {
        assertThat(SectionText.replace("# A\r\n\r\na\r\n", "A", "b")).isEqualTo("# A\r\n\r\nb\r\n");
        assertThat(SectionText.replace("# A\n\na", "A", "b")).isEqualTo("# A\n\nb");
    }

    @Test
    void entriesAreAddedReplacedAndRemovedAsTheMemoryToolWritesThem() {
        String file = "one\n§\ntwo";
        assertThat(SectionText.addEntry(file, " three \n")).isEqualTo("one\n§\ntwo\n§\nthree");
        assertThat(SectionText.replaceEntry(file, 0, "uno")).isEqualTo("uno\n§\ntwo");
        assertThat(SectionText.removeEntry(file, 1)).isEqualTo("one");
        assertThatThrownBy(() -> SectionText.addEntry(file, "two")).hasMessageContaining("exists already");
        assertThatThrownBy(() -> SectionText.removeEntry(file, 5)).hasMessageContaining("no entry §5");
    }
}

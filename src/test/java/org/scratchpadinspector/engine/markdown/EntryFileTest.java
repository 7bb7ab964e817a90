package org.scratchpadinspector.engine.markdown;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class EntryFileTest {
    @Test
    void entriesAreTheTextSplitAtSeparatorLinesStrippedWithEmptyOnesDropped() {
        EntryFile file = EntryFile.parse("first\n§\nsecond\nspans two lines\n§\n\n§\n  third  ");
        assertThat(file.texts()).containsExactly("first", "second\nspans two lines", "third");
        assertThat(file.entries()).extracting(Section::key).containsExactly("§0", "§1", "§2");
        assertThat(file.entries()).extracting(Section::firstLine).containsExactly(1, 3, 8);
    }

    @Test
    void aSectionSignInsideAnEntryIsNoSeparator() {
        assertThat(EntryFile.parse("see § 4 of the contract\n§\nnext").texts()).containsExactly("see § 4 of the contract", "next");
    }

    @Test
    void theAgentCountsCodePointsOfTheEntriesJoinedBySeparators() {
        assertThat(EntryFile.parse("ab\n§\n🦞").characters()).isEqualTo(2 + 3 + 1);
    }

    @Test
    void changedAndAddedEntriesAreNamedInTheNewVersionRemovedOnesInTheOld() {
        assertThat(EntryAlignment.changes(List.of("a", "b", "c"), List.of("a", "B", "c", "d"))).containsExactly(
                new EntryAlignment.Change(EntryAlignment.Kind.CHANGED, 1), new EntryAlignment.Change(EntryAlignment.Kind.ADDED, 3));
        assertThat(EntryAlignment.changes(List.of("a", "b", "c"), List.of("a", "c"))).containsExactly(
                new EntryAlignment.Change(EntryAlignment.Kind.REMOVED, 1));
        assertThat(EntryAlignment.changes(List.of("a", "c"), List.of("a", "b", "c"))).containsExactly(
                new EntryAlignment.Change(EntryAlignment.Kind.ADDED, 1));
        assertThat(SectionChanges.betweenEntries(null, List.of("x", "y"))).containsExactly("§0", "§1");
        assertThat(SectionChanges.betweenEntries(List.of("x"), List.of("x"))).isEmpty();
    }

    @Test
    void sectionChangesListTheNewOrderThenWhatIsGone() {
        List<Section> old = MarkdownFile.parse("# A\n\na\n\n# B\n\nb\n\n# C\n").sections();
        List<Section> now = MarkdownFile.parse("# A\n\na2\n\n# C\n\n# D\n").sections();
        assertThat(SectionChanges.between(old, now)).containsExactly("A", "D", "B");
    }
}

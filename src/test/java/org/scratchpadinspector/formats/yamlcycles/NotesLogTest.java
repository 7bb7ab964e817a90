package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class NotesLogTest {

    @Test
    void toolEntryIsSplitIntoNameArgumentsAndResult() {
        List<NoteEntry> entries = NotesLog.parse("\n[TOOL] shell({'command': 'date -u'}) → Wed Apr 1 15:01:45 UTC 2026");

        assertThat(entries).singleElement().satisfies(e -> {
            assertThat(e.kind()).isEqualTo(NoteEntry.Kind.TOOL);
            assertThat(e.tool()).isEqualTo("shell");
            assertThat(e.args()).isEqualTo("{'command': 'date -u'}");
            assertThat(e.result()).isEqualTo("Wed Apr 1 15:01:45 UTC 2026");
        });
    }

    @Test
    void argumentsContainingParenthesesAndArrowsStayInTheArguments() {
        List<NoteEntry> entries = NotesLog.parse("\n[TOOL] echo({'message': 'a) → (b'}) → ECHO: a) → (b");

        assertThat(entries.get(0).args()).isEqualTo("{'message': 'a) → (b'}");
        assertThat(entries.get(0).result()).isEqualTo("ECHO: a) → (b");
    }

    @Test
    void multiLineToolResultBelongsToOneEntry() {
        List<NoteEntry> entries = NotesLog.parse(
                "\n[TOOL] read_file({'path': 'a.txt'}) → line one\nline two\n[COMPLETED] read it");

        assertThat(entries).extracting(NoteEntry::kind)
                .containsExactly(NoteEntry.Kind.TOOL, NoteEntry.Kind.COMPLETED);
        assertThat(entries.get(0).result()).isEqualTo("line one\nline two");
        assertThat(entries.get(1).text()).isEqualTo("read it");
    }

    @Test
    void parseErrorsAndFailuresAreRecognised() {
        assertThat(NotesLog.parse("\n[PARSE ERROR] Expecting value: not json"))
                .singleElement().extracting(NoteEntry::kind).isEqualTo(NoteEntry.Kind.PARSE_ERROR);
        assertThat(NotesLog.parse("Cycle 20260401_100137 failed: boom"))
                .singleElement().extracting(NoteEntry::kind).isEqualTo(NoteEntry.Kind.FAILURE);
    }

    @Test
    void addedEntriesAreTheSuffixWhenNotesWereAppended() {
        String before = "\n[TOOL] echo({'message': 'a'}) → ECHO: a";
        String after = before + "\n[TOOL] echo({'message': 'b'}) → ECHO: b\n[COMPLETED] done";

        assertThat(NotesLog.added(before, after)).extracting(NoteEntry::display)
                .containsExactly("[TOOL] echo({'message': 'b'}) → ECHO: b", "[COMPLETED] done");
    }

    @Test
    void addedEntriesOfRewrittenNotesAreThoseNotPresentBefore() {
        String before = "\n[TOOL] echo({'message': 'a'}) → ECHO: a\n[COMPLETED] one";
        String after = "[COMPLETED] one\n[TOOL] echo({'message': 'c'}) → ECHO: c";

        assertThat(NotesLog.added(before, after)).extracting(NoteEntry::display)
                .containsExactly("[TOOL] echo({'message': 'c'}) → ECHO: c");
    }

    @Test
    void failurePrefixMustNameTheCycle() {
        assertThat(NotesLog.isFailureOf("Cycle 20260401_100137 failed: boom", "20260401_100137")).isTrue();
        assertThat(NotesLog.isFailureOf("Cycle 20260401_100138 failed: boom", "20260401_100137")).isFalse();
        assertThat(NotesLog.isFailureOf(null, "20260401_100137")).isFalse();
    }

    @Test
    void emptyOrNullNotesHaveNoEntries() {
        assertThat(NotesLog.parse("")).isEmpty();
        assertThat(NotesLog.parse(null)).isEmpty();
    }

    @Test
    void theRealAgentsToolErrorIsAFailedToolCallAndItsUnknownToolIsNone() {
        List<NoteEntry> entries = NotesLog.parse("\n[TOOL ERROR] shell: ShellTool.run() argument after ** must be a"
                + " mapping, not list\n[UNKNOWN TOOL] read_calibration\n[UNKNOWN TOOL] ");

        assertThat(entries).extracting(NoteEntry::kind).containsExactly(NoteEntry.Kind.TOOL_ERROR,
                NoteEntry.Kind.UNKNOWN_TOOL, NoteEntry.Kind.UNKNOWN_TOOL);
        assertThat(entries.get(0).tool()).isEqualTo("shell");
        assertThat(entries.get(0).result()).isEqualTo("ShellTool.run() argument after ** must be a mapping, not list");
        assertThat(entries.get(0).isToolCall()).isTrue();
        assertThat(entries.get(1).tool()).isEqualTo("read_calibration");
        assertThat(entries.get(1).isToolCall()).isFalse();
        assertThat(entries.get(2).tool()).isEmpty();
        assertThat(entries.get(0).display()).isEqualTo("[TOOL ERROR] shell: ShellTool.run() argument after ** must"
                + " be a mapping, not list");
    }
}

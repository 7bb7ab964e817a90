package org.scratchpadinspector.formats.forge;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The replayed notes manager and tools answer as the real Go code does, error texts word for word. */
class NoteToolsTest {
    private final NoteTools tools = new NoteTools();

    private static ToolXml call(String name, String arguments) {
        return ToolXml.find("thinking…<tool><server_name>local</server_name><tool_name>" + name
                + "</tool_name><arguments>" + arguments + "</arguments></tool>");
    }

    private NoteTools.Outcome add(String id, String content, String... tags) {
        StringBuilder t = new StringBuilder("<tags>");
        for (String tag : tags) {
            t.append("<tag>").append(tag).append("</tag>");
        }
        return tools.run(call("add_note", "<content>" + content + "</content>" + t + "</tags>"),
                "Note created successfully with ID: " + id, false);
    }

    @Test
    void contentIsCountedInUtf8BytesAsGoCountsIt() {
        assertThat(tools.run(call("add_note", "<content>" + "é".repeat(400) + "</content><tags><tag>a</tag></tags>"),
                null, false).error()).isNull();
        assertThat(tools.run(call("add_note", "<content>" + "é".repeat(400) + "x</content><tags><tag>a</tag></tags>"),
                null, false).error()).isEqualTo("note content exceeds maximum length of 800 characters (got 801)."
                + " Please shorten the content or split into multiple notes");
    }

    @Test
    void tagsAreTrimmedWithGosWhiteSpaceAndLowerCasedAndAnEmptyOneIsNamedByPosition() {
        add("note_1_1", "x", "\u00a0Auth\t", "ÉTÉ");
        assertThat(tools.notes().get("note_1_1").tags()).containsExactly("auth", "été");
        assertThat(tools.run(call("update_note", "<id>note_1_1</id><tags><tag>a</tag><tag> </tag></tags>"), null, false)
                .error()).isEqualTo("tag at position 1 is empty");
        assertThat(tools.run(call("add_note", "<content>x</content><tags><tag>1</tag><tag>2</tag><tag>3</tag>"
                + "<tag>4</tag><tag>5</tag><tag>6</tag></tags>"), null, false).error())
                .isEqualTo("note requires 1-5 tags (got 6). Please provide at least 1 tag and no more than 5 tags for"
                        + " organization");
        assertThat(tools.run(call("add_note", "<content>x</content><tag>a</tag>"), null, false).error())
                .isEqualTo("missing required parameter: tags (at least 1 tag required)");
    }

    @Test
    void argumentsAreReadAsGoUnmarshalsThem() {
        add("note_1_1", "a<b>nested</b>c&amp;d<![CDATA[ <raw> ]]>", "t");
        assertThat(tools.notes().get("note_1_1").content()).isEqualTo("ac&d <raw> ");
        ToolXml bare = ToolXml.find("<tool><tool_name>add_note</tool_name><arguments><content>a & b</content>"
                + "<tags><tag>t</tag></tags></arguments></tool>");
        assertThat(bare.parsed()).isTrue();
        assertThat(bare.string("content")).isEqualTo("a & b");
        ToolXml twice = ToolXml.find("<tool><tool_name>x</tool_name><arguments><id>1</id><id>2</id></arguments></tool>");
        assertThat(twice.string("id")).isEqualTo("2");
    }

    @Test
    void aCallTheAgentCannotParseOrDoesNotKnowFailsAsTheAgentSaysIt() {
        assertThat(tools.run(ToolXml.find("<tool><tool_name>add_note</tool_name><arguments><content>x</tags>"
                + "</arguments></tool>"), null, false).error()).startsWith("failed to parse tool call: ");
        assertThat(tools.run(call("delete_note", "<id>note_1</id>"), null, false).error())
                .isEqualTo("unknown tool: delete_note");
        assertThat(tools.run(call(" add_note", "<content>x</content>"), null, false).error())
                .isEqualTo("unknown tool:  add_note");
        assertThat(ToolXml.find("<tool><arguments/></tool>").error())
                .isEqualTo("failed to parse tool call: tool_name is required in tool call");
    }

    @Test
    void listNotesParsesItsFlagsWithStrconvAndHidesScratchedNotes() {
        add("note_1_1", "one", "a");
        add("note_2_2", "two", "b");
        tools.run(call("scratch_note", "<id>note_1_1</id>"), "Note note_1_1 marked as scratched", false);
        assertThat(tools.run(call("list_notes", "<include_scratched>yes</include_scratched>"), null, false).error())
                .isEqualTo("invalid arguments: strconv.ParseBool: parsing \"yes\": invalid syntax");
        assertThat(tools.run(call("list_notes", "<limit> 1x</limit>"), null, false).error())
                .isEqualTo("invalid arguments: strconv.ParseInt: parsing \"1x\": invalid syntax");
        assertThat(tools.run(call("list_notes", "<limit></limit>"), null, false).text())
                .isEqualTo("Found 1 note(s):\n\n1. [note_2_2] (tags: b)\n   two\n\n");
        assertThat(tools.run(call("list_notes", "<include_scratched> True </include_scratched><limit>-1</limit>"),
                null, false).text()).isEqualTo("Found 2 note(s):\n\n1. [note_1_1] (tags: a)\n   one\n   [SCRATCHED]\n\n"
                + "2. [note_2_2] (tags: b)\n   two\n\n");
        assertThat(tools.run(call("search_notes", "<query>ONE</query>"), null, false).text()).contains("[SCRATCHED]");
        assertThat(tools.run(call("list_tags", ""), null, false).text())
                .isEqualTo("Found 1 unique tag(s) in active notes:\n\nb");
    }

    @Test
    void listsReturnTheTenNewestByUpdateAndSayWhenMoreMatched() {
        for (int i = 1; i <= 11; i++) {
            add("note_" + i + "_" + i, "n" + i, "p");
        }
        tools.run(call("update_note", "<id>note_1_1</id><content>first, updated</content>"),
                "Note note_1_1 updated successfully (content modified)", false);
        NoteTools.Outcome list = tools.run(call("list_notes", ""), null, false);
        assertThat(list.limited()).isTrue();
        assertThat(list.text()).startsWith("Found 10 note(s):\n\n1. [note_1_1]").doesNotContain("[note_2_2]");
    }

    @Test
    void aListingTheAgentSawReadsBackIntoNotes() {
        String listing = "Found 2 note(s):\n\n1. [note_9_1] (tags: a, b)\n   line one\nline two\n   [SCRATCHED]\n\n"
                + "2. [note_8_2] (tags: c)\n   plain\n\n";
        assertThat(NotesText.parseListing(listing)).extracting(Note::id, Note::content, Note::scratched)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("note_9_1", "line one\nline two", true),
                        org.assertj.core.groups.Tuple.tuple("note_8_2", "plain", false));
    }
}

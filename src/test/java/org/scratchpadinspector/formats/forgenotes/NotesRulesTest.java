package org.scratchpadinspector.formats.forgenotes;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.testsupport.Python;

/** The seed's limits, messages and search, against the sample generator's Python re-implementation run for real. */
class NotesRulesTest {
    private static final String JAPANESE = "ログインに失敗しました";

    @Test
    void limitsCountUtf8BytesAndTagsWithDuplicatesAndTheMessagesAreThePythonOnesWordForWord() throws Exception {
        List<String> contents = List.of("x".repeat(4000), "x".repeat(4001), "é".repeat(2000), "é".repeat(2001),
                JAPANESE.repeat(121), JAPANESE.repeat(122), "\uD83D\uDC22".repeat(1001), "short");
        List<List<String>> tagLists = List.of(List.of(), Collections.nCopies(10, "a"), Collections.nCopies(11, "a"),
                List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"));
        StringBuilder cases = new StringBuilder("[");
        List<String> mine = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        for (String content : contents) {
            for (List<String> tags : tagLists) {
                cases.append(cases.length() > 1 ? "," : "").append(json.writeValueAsString(List.of(content, tags)));
                mine.add(String.valueOf(NotesRules.validate(content, tags)));
            }
        }
        String out = Python.run("import json, sys\nsys.path.insert(0, r'" + ForgeNotesGeneratedSampleTest.GENERATOR + "')\n"
                + "from forge_notes import validate, ToolError\n"
                + "res = []\n"
                + "for content, tags in json.load(sys.stdin):\n"
                + "    try:\n        validate(content, tags); res.append('null')\n"
                + "    except ToolError as e:\n        res.append(str(e))\n"
                + "print(json.dumps(res))\n", cases.append("]").toString());
        JsonNode theirs = json.readTree(out);
        List<String> python = new ArrayList<>();
        theirs.forEach(n -> python.add(n.asText()));
        assertThat(mine).isEqualTo(python);
        assertThat(mine).contains("note content exceeds maximum length of 4000 characters (got 4026). Please shorten"
                + " the content or split into multiple notes");
    }

    @Test
    void searchAndsTheTagsIgnoringCaseMatchesASubstringIgnoringCaseAndSortsByPositionThenNewest() {
        Note a = new Note("note_1", "the refresh token", List.of("Auth", "bug"), 1);
        Note b = new Note("note_2", "Refresh first", List.of("auth"), 2);
        Note c = new Note("note_3", "nothing here", null, 3);
        Note d = new Note("note_4", "again: REFRESH", List.of("AUTH"), 4);
        List<Note> notes = List.of(a, b, c, d);
        assertThat(NotesRules.search(notes, "refresh", List.of("auth"))).extracting(Note::id)
                .containsExactly("note_2", "note_1", "note_4");
        assertThat(NotesRules.search(notes, "", List.of("AUTH", "Bug"))).extracting(Note::id).containsExactly("note_1");
        assertThat(NotesRules.search(notes, "", null)).extracting(Note::id)
                .containsExactly("note_4", "note_3", "note_2", "note_1");
        assertThat(NotesRules.list(notes, "auth")).extracting(Note::id).containsExactly("note_4", "note_2", "note_1");
    }

    @Test
    void theMatchPositionIsCountedInBytesAsGoCountsIt() {
        Note wide = new Note("note_1", "ééé key", null, 1);
        Note narrow = new Note("note_2", "abcde key", null, 2);
        // "key" is at character 4 in the first and 6 in the second, but at byte 7 and 6: Go puts the second first.
        assertThat(NotesRules.search(List.of(wide, narrow), "KEY", null)).extracting(Note::id)
                .containsExactly("note_2", "note_1");
    }
}

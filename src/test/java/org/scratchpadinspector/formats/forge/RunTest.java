package org.scratchpadinspector.formats.forge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which later snapshot extends an earlier one of the same session, and from which message. */
class RunTest {
    private static Snapshot.Message m(String role, String content) {
        return new Snapshot.Message(0, role, content, false);
    }

    private static Snapshot.Message summary(String content) {
        return new Snapshot.Message(0, "assistant", "[SUMMARIZED] " + content, true);
    }

    private static final Snapshot.Message U = m("user", "fix the test");
    private static final Snapshot.Message A1 = m("assistant", "<tool>1</tool>");
    private static final Snapshot.Message R1 = m("tool", "Tool 'x' result:\n1");
    private static final Snapshot.Message A2 = m("assistant", "<tool>2</tool>");
    private static final Snapshot.Message R2 = m("tool", "Tool 'x' result:\n2");

    @Test
    void aLaterSnapshotHoldingTheEarlierOnesMessagesExtendsItAfterThem() {
        assertThat(Run.extension(List.of(U, A1, R1), List.of(U, A1, R1, A2, R2))).isEqualTo(3);
        assertThat(Run.extension(List.of(U, A1, R1), List.of(U, A1, R1))).isEqualTo(3);
    }

    @Test
    void aSummaryStandsForTheEarlierMessagesItReplacedEvenTheLastOnes() {
        assertThat(Run.extension(List.of(U, A1, R1), List.of(U, summary("one call"), A2, R2))).isEqualTo(2);
        assertThat(Run.extension(List.of(U, A1, R1, A2, R2), List.of(U, summary("one call"), A2, R2, m("user", "next"))))
                .isEqualTo(4);
    }

    @Test
    void anotherSessionDoesNotExtendIt() {
        assertThat(Run.extension(List.of(U, A1, R1), List.of(m("user", "another task"), A1, R1))).isEqualTo(-1);
        assertThat(Run.extension(List.of(U, A1, R1), List.of(U, A2, R2))).isEqualTo(-1);
        assertThat(Run.extension(List.of(U, A1, R1), List.of(summary("all"), A2))).isEqualTo(-1);
        assertThat(Run.extension(List.of(U, A1, R1), List.of(U))).isEqualTo(-1);
    }

    @Test
    void aResultTheAgentAddedIsItsOutcomeAndNoResultAfterAFailingCallIsTheToolsError() {
        String add = "<tool><server_name>local</server_name><tool_name>add_note</tool_name><arguments>"
                + "<content>x</content><tags><tag>T</tag></tags></arguments></tool>";
        String bad = "<tool><tool_name>update_note</tool_name><arguments><id>note_404</id><content>y</content>"
                + "</arguments></tool>";
        List<Run.Entry> entries = java.util.stream.Stream.of(U, m("assistant", add),
                m("user", "Tool 'add_note' result:\nNote created successfully with ID: note_5_1"),
                m("assistant", bad), m("assistant", add)).map(x -> new Run.Entry(x, null)).toList();

        List<NoteCall> calls = NoteCall.replay(new Run("r", List.of(), entries));

        assertThat(calls).extracting(NoteCall::status).containsExactly("ok", "failed", "no_result");
        assertThat(calls.get(0).after()).containsOnlyKeys("note_5_1");
        assertThat(calls.get(1).error()).isEqualTo("note not found: note_404");
        assertThat(calls.get(2).notices()).contains("the snapshot ends before the call's result");
        assertThat(calls.get(2).after()).isEqualTo(calls.get(2).before());
    }
}

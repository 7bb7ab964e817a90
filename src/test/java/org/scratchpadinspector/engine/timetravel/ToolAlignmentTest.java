package org.scratchpadinspector.engine.timetravel;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.engine.timetravel.ToolAlignment.Match;
import org.scratchpadinspector.engine.timetravel.ToolAlignment.Row;
import org.scratchpadinspector.engine.timetravel.ToolAlignment.ToolCall;

class ToolAlignmentTest {
    static ToolCall call(String tool, String args) {
        return new ToolCall(tool, args, false);
    }

    @Test
    void callsBothRunsMadeArePairedByToolNameAndTheirArgumentsCompared() {
        List<Row> rows = ToolAlignment.align(
                List.of(call("read_file", "{'path': 'r.md'}"), call("publish_report", "{'channel': 'email'}")),
                List.of(call("read_file", "{'path': 'r.md'}"), call("publish_report", "{'channel': 'wiki'}")));
        assertThat(rows).extracting(Row::match).containsExactly(Match.SAME, Match.CHANGED_ARGS);
        assertThat(rows.get(1).a().args()).contains("email");
        assertThat(rows.get(1).b().args()).contains("wiki");
    }

    @Test
    void callsOnlyOneRunMadeGetARowWithAGapOnTheOtherSide() {
        List<Row> rows = ToolAlignment.align(
                List.of(call("clock", "{}"), call("echo", "{'m': 1}"), call("read_file", "{}")),
                List.of(call("echo", "{'m': 1}"), call("publish_report", "{}"), call("read_file", "{}")));
        assertThat(rows).extracting(Row::match).containsExactly(
                Match.ONLY_A, Match.SAME, Match.ONLY_B, Match.SAME);
        assertThat(rows.get(0).b()).isNull();
        assertThat(rows.get(2).a()).isNull();
        assertThat(rows.get(2).b().tool()).isEqualTo("publish_report");
    }

    @Test
    void twoEmptyTimelinesGiveNoRowsAndOneEmptySideGivesOnlyRows() {
        assertThat(ToolAlignment.align(List.of(), List.of())).isEmpty();
        assertThat(ToolAlignment.align(List.of(), List.of(call("echo", "{}"), call("echo", "{}"))))
                .extracting(Row::match).containsExactly(Match.ONLY_B, Match.ONLY_B);
    }
}

package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.UnitLog;

class CycleLogTracebackTest {

    @Test
    void theTracebackEndsBeforeTheNextLogRecord() {
        String log = "2026-04-01 10:00:00,000 ERROR cycle failed: boom\n"
                + "Traceback (most recent call last):\n"
                + "  File \"agent.py\", line 3, in run\n"
                + "    go()\n"
                + "ValueError: boom\n"
                + "2026-04-01 10:00:01,000 INFO shutting down\n";

        UnitLog excerpt = CycleEvidence.logOf(log, null);

        assertThat(log.substring(excerpt.tracebackStart(), excerpt.tracebackEnd()))
                .startsWith("Traceback").endsWith("ValueError: boom");
        assertThat(excerpt.exception()).isEqualTo("ValueError: boom");
    }

    @Test
    void aLogWithoutTracebackHasNone() {
        UnitLog excerpt = CycleEvidence.logOf("2026-04-01 10:00:00,000 INFO cycle started\n", null);

        assertThat(excerpt.hasTraceback()).isFalse();
        assertThat(excerpt.exception()).isNull();
    }

    @Test
    void aTruncatedTracebackStillHighlightsToTheEnd() {
        String log = "Traceback (most recent call last):\n  File \"agent.py\", line 3, in run\n";

        UnitLog excerpt = CycleEvidence.logOf(log, null);

        assertThat(excerpt.tracebackEnd()).isEqualTo(log.length() - 1);
        assertThat(excerpt.exception()).isNull();
    }
}

package org.scratchpadinspector.ui.agent;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.ui.common.InlineTaskRunner;

/** Status answers that come back out of order: the panel keeps the one asked for last. */
class AgentFeedStatusOrderTest {
    private final AgentFeed feed = new AgentFeed(new InlineTaskRunner(), () -> null, () -> null, e -> { }, e -> { });

    private static AgentStatus paused(String cycleId) {
        return new AgentStatus(1, "paused", "stepped", cycleId, cycleId == null ? 0 : 1,
                cycleId == null ? "between_cycles" : "mid_cycle", 0, null, 0, 1, "test");
    }

    @Test
    void anAnswerAskedForEarlierDoesNotReplaceOneAskedForLater() {
        long commandAsked = feed.askingStatus();
        long eventAsked = feed.askingStatus();

        feed.setStatus(paused("20260401_100137"), eventAsked);
        feed.setStatus(paused(null), commandAsked);

        assertThat(feed.statusProperty().get().cycleId()).isEqualTo("20260401_100137");
    }

    @Test
    void answersInTheOrderTheyWereAskedForEachReplaceTheLast() {
        long first = feed.askingStatus();
        long second = feed.askingStatus();

        feed.setStatus(paused(null), first);
        feed.setStatus(paused("20260401_100137"), second);

        assertThat(feed.statusProperty().get().cycleId()).isEqualTo("20260401_100137");
    }
}

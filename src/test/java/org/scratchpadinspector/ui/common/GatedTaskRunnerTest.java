package org.scratchpadinspector.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.Cancellation;

/** Outcomes wait at the gate while the window is built, then land in the order they came, and pass once it is open. */
class GatedTaskRunnerTest {
    private final InlineTaskRunner inline = new InlineTaskRunner();
    private final GatedTaskRunner gated = new GatedTaskRunner(inline);
    private final List<String> landed = new ArrayList<>();

    @Test
    void workRunsAtOnceButItsOutcomesLandOnlyWhenTheGateOpensInTheirOrder() {
        List<String> worked = new ArrayList<>();
        gated.submit("read", () -> {
            worked.add("read");
            return "cycles";
        }, landed::add, e -> landed.add("failed"));
        gated.onUiThread(() -> landed.add("watcher"));
        gated.onUiThreadLater(() -> landed.add("a slice handed over later"));
        gated.submit("broken", () -> {
            throw new IllegalStateException("disk");
        }, r -> landed.add("no"), e -> landed.add("failed: " + e.getMessage()));

        assertThat(worked).containsExactly("read");
        assertThat(landed).isEmpty();

        gated.open();

        assertThat(landed).containsExactly("cycles", "watcher", "a slice handed over later", "failed: disk");
    }

    @Test
    void onceOpenEveryOutcomePassesStraightThrough() {
        gated.open();
        gated.submit("read", () -> "now", landed::add, e -> landed.add("failed"));
        assertThat(landed).containsExactly("now");
    }

    @Test
    void anOutcomeCancelledWhileHeldNeverLands() {
        Cancellation read = gated.submit("read", () -> "stale", landed::add, e -> landed.add("failed"));
        read.cancel();

        gated.open();

        assertThat(landed).isEmpty();
    }

    @Test
    void aTimerThatFiresBeforeTheGateOpensLandsWhenItOpens() {
        gated.later("poll", Duration.ofSeconds(1), () -> landed.add("polled"));
        inline.runDelayed();
        assertThat(landed).isEmpty();

        gated.open();

        assertThat(landed).containsExactly("polled");
    }

    @Test
    void aDiscardedGateDropsWhatItHeldAndEverythingAfter() {
        gated.submit("read", () -> "held", landed::add, e -> landed.add("failed"));
        gated.discard();
        gated.submit("read", () -> "later", landed::add, e -> landed.add("failed"));

        gated.open();

        assertThat(landed).isEmpty();
    }
}

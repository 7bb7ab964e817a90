package org.scratchpadinspector.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.testsupport.SerialTaskRunner;

class LatestRequestTest {
    @Test
    void anOlderOutcomeNeverLandsAfterANewerRequest() throws Exception {
        try (SerialTaskRunner runner = new SerialTaskRunner()) {
            List<String> delivered = new CopyOnWriteArrayList<>();
            CountDownLatch releaseSlow = new CountDownLatch(1);
            CountDownLatch slowDone = new CountDownLatch(1);
            LatestRequest latest = runner.latest("load");

            runner.run(() -> latest.submit(cancel -> {
                releaseSlow.await(10, TimeUnit.SECONDS);
                slowDone.countDown();
                return "old";
            }, delivered::add, error -> delivered.add("error")));
            runner.run(() -> latest.submit(cancel -> "new", delivered::add, error -> delivered.add("error")));
            runner.await("the newer outcome", Duration.ofSeconds(10), () -> delivered.contains("new"));
            releaseSlow.countDown();
            assertThat(slowDone.await(10, TimeUnit.SECONDS)).isTrue();
            runner.run(() -> { });

            assertThat(delivered).containsExactly("new");
        }
    }

    @Test
    void fireAndForgetRunsTheWork() throws Exception {
        try (SerialTaskRunner runner = new SerialTaskRunner()) {
            CountDownLatch ran = new CountDownLatch(1);
            runner.fireAndForget("save", cancel -> {
                ran.countDown();
                return null;
            });
            assertThat(ran.await(10, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void aDelayedActionRunsOnlyWhenItsTimeComesAndNotOnceCancelled() {
        InlineTaskRunner runner = new InlineTaskRunner();
        List<String> ran = new CopyOnWriteArrayList<>();
        runner.later("a", Duration.ofMinutes(1), () -> ran.add("a"));
        runner.later("b", Duration.ofMinutes(1), () -> ran.add("b")).cancel();
        assertThat(ran).isEmpty();

        runner.runDelayed();

        assertThat(ran).containsExactly("a");
    }
}

package org.scratchpadinspector.ui.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;

/** A starting window's workers keep normal priority until the window asks them to yield; then each one does. */
class FxTaskRunnerPriorityTest {
    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage(); // the runner hands outcomes to the FX thread
    }

    @BeforeEach
    void linuxWithSchedIdle() throws Exception {
        assumeTrue(Files.exists(Path.of("/proc/thread-self")), "Linux only");
        assumeTrue(new ProcessBuilder("chrt", "--idle", "0", "true").start().waitFor() == 0,
                "this machine lets a process choose SCHED_IDLE");
    }

    @Test
    void aStartingWindowsWorkersRunAtNormalPriorityUntilTheWindowLowersThem() throws Exception {
        try (FxTaskRunner runner = FxTaskRunner.forAStartingWindow()) {
            assertThat(policyOfAWorker(runner)).as("while the window starts").isZero();

            runner.lowerPriority();

            assertThat(policyOfAWorker(runner)).as("once it asked").isEqualTo(BackgroundPriority.SCHED_IDLE);
        }
    }

    @Test
    void aRunnerForThisMachineLowersItsWorkersAtOnce() throws Exception {
        try (FxTaskRunner runner = FxTaskRunner.forThisMachine()) {
            assertThat(policyOfAWorker(runner)).isEqualTo(BackgroundPriority.SCHED_IDLE);
        }
    }

    private static int policyOfAWorker(FxTaskRunner runner) throws Exception {
        CompletableFuture<Integer> policy = new CompletableFuture<>();
        runner.submit("read the policy", cancel -> {
            policy.complete(BackgroundPriority.currentPolicy());
            return null;
        }, done -> { }, policy::completeExceptionally);
        return policy.get(10, TimeUnit.SECONDS);
    }
}

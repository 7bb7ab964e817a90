package org.scratchpadinspector.ui.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class BackgroundPriorityTest {
    @Test
    void aWorkerThreadLowersItsOwnPriorityAndLeavesTheOtherThreadsAlone() throws Exception {
        assumeTrue(Files.exists(Path.of("/proc/thread-self")), "Linux only");
        assumeTrue(installed("renice") && installed("chrt"), "renice and chrt are installed");
        assumeTrue(new ProcessBuilder("chrt", "--idle", "0", "true").start().waitFor() == 0,
                "this machine lets a process choose SCHED_IDLE (a container's policy may not)");
        int callerBefore = BackgroundPriority.currentNice();
        int callerPolicy = BackgroundPriority.currentPolicy();
        CompletableFuture<int[]> seen = new CompletableFuture<>();
        Thread worker = new Thread(() -> {
            int before = BackgroundPriority.currentNice();
            boolean lowered = BackgroundPriority.lowerCurrentThread();
            seen.complete(new int[] {before, BackgroundPriority.currentNice(), lowered ? 1 : 0,
                BackgroundPriority.currentPolicy()});
        });
        worker.start();
        int[] nice = seen.get(10, TimeUnit.SECONDS);

        assertThat(nice[2]).as("renice or chrt reported success").isEqualTo(1);
        assertThat(nice[1]).isEqualTo(Math.min(19, nice[0] + BackgroundPriority.NICE));
        assertThat(nice[3]).as("the worker's scheduling policy").isEqualTo(BackgroundPriority.SCHED_IDLE);
        assertThat(BackgroundPriority.currentNice()).isEqualTo(callerBefore);
        assertThat(BackgroundPriority.currentPolicy()).isEqualTo(callerPolicy).isZero();
    }

    private static boolean installed(String tool) {
        return java.util.Arrays.stream(System.getenv("PATH").split(":"))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, tool)));
    }
}

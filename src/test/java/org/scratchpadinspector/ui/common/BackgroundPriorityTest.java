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
        assumeTrue(java.util.Arrays.stream(System.getenv("PATH").split(":"))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, "renice"))), "renice is installed");
        int callerBefore = BackgroundPriority.currentNice();
        CompletableFuture<int[]> seen = new CompletableFuture<>();
        Thread worker = new Thread(() -> {
            int before = BackgroundPriority.currentNice();
            boolean lowered = BackgroundPriority.lowerCurrentThread();
            seen.complete(new int[] {before, BackgroundPriority.currentNice(), lowered ? 1 : 0});
        });
        worker.start();
        int[] nice = seen.get(10, TimeUnit.SECONDS);

        assertThat(nice[2]).as("renice reported success").isEqualTo(1);
        assertThat(nice[1]).isEqualTo(Math.min(19, nice[0] + BackgroundPriority.NICE));
        assertThat(BackgroundPriority.currentNice()).isEqualTo(callerBefore);
    }
}

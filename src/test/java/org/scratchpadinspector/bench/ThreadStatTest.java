package org.scratchpadinspector.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ThreadStatTest {

    @Test
    void minorFaultsGrowWhenTheThreadTouchesFreshMemory() {
        assumeTrue(Files.exists(Path.of("/proc/thread-self")), "Linux only");
        long before = ThreadStat.field(ThreadStat.MINOR_FAULTS, -1);
        ByteBuffer fresh = ByteBuffer.allocateDirect(16 << 20);
        for (int i = 0; i < fresh.capacity(); i += 4096) {
            fresh.put(i, (byte) 1);
        }
        long after = ThreadStat.field(ThreadStat.MINOR_FAULTS, -1);

        assertThat(before).isGreaterThanOrEqualTo(0);
        // how many depends on the page size the kernel backs it with (4 KiB, or 2 MiB with transparent huge pages)
        assertThat(after - before).isPositive();
    }

    @Test
    void aNameWithSpacesAndParenthesesDoesNotShiftTheFields() {
        String stat = "4242 (Web (Content) 1) S 1 4242 4242 0 -1 4194560 1234 0 0 0 56 78 0 0 20 0";

        assertThat(ThreadStat.name(stat)).isEqualTo("Web (Content) 1");
        assertThat(ThreadStat.field(stat, ThreadStat.MINOR_FAULTS)).isEqualTo(1234);
        assertThat(ThreadStat.field(stat, ThreadStat.USER_TICKS)).isEqualTo(56);
        assertThat(ThreadStat.field(stat, ThreadStat.SYSTEM_TICKS)).isEqualTo(78);
    }

    @Test
    void aFieldPastTheEndGivesTheFallback() {
        assertThat(ThreadStat.field(500, -7)).isEqualTo(-7);
    }
}

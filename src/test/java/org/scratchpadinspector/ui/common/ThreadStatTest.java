package org.scratchpadinspector.ui.common;

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
        assertThat(after - before).isGreaterThanOrEqualTo(1000);
    }

    @Test
    void aFieldPastTheEndGivesTheFallback() {
        assertThat(ThreadStat.field(500, -7)).isEqualTo(-7);
    }
}

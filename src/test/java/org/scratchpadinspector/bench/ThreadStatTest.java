package org.scratchpadinspector.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ThreadStatTest {

    @Test
    void minorFaultsGrowWhenTheThreadTouchesFreshMemory(@TempDir Path dir) throws IOException {
        assumeTrue(Files.exists(Path.of("/proc/thread-self")), "Linux only");
        // a fresh mapping of a new sparse file: its pages cannot have been touched before, as a reused heap's can
        try (RandomAccessFile file = new RandomAccessFile(dir.resolve("fresh").toFile(), "rw")) {
            file.setLength(16 << 20);
            MappedByteBuffer fresh = file.getChannel().map(FileChannel.MapMode.READ_WRITE, 0, 16 << 20);
            long before = ThreadStat.field(ThreadStat.MINOR_FAULTS, -1);
            for (int i = 0; i < fresh.capacity(); i += 4096) {
                fresh.put(i, (byte) 1);
            }
            long after = ThreadStat.field(ThreadStat.MINOR_FAULTS, -1);

            assertThat(before).isGreaterThanOrEqualTo(0);
            // how many depends on how the kernel maps the file's pages in (one by one, or a few around each)
            assertThat(after - before).isPositive();
        }
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

package org.scratchpadinspector.engine.watch;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DirectoryWatcherTest {
    private static final String BEFORE = "20260101_120000_before.yaml";
    private static final String AFTER = "20260101_120000_after.yaml";

    @TempDir
    Path temp;

    private final RecordingListener listener = new RecordingListener();
    private DirectoryWatcher watcher;

    @AfterEach
    void closeWatcher() {
        if (watcher != null) {
            watcher.close();
        }
    }

    private Path scratchpad() throws IOException {
        return Files.createDirectories(temp.resolve("scratchpad"));
    }

    private void startWatching(Path dir, Path logs) throws InterruptedException {
        startWatching(dir, logs, DirectoryWatcher.DEFAULT_QUIET, DirectoryWatcher.DEFAULT_MAX_DELAY);
    }

    private void startWatching(Path dir, Path logs, Duration quiet, Duration maxDelay) throws InterruptedException {
        watcher = DirectoryWatcher.start(dir, logs, listener, quiet, maxDelay);
        listener.awaitStatus(WatcherStatus.STARTING);
    }

    @Test
    void reportsStartingThenWatchingOnTheWatcherThread() throws Exception {
        startWatching(scratchpad(), null);

        listener.awaitStatus(WatcherStatus.WATCHING);

        listener.assertAllOnWatcherThread();
    }

    @Test
    void createdFileIsDeliveredOnceInOneBatch() throws Exception {
        Path dir = scratchpad();
        startWatching(dir, null);

        Files.writeString(dir.resolve(BEFORE), "notes: ''\n");

        ChangeBatch batch = listener.awaitBatchNaming(BEFORE);
        assertThat(batch.changedNames()).containsExactly(BEFORE);
        assertThat(batch.rescanNeeded()).isFalse();
        assertThat(listener.collectFor(Duration.ofMillis(500))).noneMatch(RecordingListener.Callback::isBatch);
        listener.assertAllOnWatcherThread();
    }

    @Test
    void manyQuickWritesToOneFileAreDebouncedIntoOneBatch() throws Exception {
        Path dir = scratchpad();
        // A generous quiet period keeps a slow, busy machine from splitting the writes.
        startWatching(dir, null, Duration.ofMillis(300), Duration.ofSeconds(3));

        try (OutputStream out = Files.newOutputStream(dir.resolve("active.yaml"))) {
            for (int i = 0; i < 20; i++) {
                out.write(("line " + i + "\n").getBytes(UTF_8));
                out.flush();
                Thread.sleep(2);
            }
        }

        assertThat(listener.awaitBatch().changedNames()).containsExactly("active.yaml");
        assertThat(listener.collectFor(Duration.ofMillis(800))).noneMatch(RecordingListener.Callback::isBatch);
    }

    @Test
    void steadyStreamOfWritesStillDeliversWithinTheMaxDelay() throws Exception {
        Path dir = scratchpad();
        // The writes never pause for the quiet period, so only the max delay can produce batches.
        startWatching(dir, null, Duration.ofMillis(400), DirectoryWatcher.DEFAULT_MAX_DELAY);

        try (OutputStream out = Files.newOutputStream(dir.resolve("active.yaml"))) {
            long end = System.nanoTime() + Duration.ofSeconds(1).toNanos();
            while (System.nanoTime() < end) {
                out.write("x".getBytes(UTF_8));
                out.flush();
                Thread.sleep(10);
            }
        }
        listener.awaitBatch();
        listener.collectFor(Duration.ofMillis(800));

        assertThat(listener.seen()).filteredOn(RecordingListener.Callback::isBatch).hasSizeGreaterThan(1);
    }

    @Test
    void atomicRenameDeliversTheTargetName() throws Exception {
        Path dir = scratchpad();
        startWatching(dir, null);

        Path tmp = dir.resolve(AFTER + ".tmp");
        Files.writeString(tmp, "notes: done\n");
        Files.move(tmp, dir.resolve(AFTER), StandardCopyOption.ATOMIC_MOVE);

        assertThat(listener.awaitBatchNaming(AFTER).rescanNeeded()).isFalse();
    }

    @Test
    void deletingTheWatchedDirectoryReportsGoneAndRecreatingItResumesWithARescan() throws Exception {
        Path dir = scratchpad();
        Files.writeString(dir.resolve(BEFORE), "a: 1\n");
        startWatching(dir, null);
        listener.awaitStatus(WatcherStatus.WATCHING);

        deleteRecursively(dir);
        RecordingListener.Callback gone = listener.awaitStatus(WatcherStatus.DIRECTORY_GONE);
        Files.createDirectories(dir);

        assertThat(gone.message()).contains(dir.toString());
        listener.awaitStatus(WatcherStatus.WATCHING);
        assertThat(listener.awaitBatch().rescanNeeded()).isTrue();
        Files.writeString(dir.resolve(AFTER), "a: 2\n");
        listener.awaitBatchNaming(AFTER);
    }

    @Test
    void renamingTheWatchedDirectoryReportsGoneAndStopsItsEvents() throws Exception {
        Path dir = scratchpad();
        startWatching(dir, null);
        listener.awaitStatus(WatcherStatus.WATCHING);

        Path renamed = Files.move(dir, temp.resolve("renamed"));
        listener.awaitStatus(WatcherStatus.DIRECTORY_GONE);
        Files.writeString(renamed.resolve(BEFORE), "a: 1\n");

        assertThat(listener.collectFor(Duration.ofMillis(600))).noneMatch(RecordingListener.Callback::isBatch);
    }

    @Test
    void startingOnAMissingDirectoryReportsGoneThenWatchingOnceItAppears() throws Exception {
        Path dir = temp.resolve("not-yet");
        startWatching(dir, null);
        listener.awaitStatus(WatcherStatus.DIRECTORY_GONE);

        Files.createDirectories(dir);

        listener.awaitStatus(WatcherStatus.WATCHING);
        assertThat(listener.awaitBatch().rescanNeeded()).isTrue();
    }

    @Test
    void changesInTheLogsDirectoryAreDelivered() throws Exception {
        Path dir = scratchpad();
        Path logs = Files.createDirectories(temp.resolve("logs"));
        startWatching(dir, logs);

        Files.writeString(logs.resolve("cycle_20260101_120000.log"), "started\n");

        listener.awaitBatchNaming("cycle_20260101_120000.log");
    }

    @Test
    void aLogsDirectoryCreatedLaterIsWatchedFromThenOn() throws Exception {
        Path dir = scratchpad();
        Path logs = dir.resolve("logs");
        startWatching(dir, logs);
        listener.awaitStatus(WatcherStatus.WATCHING);

        Files.createDirectories(logs);
        listener.await("with a rescan", c -> c.isBatch() && c.batch().rescanNeeded());
        Files.writeString(logs.resolve("cycle_20260101_120000.log"), "started\n");

        listener.awaitBatchNaming("cycle_20260101_120000.log");
    }

    @Test
    void overflowOfTheEventQueueDeliversARescanBatch() throws Exception {
        Path dir = scratchpad();
        CountDownLatch release = new CountDownLatch(1);
        RecordingListener blockingFirstBatch = new RecordingListener() {
            @Override
            public void onChanges(ChangeBatch batch) {
                super.onChanges(batch);
                awaitQuietly(release);
            }
        };
        watcher = DirectoryWatcher.start(dir, null, blockingFirstBatch);
        Files.writeString(dir.resolve("first.yaml"), "a: 1\n");
        blockingFirstBatch.awaitBatchNaming("first.yaml");

        // While the watcher thread is stuck in the listener, far more events pile up than a key holds.
        for (int i = 0; i < 1500; i++) {
            Files.createFile(dir.resolve("file_" + i + ".yaml"));
        }
        Thread.sleep(300);
        release.countDown();

        assertThat(blockingFirstBatch.awaitBatch().rescanNeeded()).isTrue();
    }

    @Test
    void closeReportsStoppedAndNoCallbackArrivesAfterIt() throws Exception {
        Path dir = scratchpad();
        startWatching(dir, null);
        listener.awaitStatus(WatcherStatus.WATCHING);
        Files.writeString(dir.resolve(BEFORE), "a: 1\n");

        watcher.close();
        List<RecordingListener.Callback> seenAtClose = listener.seen();
        Files.writeString(dir.resolve(AFTER), "a: 2\n");
        Thread.sleep(500);

        assertThat(seenAtClose).last().extracting(RecordingListener.Callback::status).isEqualTo(WatcherStatus.STOPPED);
        assertThat(listener.seen()).hasSameSizeAs(seenAtClose);
    }

    @Test
    void closeFromInsideACallbackStopsTheWatcher() throws Exception {
        Path dir = scratchpad();
        CountDownLatch stopped = new CountDownLatch(1);
        DirectoryWatcher[] self = new DirectoryWatcher[1];
        watcher = DirectoryWatcher.start(dir, null, new DirectoryWatcher.Listener() {
            @Override
            public void onChanges(ChangeBatch batch) {
                self[0].close();
            }

            @Override
            public void onStatus(WatcherStatus status, String message) {
                if (status == WatcherStatus.STOPPED) {
                    stopped.countDown();
                }
            }
        });
        self[0] = watcher;

        Files.writeString(dir.resolve(BEFORE), "a: 1\n");

        assertThat(stopped.await(5, TimeUnit.SECONDS)).isTrue();
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void deleteRecursively(Path dir) throws IOException {
        try (Stream<Path> entries = Files.walk(dir)) {
            for (Path entry : entries.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                Files.delete(entry);
            }
        }
    }
}

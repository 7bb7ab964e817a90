package org.scratchpadinspector.engine.watch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class TreeWatcherTest {
    @TempDir
    Path root;

    final Set<String> seen = ConcurrentHashMap.newKeySet();

    final DirectoryWatcher.Listener listener = new DirectoryWatcher.Listener() {
        @Override
        public void onChanges(ChangeBatch batch) {
            seen.addAll(batch.changedNames());
        }

        @Override
        public void onStatus(WatcherStatus status, String message) {
        }
    };

    void awaitSeen(String name) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!seen.contains(name) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(seen).contains(name);
    }

    @Test
    void aFileWrittenInASubfolderIsReportedByItsPathFromTheRoot() throws Exception {
        Files.createDirectories(root.resolve("sessions/a"));
        try (TreeWatcher watcher = TreeWatcher.start(root, listener)) {
            Files.writeString(root.resolve("sessions/a/conversation.json"), "[]");
            awaitSeen("sessions/a/conversation.json");
        }
    }

    @Test
    void aFolderCreatedWhileWatchedIsWatchedToo() throws Exception {
        try (TreeWatcher watcher = TreeWatcher.start(root, listener)) {
            Files.createDirectories(root.resolve("runs"));
            awaitSeen("runs");
            Files.createDirectories(root.resolve("runs/new-run"));
            awaitSeen("runs/new-run");
            Files.writeString(root.resolve("runs/new-run/debug.json"), "[]");
            awaitSeen("runs/new-run/debug.json");
        }
    }

    @Test
    void theInspectorsOwnHiddenFolderIsNotReported() throws Exception {
        Files.createDirectories(root.resolve(".inspector"));
        try (TreeWatcher watcher = TreeWatcher.start(root, listener)) {
            Files.writeString(root.resolve(".inspector/journal.jsonl"), "{}\n");
            Files.writeString(root.resolve("marker.json"), "{}");
            awaitSeen("marker.json");
            assertThat(seen).noneMatch(name -> name.contains(".inspector"));
        }
    }
}

package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SnapshotStoreCacheTest {
    @TempDir
    Path dir;

    @Test
    void readingEverySnapshotOfABigDirectoryKeepsOnlyABoundedNumberParsed() throws Exception {
        SnapshotStore store = new SnapshotStore();
        int files = SnapshotStore.DEFAULT_MAX_ENTRIES * 4;
        for (int i = 0; i < files; i++) {
            Path file = dir.resolve("s" + i + ".yaml");
            Files.writeString(file, "current_task: t" + i + "\n");
            assertThat(store.read(file).state()).containsEntry("current_task", "t" + i);
        }

        assertThat(store.cachedCount()).isEqualTo(SnapshotStore.DEFAULT_MAX_ENTRIES);
    }

    @Test
    void theMostRecentlyReadSnapshotIsServedFromTheCacheAndAnEvictedOneIsParsedAgain() throws Exception {
        SnapshotStore store = new SnapshotStore(SnapshotStore.DEFAULT_MAX_FILE_BYTES, 1L << 20, 2);
        Path a = write("a.yaml", "current_task: a\n");
        Path b = write("b.yaml", "current_task: b\n");
        Path c = write("c.yaml", "current_task: c\n");
        Snapshot first = store.read(a);
        Snapshot second = store.read(b);
        store.read(c);

        assertThat(store.read(b)).isSameAs(second);
        Snapshot again = store.read(a);
        assertThat(again).isNotSameAs(first);
        assertThat(again.state()).isEqualTo(first.state());
    }

    @Test
    void largeSnapshotsAreEvictedByTheirCharactersBeforeTheEntryBound() throws Exception {
        SnapshotStore store = new SnapshotStore(SnapshotStore.DEFAULT_MAX_FILE_BYTES, 30_000, 100);
        for (int i = 0; i < 5; i++) {
            store.read(write("big" + i + ".yaml", "notes: '" + "x".repeat(10_000) + "'\n"));
        }

        assertThat(store.cachedCount()).isEqualTo(2);
    }

    private Path write(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }
}

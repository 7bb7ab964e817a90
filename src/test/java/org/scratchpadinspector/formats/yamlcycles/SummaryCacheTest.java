package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.testsupport.GeneratedScratchpad;

class SummaryCacheTest {
    private static final int CYCLES = 120;

    @TempDir
    Path tmp;
    private Path root;
    private Path folder;
    private final List<String> warnings = new ArrayList<>();

    @BeforeEach
    void writeScratchpad() throws IOException {
        root = tmp.resolve("agent");
        GeneratedScratchpad.write(root, CYCLES);
        ageEverything(root, Duration.ofHours(1));
        folder = tmp.resolve("cache");
    }

    @Test
    void secondPassAnswersUnchangedCyclesFromTheCacheWithTheSameSummaries() throws IOException {
        List<CycleSummary> uncached = summaries(SummaryCache.DISABLED);
        List<CycleSummary> first = summaries(cache());
        assertThat(first).isEqualTo(uncached);
        assertThat(cacheFiles()).hasSize(1);

        // Same size, same time, other bytes: only a cache hit still reports the summary of the old bytes.
        int i = indexOfStatus(first, CycleStatus.COMPLETED);
        Path after = after(first.get(i));
        FileTime time = Files.getLastModifiedTime(after);
        String text = Files.readString(after);
        Files.writeString(after, "x".repeat(text.length()));
        Files.setLastModifiedTime(after, time);

        Scratchpad pad = open(cache());
        List<CycleSummary> second = pad.summaries(Cancellation.NONE);
        assertThat(second).isEqualTo(first);
        assertThat(pad.store().cachedCount()).as("snapshots read on the second pass").isLessThan(40);
        assertThat(warnings).isEmpty();
    }

    @Test
    void aChangedAfterIsReadAgainAndSoIsTheNextCycleThatStartsFromIt() throws IOException {
        List<CycleSummary> first = summaries(cache());
        int i = indexOfStatus(first, CycleStatus.COMPLETED);
        CycleSummary changed = first.get(i);
        Path before = folderOf(changed).resolve(changed.id() + "_before.yaml");
        Path after = after(changed);
        Files.copy(before, after, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.setLastModifiedTime(after, FileTime.from(Instant.now().minus(Duration.ofMinutes(30))));

        List<CycleSummary> second = summaries(cache());

        assertThat(second).isEqualTo(summaries(SummaryCache.DISABLED));
        assertThat(second.get(i).status()).isEqualTo(CycleStatus.NO_CHANGE);
        assertThat(second.get(i + 1).flags()).contains(CycleFlag.CONTINUITY_BREAK);
        assertThat(first.get(i + 1).flags()).doesNotContain(CycleFlag.CONTINUITY_BREAK);
    }

    @Test
    void aDamagedCacheFileIsIgnoredWithOneLineAndWrittenAnew() throws IOException {
        List<CycleSummary> uncached = summaries(SummaryCache.DISABLED);
        summaries(cache());
        Path file = cacheFiles().get(0);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 0x5a;
        Files.write(file, bytes);

        assertThat(summaries(cache())).isEqualTo(uncached);
        assertThat(warnings).singleElement().asString().contains("ignored").contains("damaged");

        warnings.clear();
        assertThat(summaries(cache())).isEqualTo(uncached);
        assertThat(warnings).isEmpty();
    }

    @Test
    void anotherScratchpadsCacheFileUnderThisNameIsIgnored() throws IOException {
        Path other = tmp.resolve("other");
        GeneratedScratchpad.write(other, 40);
        ageEverything(other, Duration.ofHours(1));
        SummaryCache cache = cache();
        open(cache, other).summaries(Cancellation.NONE);
        Path foreign = cacheFiles().get(0);
        Path mine = cache.fileFor(ScratchpadLocation.resolve(root));
        Files.move(foreign, mine);

        assertThat(summaries(cache())).isEqualTo(summaries(SummaryCache.DISABLED));
        assertThat(warnings).singleElement().asString().contains("belongs to").contains(other.toString());
    }

    @Test
    void garbageInTheCacheFileIsIgnored() throws IOException {
        SummaryCache cache = cache();
        Path mine = cache.fileFor(ScratchpadLocation.resolve(root));
        Files.createDirectories(folder);
        Files.writeString(mine, "not a cache at all");

        assertThat(summaries(cache)).isEqualTo(summaries(SummaryCache.DISABLED));
        assertThat(warnings).singleElement().asString().contains("not a summary cache file");
    }

    @Test
    void aDisabledCacheWritesNothingAndTheOptionTurnsTheUsersCacheOff() throws IOException {
        summaries(SummaryCache.DISABLED);
        assertThat(folder).doesNotExist();
        SummaryCache.setDisabledByOption(true);
        try {
            assertThat(SummaryCache.forUser().isEnabled()).isFalse();
        } finally {
            SummaryCache.setDisabledByOption(false);
        }
    }

    @Test
    void viewingNeverWritesIntoTheAgentsDirectoryEvenWhenTheCacheFolderIsInsideIt() throws IOException {
        Map<String, String> before = tree(root);
        summaries(cache());
        summaries(cache());
        SummaryCache inside = new SummaryCache(root.resolve("scratchpad/.cache"), SummaryCache.DEFAULT_MAX_BYTES,
                warnings::add);
        assertThat(inside.fileFor(ScratchpadLocation.resolve(root))).isNull();
        summaries(inside);
        assertThat(tree(root)).isEqualTo(before);
    }

    @Test
    void runningAndInterruptedAreJudgedAgainOnEveryPass() throws IOException {
        List<CycleSummary> first = summaries(cache());
        CycleSummary newest = first.get(first.size() - 1);
        assertThat(newest.status()).isEqualTo(CycleStatus.INTERRUPTED); // aged an hour: past the stale limit
        Files.setLastModifiedTime(folderOf(newest).resolve(newest.id() + "_before.yaml"),
                FileTime.from(Instant.now().minus(Duration.ofMinutes(1))));

        List<CycleSummary> second = summaries(cache());

        assertThat(second.get(second.size() - 1).status()).isEqualTo(CycleStatus.RUNNING);
        assertThat(second.get(second.size() - 1).statusReason()).contains("within the 15m stale limit");
    }

    @Test
    void filesWrittenInTheLastSecondsAreNotCached() throws IOException {
        Path fresh = tmp.resolve("fresh");
        GeneratedScratchpad.write(fresh, 30);
        SummaryCache cache = cache();
        open(cache, fresh).summaries(Cancellation.NONE);
        assertThat(cacheFiles()).isEmpty();
    }

    @Test
    void theFolderStaysWithinItsBoundDroppingTheLeastRecentlyWritten() throws IOException {
        List<Path> pads = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            Path other = tmp.resolve("pad" + p);
            GeneratedScratchpad.write(other, 60);
            ageEverything(other, Duration.ofHours(1));
            pads.add(other);
        }
        open(cache(), pads.get(0)).summaries(Cancellation.NONE);
        long one = Files.size(cacheFiles().get(0));
        SummaryCache bounded = new SummaryCache(folder, one * 5 / 2, warnings::add);
        for (Path pad : pads) {
            open(bounded, pad).summaries(Cancellation.NONE);
            Files.setLastModifiedTime(bounded.fileFor(ScratchpadLocation.resolve(pad)), FileTime.from(Instant.now()));
        }
        assertThat(cacheFiles()).hasSize(2);
        assertThat(cacheFiles()).contains(bounded.fileFor(ScratchpadLocation.resolve(pads.get(3))));
        assertThat(cacheFiles().stream().mapToLong(SummaryCacheTest::size).sum()).isLessThanOrEqualTo(one * 5 / 2);
    }

    private SummaryCache cache() {
        return new SummaryCache(folder, SummaryCache.DEFAULT_MAX_BYTES, warnings::add);
    }

    private List<CycleSummary> summaries(SummaryCache cache) throws IOException {
        return open(cache).summaries(Cancellation.NONE);
    }

    private Scratchpad open(SummaryCache cache) throws IOException {
        return open(cache, root);
    }

    private static Scratchpad open(SummaryCache cache, Path dir) throws IOException {
        return Scratchpad.open(dir).withSummaryCache(cache);
    }

    private Path folderOf(CycleSummary c) {
        return root.resolve("scratchpad");
    }

    private Path after(CycleSummary c) {
        return folderOf(c).resolve(c.id() + "_after.yaml");
    }

    private static int indexOfStatus(List<CycleSummary> summaries, CycleStatus status) {
        for (int i = 20; i < summaries.size() - 1; i++) {
            if (summaries.get(i).status() == status && summaries.get(i).flags().isEmpty()
                    && summaries.get(i + 1).flags().isEmpty()) {
                return i;
            }
        }
        throw new AssertionError("no " + status);
    }

    private List<Path> cacheFiles() throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static void ageEverything(Path dir, Duration age) throws IOException {
        FileTime then = FileTime.from(Instant.now().minus(age));
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.toList()) {
                Files.setLastModifiedTime(p, then);
            }
        }
    }

    /** Every path under {@code dir} with its size and time. */
    private static Map<String, String> tree(Path dir) throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.toList()) {
                out.put(dir.relativize(p).toString(), Files.isDirectory(p) ? "dir"
                        : Files.size(p) + " " + Files.getLastModifiedTime(p).toMillis());
            }
        }
        return out;
    }
}

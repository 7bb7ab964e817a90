package org.scratchpadinspector.formats.mempalace;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.cache.CacheSwitch;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.UnitJson;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.testsupport.SampleCopy;

/** Relisting sessions from the summary cache gives exactly the rows reading every file gives, at any time. */
class MemPalaceSummaryCacheTest {
    @TempDir
    Path temp;

    private static List<String> listing(Path dir, Instant at) throws Exception {
        MemPalaceProvider provider = new MemPalaceProvider();
        MemorySource source = provider.open(provider.recognise(dir), new SourceOptions(at), Cancellation.NONE);
        return source.units(Cancellation.NONE, u -> { }).stream().map(u -> UnitJson.toJson(u).toString()).toList();
    }

    private static List<String> uncached(Path dir, Instant at) throws Exception {
        CacheSwitch.setDisabledByOption(true);
        try {
            return listing(dir, at);
        } finally {
            CacheSwitch.setDisabledByOption(false);
        }
    }

    @Test
    void anUnchangedFolderListsTheSameFromTheCacheAndEachSessionIsJudgedLiveOrExpiredAtTheTimeAsked() throws Exception {
        Path dir = SampleCopy.copy(MemPalaceProviderTest.COMMITTED, temp.resolve("demo"));
        Instant reference = MemPalaceProviderTest.REFERENCE;
        List<String> first = listing(dir, reference);
        assertThat(first).hasSize(7).anyMatch(row -> row.contains("\"live\""));
        assertThat(listing(dir, reference)).isEqualTo(first).isEqualTo(uncached(dir, reference));
        Instant later = Instant.parse("2026-04-07T18:20:00Z"); // 4c1e-research expires exactly then
        List<String> thenCached = listing(dir, later);
        assertThat(thenCached).isEqualTo(uncached(dir, later)).isNotEqualTo(first);
        assertThat(thenCached).anyMatch(row -> row.contains("\"id\":\"4c1e-research\"") && row.contains("\"expired\""));
    }

    @Test
    void aSessionRewrittenSinceTheLastLookIsReadAgain() throws Exception {
        Path dir = SampleCopy.copy(MemPalaceProviderTest.COMMITTED, temp.resolve("demo"));
        Instant reference = MemPalaceProviderTest.REFERENCE;
        listing(dir, reference);
        Path file = dir.resolve("session_scratchpad/9d5b-ended.json");
        FileTime before = Files.getLastModifiedTime(file);
        Files.writeString(file, Files.readString(file).replace("\"ttl\": 754", "\"ttl\": 7540"));
        Files.setLastModifiedTime(file, FileTime.fromMillis(before.toMillis() + 2000));
        List<String> after = listing(dir, reference);
        assertThat(after).isEqualTo(uncached(dir, reference));
        assertThat(after).anyMatch(row -> row.contains("\"id\":\"9d5b-ended\"") && row.contains("\"live\""));
    }
}

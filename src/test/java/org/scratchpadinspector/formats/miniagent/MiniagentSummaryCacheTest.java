package org.scratchpadinspector.formats.miniagent;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.cache.CacheSwitch;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.UnitJson;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.SampleCopy;

/** Relisting an experiment from the summary cache gives exactly the rows reading every trace gives. */
class MiniagentSummaryCacheTest {
    private static final String TRACE = "traces/20260407T093000Z_21636369.json";

    @TempDir
    Path temp;

    private List<String> listing(Path dir) throws Exception {
        MiniagentProvider provider = new MiniagentProvider();
        Recognition recognition = provider.recognise(dir);
        MemorySource source = provider.open(recognition, SourceOptions.NOW, Cancellation.NONE);
        return source.units(Cancellation.NONE, u -> { }).stream().map(u -> UnitJson.toJson(u).toString()).toList();
    }

    private List<String> uncached(Path dir) throws Exception {
        CacheSwitch.setDisabledByOption(true);
        try {
            return listing(dir);
        } finally {
            CacheSwitch.setDisabledByOption(false);
        }
    }

    @Test
    void anUnchangedFolderListsTheSameFromTheCacheAsFromItsFiles() throws Exception {
        Path dir = SampleCopy.copy(MiniagentProviderTest.COMMITTED, temp.resolve("32-tutor-demo"));
        List<String> first = listing(dir);
        assertThat(first).hasSize(10);
        assertThat(listing(dir)).isEqualTo(first).isEqualTo(uncached(dir));
    }

    @Test
    void aTraceRewrittenSinceTheLastLookIsReadAgain() throws Exception {
        Path dir = SampleCopy.copy(MiniagentProviderTest.COMMITTED, temp.resolve("32-tutor-demo"));
        listing(dir);
        Path trace = dir.resolve(TRACE);
        FileTime before = Files.getLastModifiedTime(trace);
        String text = Files.readString(trace, StandardCharsets.UTF_8);
        Files.writeString(trace, text.replace("\"learner_id\": \"kenji\"", "\"learner_id\": \"kenjo\""),
                StandardCharsets.UTF_8);
        Files.setLastModifiedTime(trace, FileTime.fromMillis(before.toMillis() + 2000));
        List<String> after = listing(dir);
        assertThat(after).isEqualTo(uncached(dir));
        assertThat(after).anyMatch(row -> row.contains("\"id\":\"21636369\"") && row.contains("\"learner\":\"kenjo\""));
    }

    @Test
    void aTraceCaughtHalfRewrittenIsCachedAsItsFileIsNotAsTheVersionShownInItsPlace() throws Exception {
        Path dir = SampleCopy.copy(MiniagentProviderTest.COMMITTED, temp.resolve("32-tutor-demo"));
        Path trace = dir.resolve(TRACE);
        String whole = Files.readString(trace, StandardCharsets.UTF_8);
        MiniagentProvider provider = new MiniagentProvider();
        MemorySource source = provider.open(provider.recognise(dir), SourceOptions.NOW, Cancellation.NONE);
        source.units(Cancellation.NONE, u -> { });
        Files.writeString(trace, whole.substring(0, whole.length() - 40), StandardCharsets.UTF_8);
        assertThat(source.units(Cancellation.NONE, u -> { }).stream().map(u -> UnitJson.toJson(u).toString()))
                .anyMatch(row -> row.contains("showing the last complete version read"));
        List<String> fresh = listing(dir);
        assertThat(fresh).isEqualTo(uncached(dir));
        assertThat(fresh).anyMatch(row -> row.contains("\"id\":\"21636369\"") && row.contains("\"unreadable\""));
    }

    @Test
    void aRepeatedCorrectionIdIsToldApartByItsFileWhenListedFromTheCache() throws Exception {
        Path dir = SampleCopy.copy(MiniagentProviderTest.COMMITTED, temp.resolve("32-tutor-demo"));
        listing(dir);
        Files.copy(dir.resolve(TRACE), dir.resolve("traces/20260407T103000Z_21636369.json"));
        List<String> again = listing(dir);
        assertThat(again).isEqualTo(uncached(dir));
        assertThat(again).anyMatch(row -> row.contains("\"id\":\"20260407T103000Z_21636369\""));
    }

    @Test
    void showingOneCorrectionReadsOnlyItsTraceAndGivesTheRowTheListingGives() throws Exception {
        Path dir = SampleCopy.copy(MiniagentProviderTest.COMMITTED, temp.resolve("32-tutor-demo"));
        Files.writeString(dir.resolve("traces/20260407T090000Z_3ceb3ffd.json"), "{ not json");
        MiniagentProvider provider = new MiniagentProvider();
        MemorySource source = provider.open(provider.recognise(dir), SourceOptions.NOW, Cancellation.NONE);
        List<Unit> units = source.units(Cancellation.NONE, u -> { });
        for (Unit unit : units) {
            assertThat(source.detail(unit.id(), Cancellation.NONE).orElseThrow().unit()).isEqualTo(unit);
        }
        assertThat(source.detail(UnitId.of("nosuchid"), Cancellation.NONE)).isEmpty();
        for (Unit unit : units) {
            assertThat(source.find(unit.id().text())).as("found by names as listed").contains(unit.id());
        }
        assertThat(source.find("nosuchid")).isEmpty();
    }
}

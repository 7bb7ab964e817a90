package org.scratchpadinspector.formats.forge;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.FormatProviderContract;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.testsupport.SampleCopy;

class ForgeProviderTest extends FormatProviderContract {
    static final Path SAMPLE = Path.of("scratchpad-samples/forge");
    private Path sample;

    @Override
    protected FormatProvider provider() {
        return new ForgeProvider();
    }

    @Override
    protected Path sample() throws Exception {
        if (sample == null) {
            sample = SampleCopy.copy(SAMPLE.resolve("workspace"), contractTemp.resolve("workspace"));
        }
        return sample;
    }

    @Override
    protected void plantLinkOutside(Path sample, Path outside) throws Exception {
        Path snapshot = sample.resolve(".forge/context/20260401-101606-context.json");
        Files.delete(snapshot);
        Files.createSymbolicLink(snapshot, outside);
    }

    @Test
    void recognisesTheWorkspaceItsForgeFolderAndTheFolderOfSnapshotsAllReadingTheSnapshots() throws Exception {
        Path workspace = sample();
        Path context = workspace.resolve(".forge/context");
        for (Path dir : new Path[] {workspace, workspace.resolve(".forge"), context}) {
            Recognition r = provider().recognise(dir);
            assertThat(r.root()).as("root read for %s", dir).isEqualTo(context);
            assertThat(r.confidence()).isGreaterThanOrEqualTo(0.9);
        }
        assertThat(provider().recognise(workspace).companions()).containsExactly(workspace.resolve(".forge/memories"));
        assertThat(provider().recognise(context).companions()).containsExactly(workspace.resolve(".forge/memories"));
    }

    @Test
    void aFolderHoldingOnlyLongTermMemoriesIsNotAForgeSnapshotFolder() throws Exception {
        Path ws = Files.createDirectories(contractTemp.resolve("memories-only/.forge/memories"));
        Files.writeString(ws.resolve("mem_1.md"), "---\nid: mem_1\n---\nx\n");
        assertThat(provider().recognise(contractTemp.resolve("memories-only")).recognised()).isFalse();
    }

    @Test
    void snapshotsRecognisedByTheirNamesOnlyAreLessCertain() throws Exception {
        Path dir = Files.createDirectories(contractTemp.resolve("named"));
        Files.writeString(dir.resolve("20260401-101500-context.json"), "not json at all");
        assertThat(provider().recognise(dir).confidence()).isBetween(0.1, 0.5);
    }
}

package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.scratchpadinspector.formats.yamlcycles.ScratchpadFixture.state;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.testsupport.FlowStyleFiles;

/**
 * A snapshot SnakeYAML reads slowly (one line of flow style) next to good cycles: every other cycle gets its
 * status, the slow one is unknown with a message naming size and style, and nothing waits past the deadline.
 */
class SlowFileTest {
    private static final String FIRST = "20260401_100000";
    private static final String SLOW = "20260401_100100";
    private static final String THIRD = "20260401_100200";
    private static final Duration GUARD = Duration.ofSeconds(30);

    @TempDir
    java.nio.file.Path tmp;

    private ScratchpadFixture threeCyclesWithSlowAfter(int bytes) throws IOException {
        ScratchpadFixture f = new ScratchpadFixture(tmp)
                .cycle(FIRST, state("Draft", "''"), state("Review", "''", "Draft"))
                .cycle(SLOW, state("Review", "''", "Draft"), null)
                .cycle(THIRD, state("Review", "''", "Draft"), state("Publish", "''", "Draft", "Review"));
        FlowStyleFiles.writeOneLine(f.dir.resolve(SLOW + "_after.yaml"), bytes);
        return f;
    }

    @Test
    void aTwentyMegabyteFlowStyleAfterIsUnknownWithItsReasonAndTheOtherCyclesKeepTheirStatus() throws IOException {
        ScratchpadFixture f = threeCyclesWithSlowAfter(20_000_000);

        List<CycleSummary> all = assertTimeoutPreemptively(GUARD, () -> f.open().summaries(Cancellation.NONE));

        assertThat(all).extracting(CycleSummary::status)
                .containsExactly(CycleStatus.COMPLETED, CycleStatus.UNKNOWN, CycleStatus.COMPLETED);
        assertThat(all.get(1).problems()).singleElement().asString()
                .startsWith(SLOW + "_after.yaml: too slow to parse in this style (20.0 MB, flow style): stopped after 2 s");
        assertThat(all.get(0).problems()).isEmpty();
        assertThat(all.get(2).problems()).isEmpty();
    }

    @Test
    void aOneMegabyteFlowStyleAfterNeverReadsAsNoChangeAndTheOthersKeepTheirStatus() throws IOException {
        ScratchpadFixture f = threeCyclesWithSlowAfter(1_000_000);

        List<CycleSummary> all = assertTimeoutPreemptively(GUARD, () -> f.open().summaries(Cancellation.NONE));

        assertThat(all.get(0).status()).isEqualTo(CycleStatus.COMPLETED);
        assertThat(all.get(2).status()).isEqualTo(CycleStatus.COMPLETED);
        // A fast machine may parse it within the deadline; then it is a real state that differs from the before.
        CycleSummary slow = all.get(1);
        if (slow.status() == CycleStatus.UNKNOWN) {
            assertThat(slow.problems()).singleElement().asString().contains("too slow to parse in this style (1.0 MB, flow style)");
        } else {
            assertThat(slow.status()).isNotEqualTo(CycleStatus.NO_CHANGE);
        }
    }

    @Test
    void summariesAreHandedOverOneByOneInOrder() throws IOException {
        ScratchpadFixture f = threeCyclesWithSlowAfter(2_000);
        List<String> seen = new ArrayList<>();

        List<CycleSummary> all = f.open().summaries(Cancellation.NONE, s -> seen.add(s.id().toString()));

        assertThat(seen).containsExactly(FIRST, SLOW, THIRD);
        assertThat(all).extracting(s -> s.id().toString()).containsExactlyElementsOf(seen);
    }

    @Test
    void theStoreKeepsTheRawTextOfAFileTooSlowToParseAndReadsItOnce() throws IOException {
        ScratchpadFixture f = threeCyclesWithSlowAfter(20_000_000);
        SnapshotStore store = new SnapshotStore();

        Snapshot first = assertTimeoutPreemptively(GUARD, () -> store.read(f.dir.resolve(SLOW + "_after.yaml")));
        Snapshot again = store.read(f.dir.resolve(SLOW + "_after.yaml"));

        assertThat(first.isReadable()).isFalse();
        assertThat(first.isTooSlowToParse()).isTrue();
        assertThat(first.text()).startsWith("{goals: [Write the weekly status report]").hasSizeGreaterThan(20_000_000);
        assertThat(again).isSameAs(first);
    }

    @Test
    void insideSmallFilesOnlyALargeUnparsedFileIsDeferredAndASmallOneIsRead() throws IOException {
        ScratchpadFixture f = threeCyclesWithSlowAfter(2_000_000);
        SnapshotStore store = new SnapshotStore();

        Snapshot small = store.smallFilesOnly(1_000_000, () -> store.read(f.dir.resolve(FIRST + "_after.yaml")));

        assertThat(small.isReadable()).isTrue();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> store.smallFilesOnly(1_000_000,
                        () -> store.read(f.dir.resolve(SLOW + "_after.yaml"))))
                .isInstanceOf(SnapshotStore.LargeFileDeferred.class);
        // Outside, the same read goes through (parsed, or stopped at the deadline).
        assertThat(store.read(f.dir.resolve(SLOW + "_after.yaml")).text()).hasSizeGreaterThan(2_000_000);
    }
}

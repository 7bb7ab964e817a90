package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.scratchpadinspector.formats.yamlcycles.ScratchpadFixture.state;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;

/** Bad input (docs/architecture.md): each bad file is named with its reason, every other cycle still lists. */
class BadInputTest {
    private static final String GOOD1 = "20260401_100000";
    private static final String BAD = "20260401_100100";
    private static final String GOOD2 = "20260401_100200";

    @TempDir
    Path tmp;
    ScratchpadFixture f;

    @BeforeEach
    void twoGoodCyclesAroundABadOne() {
        f = new ScratchpadFixture(tmp)
                .cycle(GOOD1, state("Draft", "''"), state("Review", "''", "Draft"))
                .cycle(BAD, state("Review", "''", "Draft"), null)
                .cycle(GOOD2, state("Review", "''", "Draft"), state("Publish", "''", "Draft", "Review"));
    }

    private CycleSummary listWithBadAfter(byte[] bytes) {
        f.writeBytes(BAD + "_after.yaml", bytes);
        return listAndCheckOthers();
    }

    private CycleSummary listAndCheckOthers() {
        List<CycleSummary> all = f.open().summaries(Cancellation.NONE);
        assertThat(all).hasSize(3);
        assertThat(all.get(0).status()).isEqualTo(CycleStatus.COMPLETED);
        assertThat(all.get(2).status()).isEqualTo(CycleStatus.COMPLETED);
        return all.get(1);
    }

    private static void assertProblem(CycleSummary bad, String... fragments) {
        assertThat(bad.flags()).contains(CycleFlag.UNREADABLE).doesNotContain(CycleFlag.ORPHAN);
        assertThat(bad.problems()).anySatisfy(p -> {
            assertThat(p).contains(BAD + "_after.yaml: ");
            for (String fragment : fragments) {
                assertThat(p).contains(fragment);
            }
        });
    }

    @Test
    void malformedYamlIsNamedWithLineAndColumn() {
        CycleSummary bad = listWithBadAfter("goals:\n- a\ncurrent_task: [unclosed\nnotes: ''\n".getBytes());
        assertProblem(bad, "line ");
        assertThat(bad.problems().toString()).containsPattern("line \\d+, column \\d+");
        assertThat(bad.status()).isEqualTo(CycleStatus.UNKNOWN);
    }

    @Test
    void truncatedFileIsReported() {
        String whole = state("Publish", "\"\\n[TOOL] echo({'message': 'a'}) \\u2192 ECHO: a\"", "Draft");
        CycleSummary bad = listWithBadAfter(whole.substring(0, whole.indexOf("\\u2192")).getBytes());
        assertProblem(bad, "line ");
    }

    @Test
    void emptyFileIsReported() {
        assertProblem(listWithBadAfter(new byte[0]), "empty file");
    }

    @Test
    void binaryGarbageIsReported() {
        byte[] garbage = new byte[4096];
        new java.util.Random(7).nextBytes(garbage);
        CycleSummary bad = listWithBadAfter(garbage);
        assertThat(bad.flags()).contains(CycleFlag.UNREADABLE);
        assertThat(bad.problems()).singleElement().asString().contains(BAD + "_after.yaml: ");
    }

    @Test
    void nonMappingTopLevelIsReported() {
        assertProblem(listWithBadAfter("- just\n- a list\n".getBytes()), "top level is a list, not a mapping");
    }

    @Test
    void deepNestingIsRefused() {
        String deep = "a: " + "[".repeat(5000) + "]".repeat(5000) + "\n";
        assertProblem(listWithBadAfter(deep.getBytes()), "nested deeper than");
    }

    @Test
    void duplicateKeysAreNamedWithLineAndColumn() {
        CycleSummary bad = listWithBadAfter("goals: []\nnotes: ''\ngoals: [x]\n".getBytes());
        assertProblem(bad, "line 3, column 1");
    }

    @Test
    void anchorsAndAliasesAreResolvedLikePyYaml() {
        f.write(BAD + "_after.yaml", "goals: &g\n- a\npending_actions: *g\ncurrent_task: Review\nnotes: ''\n");
        CycleSummary bad = listAndCheckOthers();
        assertThat(bad.problems()).isEmpty();
        assertThat(f.open().snapshot(CycleId.parse(BAD), Side.AFTER).field("pending_actions")).isEqualTo(List.of("a"));
    }

    @Test
    void nonUtf8BytesAreReported() {
        assertProblem(listWithBadAfter(new byte[] {'n', 'o', 't', 'e', 's', ':', ' ', (byte) 0xFF, (byte) 0xFE, '\n'}),
                "UTF-8");
    }

    @Test
    void fileOverTheParseLimitIsRefusedWithItsSize() throws IOException {
        Path big = f.dir.resolve(BAD + "_after.yaml");
        try (RandomAccessFile raf = new RandomAccessFile(big.toFile(), "rw")) {
            raf.setLength(50L * 1024 * 1024);
        }
        assertProblem(listAndCheckOthers(), "52.4 MB, over the 48 MB limit");
    }

    @Test
    void aDirectoryNamedLikeASnapshotIsReported() throws IOException {
        Files.createDirectory(f.dir.resolve(BAD + "_after.yaml"));
        assertProblem(listAndCheckOthers(), "a directory, not a file");
    }

    @Test
    void symlinkLoopIsReported() throws IOException {
        Path link = f.dir.resolve(BAD + "_after.yaml");
        Files.createSymbolicLink(link, link.getFileName());
        assertProblem(listAndCheckOthers(), "symlink loop");
    }

    @Test
    void fileDeletedAfterIndexingIsReportedAsMissing() throws IOException {
        f.write(BAD + "_after.yaml", state("Review", "''", "Draft"));
        Scratchpad pad = f.open();
        Files.delete(f.dir.resolve(BAD + "_after.yaml"));
        CycleSummary bad = pad.summaries(Cancellation.NONE).get(1);
        assertThat(bad.problems()).anySatisfy(p -> assertThat(p).contains("missing"));
    }

    @Test
    void namesThatLookLikeCyclesButAreNotAreListedAsStray() {
        f.write("20261399_999999_before.yaml", state("x", "''"));
        Scratchpad pad = f.open();
        assertThat(pad.index().size()).isEqualTo(3);
        assertThat(pad.index().strays().misnamedExamples())
                .containsExactly(new StrayNames.Misnamed("20261399_999999_before.yaml", "month 13"));
    }

    @Test
    void halfWrittenFileKeepsTheLastGoodParseMarkedStale() throws IOException, InterruptedException {
        Path after = f.dir.resolve(GOOD2 + "_after.yaml");
        SnapshotStore store = new SnapshotStore();
        Snapshot good = store.read(after);
        Thread.sleep(5);
        Files.writeString(after, "goals:\n- Write the weekly status report\ncurrent_task: [Pub");
        Snapshot half = store.read(after);
        assertThat(half.stale()).isTrue();
        assertThat(half.state()).isEqualTo(good.state());
        assertThat(half.problem()).contains("last good read");
    }

    @Test
    void missingDirectoryIsAClearError() {
        assertThatThrownBy(() -> Scratchpad.open(tmp.resolve("nope")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("does not exist");
    }

    @Test
    void directoryRemovedAfterOpeningFailsTheRescanWithoutBreakingTheIndex() throws IOException {
        Scratchpad pad = f.open();
        try (var files = Files.walk(tmp)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        assertThatThrownBy(() -> pad.rescan(Cancellation.NONE, n -> { })).isInstanceOf(IOException.class);
        assertThat(pad.index().size()).isEqualTo(3);
    }
}

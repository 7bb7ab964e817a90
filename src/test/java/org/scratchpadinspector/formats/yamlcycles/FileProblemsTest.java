package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.scratchpadinspector.formats.yamlcycles.ScratchpadFixture.state;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;

/**
 * Files that cannot be trusted or read: each is named with a one-line reason on its cycle, the cycle is flagged
 * {@code unreadable} (never {@code orphan}, which is an after without its before), and every other cycle lists.
 */
class FileProblemsTest {
    private static final String GOOD1 = "20260401_100000";
    private static final String BAD = "20260401_100100";
    private static final String GOOD2 = "20260401_100200";
    private static final String TOOL = "[TOOL] echo({'message': 'a'}) \\u2192 ECHO: a";

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

    private CycleSummary bad() {
        List<CycleSummary> all = f.open().summaries(Cancellation.NONE);
        assertThat(all).extracting(CycleSummary::status)
                .startsWith(CycleStatus.COMPLETED).endsWith(CycleStatus.COMPLETED);
        return all.get(1);
    }

    @Test
    void notesThatIsAListIsAProblemLineNotZeroToolCalls() {
        f.write(BAD + "_after.yaml", state("Publish", "\n- \"" + TOOL + "\"\n- \"" + TOOL + "\"", "Draft"));

        CycleSummary bad = bad();

        assertThat(bad.problems()).containsExactly(
                BAD + "_after.yaml: notes is a list, not text: tool calls not counted");
        assertThat(bad.flags()).doesNotContain(CycleFlag.UNREADABLE, CycleFlag.ORPHAN);
    }

    @Test
    void notesThatIsAMappingOrANumberOrNullIsNamedByItsType() {
        f.write(BAD + "_after.yaml", state("Publish", "{a: 1}", "Draft"));
        assertThat(bad().problems()).containsExactly(BAD + "_after.yaml: notes is a mapping, not text: tool calls not counted");
        f.write(BAD + "_after.yaml", state("Publish", "42", "Draft"));
        assertThat(bad().problems()).containsExactly(BAD + "_after.yaml: notes is a number, not text: tool calls not counted");
        f.write(BAD + "_after.yaml", state("Publish", "null", "Draft"));
        assertThat(bad().problems()).containsExactly(BAD + "_after.yaml: notes is empty (null), not text: tool calls not counted");
    }

    @Test
    void missingNotesIsAProblemLineAndMakesCheckFail() {
        f.write(BAD + "_after.yaml", state("Publish", "''", "Draft").replace("notes: ''\n", ""));

        assertThat(bad().problems()).containsExactly(BAD + "_after.yaml: notes is missing: tool calls not counted");
        HealthReport report = HealthReport.of(f.open(), Cancellation.NONE);
        assertThat(report.findings()).anySatisfy(finding -> {
            assertThat(finding.unhealthy()).isTrue();
            assertThat(finding.message()).isEqualTo(BAD + " " + BAD + "_after.yaml: notes is missing: tool calls not counted");
        });
    }

    @Test
    void aBeforeWhoseNotesIsNotTextSaysHowTheCycleWasCounted() {
        f.write(BAD + "_before.yaml", state("Review", "[]", "Draft"))
                .write(BAD + "_after.yaml", state("Publish", "\"" + TOOL + "\"", "Draft"));

        CycleSummary bad = bad();

        assertThat(bad.problems()).containsExactly(BAD + "_before.yaml: notes is a list, not text: "
                + "the after's whole notes log is counted as this cycle's");
        assertThat(bad.toolCalls()).isEqualTo(1);
    }

    @Test
    void aSnapshotLinkedOutsideTheScratchpadIsNotReadAndNamesItsTarget() throws IOException {
        Path outside = Files.writeString(tmp.resolve("secret.yaml"), state("Stolen", "''"));
        Files.createSymbolicLink(f.dir.resolve(BAD + "_after.yaml"), outside);

        CycleSummary bad = bad();

        assertThat(bad.status()).isEqualTo(CycleStatus.UNKNOWN);
        assertThat(bad.flags()).contains(CycleFlag.UNREADABLE).doesNotContain(CycleFlag.ORPHAN);
        assertThat(bad.problems()).containsExactly(BAD + "_after.yaml: symlink to " + outside.toRealPath()
                + ", outside the scratchpad: not read");
        Snapshot snapshot = f.open().snapshot(CycleId.parse(BAD), Side.AFTER);
        assertThat(snapshot.text()).isNull();
        assertThat(snapshot.state()).isNull();
    }

    @Test
    void aSnapshotReplacedByALinkOutsideShowsNoLastGoodStateInItsPlace() throws IOException {
        Path after = f.dir.resolve(GOOD2 + "_after.yaml");
        SnapshotStore store = new SnapshotStore();
        assertThat(store.read(after).isReadable()).isTrue();
        Path outside = Files.writeString(tmp.resolve("elsewhere.yaml"), state("Stolen", "''"));
        Files.delete(after);
        Files.createSymbolicLink(after, outside);

        Snapshot now = store.read(after);

        assertThat(now.isReadable()).isFalse();
        assertThat(now.stale()).isFalse();
        assertThat(now.problem()).isEqualTo("symlink to " + outside.toRealPath() + ", outside the scratchpad: not read");
    }

    @Test
    void activeLinkedToEtcPasswdIsNotReadAndCheckSaysWhy() throws IOException {
        assumeTrue(Files.isRegularFile(Path.of("/etc/passwd")), "needs /etc/passwd");
        Files.createSymbolicLink(f.dir.resolve("active.yaml"), Path.of("/etc/passwd"));

        Scratchpad pad = f.open();

        assertThat(pad.active().problem()).isEqualTo("symlink to /etc/passwd, outside the scratchpad: not read");
        assertThat(pad.active().text()).isNull();
        HealthReport report = HealthReport.of(pad, Cancellation.NONE);
        assertThat(report.isHealthy()).isFalse();
        assertThat(report.findings()).extracting(HealthReport.Finding::message)
                .contains("active.yaml: symlink to /etc/passwd, outside the scratchpad: not read");
    }

    @Test
    void aSymlinkInsideTheScratchpadIsFollowed() throws IOException {
        f.write("copy.yaml", state("Review", "''", "Draft"));
        Files.createSymbolicLink(f.dir.resolve(BAD + "_after.yaml"), Path.of("copy.yaml"));

        CycleSummary bad = bad();

        assertThat(bad.problems()).isEmpty();
        assertThat(bad.status()).isEqualTo(CycleStatus.NO_CHANGE);
    }

    @Test
    void aSymlinkLoopIsNamedAsALoop() throws IOException {
        Files.createSymbolicLink(f.dir.resolve(BAD + "_after.yaml"), Path.of("other.yaml"));
        Files.createSymbolicLink(f.dir.resolve("other.yaml"), Path.of(BAD + "_after.yaml"));

        CycleSummary bad = bad();

        assertThat(bad.flags()).contains(CycleFlag.UNREADABLE);
        assertThat(bad.problems()).containsExactly(BAD + "_after.yaml: symlink loop (→ other.yaml): not read");
    }

    @Test
    void aDanglingSymlinkSaysItsTargetDoesNotExist() throws IOException {
        Files.createSymbolicLink(f.dir.resolve(BAD + "_after.yaml"), Path.of("gone.yaml"));

        assertThat(bad().problems()).singleElement().asString()
                .contains("symlink to " + f.dir.resolve("gone.yaml").toAbsolutePath()).contains("does not exist");
    }

    @Test
    void aNamedPipeIsNeverOpenedSoNothingHangs() throws Exception {
        Path fifo = f.dir.resolve(BAD + "_after.yaml");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mkfifo.waitFor() == 0, "mkfifo is not available");

        CycleSummary bad = assertTimeoutPreemptively(Duration.ofSeconds(20), this::bad);

        assertThat(bad.flags()).contains(CycleFlag.UNREADABLE);
        assertThat(bad.problems()).containsExactly(
                BAD + "_after.yaml: a named pipe, socket or device, not a file: not read");
    }

    @Test
    void aLogThatIsANamedPipeIsNotReadEither() throws Exception {
        f.write(BAD + "_after.yaml", state("Publish", "''", "Draft"));
        Path fifo = tmp.resolve("logs").resolve("cycle_" + BAD + ".log");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mkfifo.waitFor() == 0, "mkfifo is not available");

        CycleSummary bad = assertTimeoutPreemptively(Duration.ofSeconds(20), this::bad);

        assertThat(bad.iterations()).isEqualTo(-1);
    }

    @Test
    void aFileWithoutReadPermissionIsNamed() throws IOException {
        // root reads a file whatever its mode, so this case cannot fail for root: the test runs only for other users.
        assumeFalse("root".equals(System.getProperty("user.name")), "root reads a chmod 000 file");
        Path after = f.dir.resolve(BAD + "_after.yaml");
        Files.writeString(after, state("Publish", "''", "Draft"));
        Files.setPosixFilePermissions(after, PosixFilePermissions.fromString("---------"));

        CycleSummary bad = bad();

        assertThat(bad.flags()).contains(CycleFlag.UNREADABLE);
        assertThat(bad.problems()).containsExactly(BAD + "_after.yaml: permission denied");
    }

    @Test
    void byteOrderMarkAndCrlfLineEndsReadLikeThePlainFile() {
        String plain = state("Publish", "\"" + TOOL + "\"", "Draft");
        byte[] crlf = plain.replace("\n", "\r\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] withBom = new byte[crlf.length + 3];
        withBom[0] = (byte) 0xEF;
        withBom[1] = (byte) 0xBB;
        withBom[2] = (byte) 0xBF;
        System.arraycopy(crlf, 0, withBom, 3, crlf.length);
        f.writeBytes(BAD + "_after.yaml", withBom);

        CycleSummary bad = bad();

        assertThat(bad.problems()).isEmpty();
        assertThat(bad.toolCalls()).isEqualTo(1);
        assertThat(bad.status()).isEqualTo(CycleStatus.COMPLETED);
    }

    @Test
    void anAliasBombIsRefusedAndTheOtherCyclesStillList() {
        StringBuilder text = new StringBuilder("a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
        char previous = 'a';
        for (char c = 'b'; c <= 'i'; c++) {
            text.append(c).append(": &").append(c).append(" [")
                    .append(String.join(", ", java.util.Collections.nCopies(9, "*" + previous))).append("]\n");
            previous = c;
        }
        f.write(BAD + "_after.yaml", text.toString());

        CycleSummary bad = bad();

        assertThat(bad.flags()).contains(CycleFlag.UNREADABLE);
        assertThat(bad.problems()).singleElement().asString().startsWith(BAD + "_after.yaml: ").contains("alias bomb");
    }

    @Test
    void anOrphanIsNotUnreadableAndAnUnreadableBeforeIsNotAnOrphan() {
        f.write(BAD + "_after.yaml", state("Publish", "''", "Draft"));
        f.write(GOOD2 + "_before.yaml", "goals: [unclosed\n");
        assertThatCode(() -> Files.delete(f.dir.resolve(BAD + "_before.yaml"))).doesNotThrowAnyException();

        List<CycleSummary> all = f.open().summaries(Cancellation.NONE);

        assertThat(all.get(1).flags()).contains(CycleFlag.ORPHAN).doesNotContain(CycleFlag.UNREADABLE);
        assertThat(all.get(2).flags()).contains(CycleFlag.UNREADABLE).doesNotContain(CycleFlag.ORPHAN);
        assertThat(all.get(2).problems()).singleElement().asString()
                .startsWith(GOOD2 + "_before.yaml: ").containsPattern("line \\d+, column \\d+");
    }
}

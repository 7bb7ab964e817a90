package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.scratchpadinspector.formats.yamlcycles.ScratchpadFixture.state;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;

/** The sign-of-life rule that tells a running cycle from one whose agent is gone. */
class LivenessTest {
    private static final String A = "20260401_100000";
    private static final String B = "20260401_100100";
    private static final Instant TWO_DAYS_AGO = Instant.now().minus(Duration.ofDays(2));

    @TempDir
    Path tmp;

    private ScratchpadFixture newestWithoutAfter() {
        return new ScratchpadFixture(tmp)
                .cycle(A, state("Draft", "''"), state("Review", "''", "Draft"))
                .cycle(B, state("Review", "''", "Draft"), null);
    }

    private void age(ScratchpadFixture f, String name, Instant when) throws IOException {
        Files.setLastModifiedTime(f.dir.resolve(name), FileTime.from(when));
    }

    private static CycleSummary newest(Scratchpad pad) {
        List<CycleSummary> all = pad.summaries(Cancellation.NONE);
        return all.get(all.size() - 1);
    }

    /** A control file written at {@code when} (an agent writes it as it starts). */
    private void writeControl(ScratchpadFixture f, long pid, int port, Instant when) throws IOException {
        Path agent = Files.createDirectories(f.dir.resolve(".agent"));
        Path file = agent.resolve("control.json");
        Files.writeString(file, "{\"protocol\":1,\"url\":\"http://127.0.0.1:" + port
                + "\",\"token\":\"t\",\"pid\":" + pid + ",\"started\":\"2026-04-01T10:00:00Z\",\"agent\":\"test\"}\n");
        Files.setLastModifiedTime(file, FileTime.from(when));
    }

    @Test
    void aNewestBeforeWrittenTwoDaysAgoIsInterruptedSayingSinceWhen() throws IOException {
        ScratchpadFixture f = newestWithoutAfter();
        age(f, B + "_before.yaml", TWO_DAYS_AGO);

        CycleSummary s = newest(f.open());

        assertThat(s.status()).isEqualTo(CycleStatus.INTERRUPTED);
        assertThat(s.statusReason()).startsWith("no sign of life since " + Liveness.TIME.format(TWO_DAYS_AGO))
                .contains("15m stale limit");
    }

    @Test
    void aForksCopiedHistoryNeverRunsThereHoweverFreshItsFiles() throws IOException {
        ScratchpadFixture f = newestWithoutAfter();
        Path record = ForkPoint.fileOf(f.dir.getParent());
        Files.createDirectories(record.getParent());
        Files.writeString(record, "{\"source\": \"/elsewhere\", \"cycle\": \"20260401_100200\"}\n");

        CycleSummary s = newest(f.open());

        assertThat(s.status()).isEqualTo(CycleStatus.INTERRUPTED);
        assertThat(s.statusReason()).isEqualTo("copied by the fork made at 20260401_100200: it never ran here");
    }

    @Test
    void aFreshNewestBeforeIsRunningUntilTheStaleLimitRunsOut() throws IOException {
        ScratchpadFixture f = newestWithoutAfter();
        Instant written = Instant.now().minus(Duration.ofMinutes(2));
        age(f, B + "_before.yaml", written);
        Scratchpad pad = f.open();

        CycleSummary s = newest(pad);
        Liveness.Verdict verdict = pad.liveness().judge(pad.location(), pad.index(), 1);

        assertThat(s.status()).isEqualTo(CycleStatus.RUNNING);
        assertThat(s.statusReason()).contains("written at " + Liveness.TIME.format(written));
        assertThat(verdict.recheckAt()).isEqualTo(Files.getLastModifiedTime(f.dir.resolve(B + "_before.yaml"))
                .toInstant().plus(Liveness.DEFAULT_STALE_AFTER));
    }

    @Test
    void aRecentlyWrittenLogKeepsAnOldBeforeRunning() throws IOException {
        ScratchpadFixture f = newestWithoutAfter().log(B, "--- Iteration 1/5 ---\n");
        age(f, B + "_before.yaml", TWO_DAYS_AGO);

        assertThat(newest(f.open()).status()).isEqualTo(CycleStatus.RUNNING);
    }

    @Test
    void aShorterStaleLimitMakesTheSameFilesInterrupted() throws IOException {
        ScratchpadFixture f = newestWithoutAfter();
        age(f, B + "_before.yaml", Instant.now().minus(Duration.ofMinutes(10)));
        Scratchpad pad = f.open();
        assertThat(newest(pad).status()).isEqualTo(CycleStatus.RUNNING);

        pad.liveness().setStaleAfter(Duration.ofMinutes(5));

        assertThat(newest(pad).status()).isEqualTo(CycleStatus.INTERRUPTED);
        assertThat(newest(pad).statusReason()).contains("5m stale limit");
    }

    @Test
    void anOlderCycleWithoutAfterIsInterruptedBecauseANewerOneExists() {
        ScratchpadFixture f = new ScratchpadFixture(tmp)
                .cycle(A, state("Draft", "''"), null)
                .cycle(B, state("Draft", "''"), state("Review", "''", "Draft"));

        CycleSummary first = f.open().summaries(Cancellation.NONE).get(0);

        assertThat(first.status()).isEqualTo(CycleStatus.INTERRUPTED);
        assertThat(first.statusReason()).isEqualTo("a newer cycle exists (" + B + ")");
    }

    @Test
    void aControlFileNamingADeadPidIsInterruptedEvenWithFreshFiles() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        assertThat(gone.waitFor(20, TimeUnit.SECONDS)).isTrue();
        ScratchpadFixture f = newestWithoutAfter();
        writeControl(f, gone.pid(), 9, Instant.now().minus(Duration.ofHours(1)));

        CycleSummary s = newest(f.open());

        assertThat(s.status()).isEqualTo(CycleStatus.INTERRUPTED);
        assertThat(s.statusReason()).isEqualTo("pid " + gone.pid() + " is gone (from .agent/control.json)");
    }

    @Test
    void aControlFileOfALiveListeningProcessIsRunningEvenWithOldFiles() throws IOException {
        ScratchpadFixture f = newestWithoutAfter();
        age(f, B + "_before.yaml", TWO_DAYS_AGO);
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            writeControl(f, ProcessHandle.current().pid(), server.getLocalPort(), TWO_DAYS_AGO.minusSeconds(60));

            CycleSummary s = newest(f.open());

            assertThat(s.status()).isEqualTo(CycleStatus.RUNNING);
            assertThat(s.statusReason()).contains("answers on port " + server.getLocalPort());
        }
    }

    @Test
    void aLivePidWhosePortIsClosedIsInterrupted() throws IOException {
        ScratchpadFixture f = newestWithoutAfter();
        int port;
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            port = server.getLocalPort();
        }
        writeControl(f, ProcessHandle.current().pid(), port, TWO_DAYS_AGO);

        CycleSummary s = newest(f.open());

        assertThat(s.status()).isEqualTo(CycleStatus.INTERRUPTED);
        assertThat(s.statusReason()).startsWith("control port " + port + " does not answer");
    }

    @Test
    void anAttachedClientThatLostTheAgentMakesAFreshCycleInterruptedAtOnce() {
        Scratchpad pad = newestWithoutAfter().open();
        assertThat(newest(pad).status()).isEqualTo(CycleStatus.RUNNING);

        pad.liveness().setAttached(org.scratchpadinspector.model.AttachedAgent.dead("connection refused"));

        assertThat(newest(pad).status()).isEqualTo(CycleStatus.INTERRUPTED);
        assertThat(newest(pad).statusReason()).isEqualTo("connection refused");
    }

    @Test
    void aLiveAgentThatStartedAfterTheBeforeWasWrittenIsNotRunningThatCycle() throws IOException {
        ScratchpadFixture f = newestWithoutAfter();
        age(f, B + "_before.yaml", Instant.now().minus(Duration.ofMinutes(1)));
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            writeControl(f, ProcessHandle.current().pid(), server.getLocalPort(), Instant.now());

            CycleSummary s = newest(f.open());

            assertThat(s.status()).isEqualTo(CycleStatus.INTERRUPTED);
            assertThat(s.statusReason()).contains("started after this cycle began");
        }
    }

    @Test
    void anAttachedAgentReportingThisCycleIsRunningEvenWithOldFiles() throws IOException {
        ScratchpadFixture f = newestWithoutAfter();
        age(f, B + "_before.yaml", TWO_DAYS_AGO);
        Scratchpad pad = f.open();

        pad.liveness().setAttached(org.scratchpadinspector.model.AttachedAgent.alive("the attached agent answers", B));

        assertThat(newest(pad).status()).isEqualTo(CycleStatus.RUNNING);
        assertThat(newest(pad).statusReason()).isEqualTo("the attached agent answers, in this cycle");
    }

    @Test
    void staleLimitsAreReadWithTheirUnit() {
        assertThat(Liveness.parse("90s")).isEqualTo(Duration.ofSeconds(90));
        assertThat(Liveness.parse("15m")).isEqualTo(Duration.ofMinutes(15));
        assertThat(Liveness.parse("2h")).isEqualTo(Duration.ofHours(2));
        assertThat(Liveness.parse("20")).isEqualTo(Duration.ofMinutes(20));
        assertThat(Liveness.describe(Duration.ofMinutes(15))).isEqualTo("15m");
        assertThatThrownBy(() -> Liveness.parse("0m")).hasMessageContaining("not a stale limit: '0m'");
        assertThatThrownBy(() -> Liveness.parse("soon")).hasMessageContaining("e.g. 15m");
    }
}

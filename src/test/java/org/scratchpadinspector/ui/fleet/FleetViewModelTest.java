package org.scratchpadinspector.ui.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.fleet.AgentRow;
import org.scratchpadinspector.engine.fleet.FleetScan;
import org.scratchpadinspector.engine.remote.RemotePaths;
import org.scratchpadinspector.engine.remote.SshSettings;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.testsupport.GeneratedScratchpad;
import org.scratchpadinspector.ui.common.InlineTaskRunner;

/** The Fleet view's model with the inline runner: real agents on disk, one address where nothing listens. */
class FleetViewModelTest {
    @TempDir
    static Path temp;
    static Path fleetFile;

    /** A clock the test moves on. */
    static final class MovingClock extends Clock {
        Instant now = Instant.parse("2026-11-28T09:00:00Z");

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    @BeforeAll
    static void agents() throws Exception {
        // no agent, keys or known_hosts of the user's: a temporary folder
        RemotePaths.use(SshSettings.inFolder(Files.createDirectories(temp.resolve("ssh")), null));
        Path busy = GeneratedScratchpad.write(temp.resolve("busy"), 40).getParent();
        int closed;
        try (ServerSocket s = new ServerSocket(0)) {
            closed = s.getLocalPort();
        }
        fleetFile = Files.writeString(temp.resolve("fleet.yaml"), String.join("\n",
                "- {name: healthy, dir: " + Path.of("scratchpad-samples/healthy").toAbsolutePath() + "}",
                "- {name: busy, dir: " + busy + "}",
                "- {name: gone, dir: 'ssh://nobody@127.0.0.1:" + closed + "/srv/agent'}", ""));
    }

    @AfterAll
    static void close() {
        RemotePaths.closeAll();
    }

    private FleetViewModel model(InlineTaskRunner runner, MovingClock clock, List<String> opened) {
        return new FleetViewModel(runner, new FleetScan(Formats.registry(), RemotePaths::resolve, clock),
                Duration.ofSeconds(10), opened::add, clock);
    }

    @Test
    void showsOneRowPerAgentWithTheUnreachableOneFirst() {
        InlineTaskRunner runner = new InlineTaskRunner();
        FleetViewModel vm = model(runner, new MovingClock(), new ArrayList<>());

        vm.load(fleetFile);

        assertThat(vm.rows()).extracting(AgentRow::name).containsExactly("gone", "busy", "healthy");
        assertThat(vm.rows().get(0).error()).startsWith("unreachable since 2026-11-28T09:00:00Z: ");
        assertThat(vm.rows().get(1).units()).isEqualTo(40);
        assertThat(vm.statusProperty().get()).startsWith("3 agents, 2 with a problem; looked at ");
        vm.close();
    }

    @Test
    void anAgentStillUnreachableKeepsTheTimeOfItsFirstFailure() {
        InlineTaskRunner runner = new InlineTaskRunner();
        MovingClock clock = new MovingClock();
        FleetViewModel vm = model(runner, clock, new ArrayList<>());
        vm.load(fleetFile);

        clock.now = clock.now.plusSeconds(60);
        assertThat(runner.runDelayed()).as("the next look was scheduled").isEqualTo(1);

        assertThat(vm.rows().get(0).name()).isEqualTo("gone");
        assertThat(vm.rows().get(0).error()).startsWith("unreachable since 2026-11-28T09:00:00Z: ");
        vm.close();
    }

    @Test
    void openingARowHandsItsDirectoryToTheWindowOpener() {
        List<String> opened = new ArrayList<>();
        FleetViewModel vm = model(new InlineTaskRunner(), new MovingClock(), opened);
        vm.load(fleetFile);

        vm.open(vm.rows().get(1));

        assertThat(opened).containsExactly(vm.rows().get(1).dir());
        vm.close();
    }

    @Test
    void aClosedViewLooksNoMore() {
        InlineTaskRunner runner = new InlineTaskRunner();
        FleetViewModel vm = model(runner, new MovingClock(), new ArrayList<>());
        vm.load(fleetFile);

        vm.close();

        assertThat(runner.runDelayed()).isZero();
    }
}

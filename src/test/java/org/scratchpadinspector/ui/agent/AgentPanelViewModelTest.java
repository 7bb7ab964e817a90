package org.scratchpadinspector.ui.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.ControlFile;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.SnapshotStore;
import org.scratchpadinspector.testsupport.AgentProcess;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.SerialTaskRunner;
import org.scratchpadinspector.ui.agent.AgentPanelViewModel.Connection;
import org.scratchpadinspector.ui.common.InspectorContext;

/** The Agent panel's ViewModel against a real reference agent process, without a toolkit. */
@Timeout(120)
class AgentPanelViewModelTest {
    private static final Duration WAIT = Duration.ofSeconds(30);

    @TempDir
    Path root;
    private final SerialTaskRunner ui = new SerialTaskRunner();
    private AgentProcess agent;
    private AgentPanelViewModel vm;

    @AfterEach
    void stop() throws Exception {
        if (vm != null) {
            ui.run(vm::close);
        }
        if (agent != null) {
            agent.close();
        }
        ui.close();
    }

    private void openPanel(ControlClient.Options options) throws IOException {
        Files.createDirectories(root.resolve("scratchpad"));
        InspectorContext context = new InspectorContext(ui);
        Scratchpad pad = Scratchpad.open(root, new SnapshotStore(), new Cancellation(), n -> { });
        ui.run(() -> {
            context.open(CycleSources.sourceOf(pad));
            vm = options == null ? new AgentPanelViewModel(context) : new AgentPanelViewModel(context, options);
        });
    }

    /** The panel follows the LiveControl facet: a source whose agent announces nowhere has no agent to look for. */
    @Test
    void aSourceWithoutLiveControlHasNoAgentToLookFor() throws Exception {
        Path run = root.resolve("python-help");
        org.scratchpadinspector.testsupport.SampleCopy.copy(
                Path.of("scratchpad-samples/recursive-context/runs/python-help"), run);
        InspectorContext context = new InspectorContext(ui);
        org.scratchpadinspector.model.MemorySource source = org.scratchpadinspector.formats.Formats.registry()
                .open(run, org.scratchpadinspector.format.SourceOptions.NOW, Cancellation.NONE);
        assertThat(source.facet(org.scratchpadinspector.model.LiveControl.class)).isEmpty();
        ui.run(() -> {
            context.open(source);
            vm = new AgentPanelViewModel(context);
        });
        ui.run(vm::checkForAgent);

        assertThat(ui.read(() -> vm.connectionProperty().get())).isEqualTo(Connection.NO_DIRECTORY);
    }

    private void awaitConnection(Connection expected) {
        ui.await("connection " + expected, WAIT, () -> {
            vm.checkForAgent();
            return vm.connectionProperty().get() == expected;
        });
    }

    private String stateOf() {
        AgentStatus status = vm.feed().statusProperty().get();
        return status == null ? null : status.state() + "/" + status.mode();
    }

    private List<String> eventTypes() {
        return ui.read(() -> vm.feed().events().stream().map(AgentEventRow::type).toList());
    }

    @Test
    void findsARunningAgentAttachesByItselfAndShowsItPaused() throws Exception {
        agent = AgentProcess.start(root, "--stepped", "--test-clock");
        openPanel(null);
        awaitConnection(Connection.ATTACHED);
        ui.await("the hello event", WAIT, () -> vm.feed().events().stream().anyMatch(r -> r.type().equals("hello")));
        ui.await("the status", WAIT, () -> "paused/stepped".equals(stateOf()));
        assertThat(ui.read(() -> vm.connectionTextProperty().get())).contains(agent.controlFile().url());
        assertThat(ui.read(() -> vm.canStepBinding().get())).isTrue();
        assertThat(ui.read(() -> vm.canResumeBinding().get())).isTrue();
        assertThat(ui.read(() -> vm.canPauseBinding().get())).isFalse();
    }

    @Test
    void stepCycleRunsOneCycleAndTheLogShowsItsEventsInOrder() throws Exception {
        agent = AgentProcess.start(root, "--stepped", "--test-clock");
        openPanel(null);
        awaitConnection(Connection.ATTACHED);
        // the event stream says hello once it is subscribed: a step before that could run before the log listens
        ui.await("the hello event", WAIT, () -> vm.feed().events().stream().anyMatch(r -> r.type().equals("hello")));
        ui.await("paused", WAIT, () -> "paused/stepped".equals(stateOf()));

        ui.run(vm::stepCycle);

        ui.await("the cycle to finish", WAIT, () -> vm.feed().events().stream().anyMatch(r -> r.type().equals("cycle_finished")));
        List<String> types = eventTypes().stream().filter(t -> !t.equals("hello") && !t.equals("resumed")).toList();
        assertThat(types.get(0)).isEqualTo("cycle_started");
        assertThat(types).containsSubsequence("cycle_started", "snapshot_written", "iteration", "snapshot_written",
                "snapshot_written", "cycle_finished");
        ui.await("paused again", WAIT, () -> "paused/stepped".equals(stateOf()) && vm.feed().statusProperty().get().cycleId() == null);
        try (var files = Files.list(root.resolve("scratchpad"))) {
            assertThat(files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith("_after.yaml"))).hasSize(1);
        }
    }

    @Test
    void stepIterationPausesMidCycleAndShowsTheInMemoryStateAgainstTheBefore() throws Exception {
        agent = AgentProcess.start(root, "--stepped", "--test-clock");
        openPanel(null);
        awaitConnection(Connection.ATTACHED);
        ui.await("paused", WAIT, () -> "paused/stepped".equals(stateOf()));

        ui.run(vm::stepIteration);

        ui.await("the memory diff", WAIT, () -> vm.feed().memoryProperty().get() != null);
        MemoryDiff memory = ui.read(() -> vm.feed().memoryProperty().get());
        assertThat(memory.title()).contains("after iteration 1").contains("against its before");
        assertThat(memory.lines()).isNotEmpty();
        assertThat(memory.lines()).anyMatch(l -> l.kind() != MemoryDiff.Kind.SAME);
        assertThat(memory.fieldChanges()).isNotEmpty();
        // the status is re-read on its own request, which may come back after the memory
        ui.await("the status to name the paused cycle", WAIT, () -> vm.feed().statusProperty().get() != null
                && vm.feed().statusProperty().get().cycleId() != null);
        assertThat(ui.read(() -> vm.feed().statusProperty().get().cycleId())).isNotNull();
    }

    @Test
    void detachingStopsFollowingUntilTheOperatorAttachesAgain() throws Exception {
        agent = AgentProcess.start(root, "--stepped", "--test-clock");
        openPanel(null);
        awaitConnection(Connection.ATTACHED);

        ui.run(vm::detach);
        ui.run(vm::checkForAgent);
        Thread.sleep(300);
        assertThat(ui.read(() -> vm.connectionProperty().get())).isEqualTo(Connection.DETACHED);
        assertThat(ui.read(() -> vm.canStepBinding().get())).isFalse();

        ui.run(vm::attach);
        awaitConnection(Connection.ATTACHED);
    }

    @Test
    void aKilledAgentIsReportedStaleAndAnAgentStartedAgainIsAttachedByItself() throws Exception {
        agent = AgentProcess.start(root, "--stepped", "--test-clock");
        openPanel(null);
        awaitConnection(Connection.ATTACHED);

        agent.kill();
        awaitConnection(Connection.STALE);
        // which of the two signs of death is seen first depends on timing: the pid is gone, or nothing listens
        assertThat(ui.read(() -> vm.problemProperty().get())).contains("stale")
                .containsAnyOf("is not running", "connection refused");

        agent = AgentProcess.start(root, "--stepped", "--test-clock");
        awaitConnection(Connection.ATTACHED);
        assertThat(ui.read(() -> vm.problemProperty().get())).isNull();
    }

    @Test
    void aRefusedTokenIsExplainedAndRetryReadsTheControlFileAgain() throws Exception {
        agent = AgentProcess.start(root, "--stepped", "--test-clock");
        ControlFile real = agent.controlFile();
        Path control = ControlFile.path(agent.scratchpad());
        new ControlFile(1, real.url(), "0".repeat(64), real.pid(), real.started(), real.agent()).write(control);
        openPanel(null);

        awaitConnection(Connection.REFUSED);
        assertThat(ui.read(() -> vm.problemProperty().get())).contains("refused the token").contains("401");

        real.write(control);
        ui.run(vm::attach);
        awaitConnection(Connection.ATTACHED);
    }

    @Test
    void aControlFileLeftByADeadAgentIsStaleAndNothingIsAttached() throws Exception {
        openPanel(null);
        long deadPid = new ProcessBuilder("true").start().onExit().get().pid();
        new ControlFile(1, "http://127.0.0.1:9", "f".repeat(64), deadPid, "2026-11-22T00:00:00Z", "gone")
                .write(ControlFile.path(root.resolve("scratchpad")));

        awaitConnection(Connection.STALE);
        assertThat(ui.read(() -> vm.problemProperty().get())).contains("is not running");
        assertThat(ui.read(() -> vm.attachedClientProperty().get())).isNull();
    }

    /** A loopback HTTP server that answers like an agent, but misbehaves as told: slow status, garbage events. */
    private static HttpServer misbehavingAgent(long statusDelayMillis, String eventStream) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newCachedThreadPool());
        server.createContext("/v1/status", exchange -> {
            try {
                Thread.sleep(statusDelayMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            byte[] body = ("{\"protocol\":1,\"state\":\"paused\",\"mode\":\"stepped\",\"cycle_id\":null,\"iteration\":0,"
                    + "\"phase\":\"between_cycles\",\"queued_injections\":0,\"last_cycle_id\":null,\"cycles_run\":0,"
                    + "\"pid\":1,\"agent\":\"misbehaving\"}").getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.createContext("/v1/events", exchange -> {
            exchange.getResponseHeaders().add("Content-Type", "text/event-stream");
            exchange.sendResponseHeaders(200, 0);
            exchange.getResponseBody().write(eventStream.getBytes(StandardCharsets.UTF_8));
            exchange.getResponseBody().flush();
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            exchange.close();
        });
        server.start();
        return server;
    }

    private static String url(HttpServer server) {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    @Test
    void malformedEventsAreSkippedWithAWarningAndTheStreamGoesOn() throws Exception {
        HttpServer server = misbehavingAgent(0, "id: 1\nevent: cycle_started\ndata: {not json\n\n"
                + "id: 2\nevent: cycle_started\ndata: {\"seq\":2,\"time\":\"2026-11-22T09:30:14.201Z\",\"cycle_id\":\"20261122_093014\"}\n\n");
        try {
            openPanel(null);
            ui.run(() -> vm.attachTo(url(server), "any-token"));
            ui.await("attached", WAIT, () -> vm.connectionProperty().get() == Connection.ATTACHED);
            ui.await("the good event after the bad one", WAIT, () -> vm.feed().events().stream()
                    .anyMatch(r -> r.text().equals("cycle 20261122_093014 started")));
            assertThat(ui.read(() -> vm.feed().warningProperty().get())).contains("malformed event");
            assertThat(eventTypes()).contains("panel");
            assertThat(ui.read(() -> vm.connectionProperty().get())).isEqualTo(Connection.ATTACHED);
        } finally {
            server.stop(0);
        }
    }

    @Test
    void anAgentTooSlowToAnswerGetsAMessageAndRetryTriesAgain() throws Exception {
        HttpServer server = misbehavingAgent(3000, "");
        try {
            openPanel(new ControlClient.Options(Duration.ofSeconds(1), Duration.ofSeconds(45), Duration.ofSeconds(1)));
            ui.run(() -> vm.attachTo(url(server), "any-token"));
            ui.await("the timeout", WAIT, () -> vm.connectionProperty().get() == Connection.UNREACHABLE);
            assertThat(ui.read(() -> vm.problemProperty().get())).contains("did not answer within 1 s");

            ui.run(vm::retry);
            assertThat(ui.read(() -> vm.connectionProperty().get())).isEqualTo(Connection.ATTACHING);
        } finally {
            server.stop(0);
        }
    }
}

package org.scratchpadinspector.agent.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.AgentEvent;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.ControlFile;
import org.scratchpadinspector.agent.protocol.InjectRequest;
import org.scratchpadinspector.agent.protocol.InjectionInfo;
import org.scratchpadinspector.agent.protocol.InjectionTicket;
import org.scratchpadinspector.agent.protocol.ProtocolException;
import org.scratchpadinspector.agent.protocol.StateView;
import org.scratchpadinspector.agent.protocol.StepUnit;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.RawHttp;

/**
 * The control protocol v1 as a separate agent process must honour it (docs/control-protocol.md). A subclass
 * says how to start its agent; the Java reference agent is one, an agent in another language can be another.
 * Every process is destroyed after each test; every wait is bounded.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
public abstract class AgentProcessContract {
    /** Completed, max_iterations, crashed (unknown tool), completed with a parse error; then again. */
    protected static final String SCRIPT = """
            {"max_iterations": 4, "repeat": true, "cycles": [
              ["{\\"tool\\": \\"echo\\", \\"args\\": {\\"message\\": \\"hello\\"}}",
               "{\\"tool\\": \\"done\\", \\"args\\": {\\"summary\\": \\"greeted\\"}}"],
              {"responses": ["{\\"tool\\": \\"echo\\", \\"args\\": {\\"message\\": \\"again\\"}}",
                             "{\\"tool\\": \\"echo\\", \\"args\\": {\\"message\\": \\"again\\"}}"], "max_iterations": 2},
              ["{\\"tool\\": \\"fly\\", \\"args\\": {}}"],
              ["not json", "{\\"tool\\": \\"done\\", \\"args\\": {\\"summary\\": \\"recovered\\"}}"]
            ]}
            """;
    private static final Duration WAIT = Duration.ofSeconds(20);

    @TempDir
    protected Path root;
    protected Path script;
    private final List<Process> processes = new ArrayList<>();
    private final List<ControlClient> clients = new ArrayList<>();
    private final BlockingQueue<AgentEvent> events = new LinkedBlockingQueue<>();

    /**
     * Starts the agent for {@code root} (it creates {@code root/scratchpad}) with the scripted model reading
     * {@code script}, stepped (paused between cycles) and with a simulated clock one second per cycle.
     * Redirect its output to a file, not a pipe nobody reads.
     */
    protected abstract Process startAgent(Path root, Path script) throws IOException;

    /** The open-file limit the next agent starts with (null: the test's own). */
    private Integer openFileLimit;

    /**
     * {@code builder}'s command, run with the open-file limit a test asked for ({@code ulimit -n N}, then exec: the
     * process keeps its pid). Subclasses pass their builder through this.
     */
    protected ProcessBuilder limited(ProcessBuilder builder) {
        if (openFileLimit != null) {
            List<String> command = new ArrayList<>(List.of("bash", "-c", "ulimit -n " + openFileLimit + " && exec \"$@\"",
                    "bash"));
            command.addAll(builder.command());
            builder.command(command);
        }
        return builder;
    }

    @BeforeEach
    void writeScript() throws IOException {
        script = root.resolve("script.json");
        Files.writeString(script, SCRIPT, StandardCharsets.UTF_8);
    }

    @AfterEach
    void stopEverything() throws InterruptedException {
        clients.forEach(ControlClient::close);
        for (Process process : processes) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    protected Path scratchpad() {
        return root.resolve("scratchpad");
    }

    /** Starts an agent and attaches a client (with its event subscription) once control.json names it. */
    protected ControlClient start() throws Exception {
        return start(script);
    }

    /** Starts an agent playing {@code scriptFile} and attaches a client once control.json names it. */
    protected ControlClient start(Path scriptFile) throws Exception {
        Path controlPath = ControlFile.path(scratchpad());
        String oldToken = Files.exists(controlPath) ? ControlFile.read(controlPath).token() : null;
        Process process = startAgent(root, scriptFile);
        processes.add(process);
        long deadline = System.nanoTime() + WAIT.toNanos();
        ControlFile file = null;
        while (System.nanoTime() < deadline) {
            assertThat(process.isAlive()).as("the agent process is running").isTrue();
            if (Files.exists(controlPath)) {
                try {
                    ControlFile candidate = ControlFile.read(controlPath);
                    if (!candidate.token().equals(oldToken) && candidate.pid() == process.pid()) {
                        file = candidate;
                        break;
                    }
                } catch (IOException halfWritten) {
                    // written atomically, but tolerate a reader race anyway
                }
            }
            Thread.sleep(50);
        }
        assertThat(file).as("control.json of the new process").isNotNull();
        ControlClient client = new ControlClient(file.url(), file.token(),
                new ControlClient.Options(Duration.ofSeconds(10), Duration.ofSeconds(45), Duration.ofMillis(200)));
        clients.add(client);
        events.clear();
        client.subscribe(events::add);
        awaitEvent(AgentEvent.HELLO);
        return client;
    }

    protected AgentEvent awaitEvent(String type) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (true) {
            AgentEvent event = events.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            assertThat(event).as("event " + type).isNotNull();
            if (event.type().equals(type)) {
                return event;
            }
        }
    }

    private List<AgentEvent> eventsUntil(String type) throws InterruptedException {
        List<AgentEvent> seen = new ArrayList<>();
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (true) {
            AgentEvent event = events.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            assertThat(event).as("event " + type + " after " + seen.stream().map(AgentEvent::type).toList()).isNotNull();
            seen.add(event);
            if (event.type().equals(type)) {
                return seen;
            }
        }
    }

    protected void stepCycle(ControlClient client) throws Exception {
        client.step(StepUnit.CYCLE);
        awaitEvent(AgentEvent.CYCLE_FINISHED);
        awaitEvent(AgentEvent.PAUSED);
    }

    private List<CycleSummary> summaries() throws IOException {
        return Scratchpad.open(root).summaries(org.scratchpadinspector.model.Cancellation.NONE);
    }

    private List<String> snapshotNames() throws IOException {
        try (Stream<Path> files = Files.list(scratchpad())) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.matches("\\d{8}_\\d{6}_(before|after)\\.yaml"))
                    .sorted().toList();
        }
    }

    @Test
    void aSteppedAgentStartsPausedBetweenCycles() throws Exception {
        AgentStatus status = start().status();
        assertThat(status.protocol()).isEqualTo(1);
        assertThat(status.state()).isEqualTo(AgentStatus.PAUSED);
        assertThat(status.mode()).isEqualTo(AgentStatus.STEPPED);
        assertThat(status.phase()).isEqualTo(AgentStatus.BETWEEN_CYCLES);
        assertThat(status.cycleId()).isNull();
    }

    @Test
    void steppingFourCyclesWritesFourPairsWithTheScriptedStatuses() throws Exception {
        ControlClient client = start();
        for (int i = 0; i < 4; i++) {
            stepCycle(client);
        }
        assertThat(snapshotNames()).hasSize(8);
        assertThat(summaries()).extracting(CycleSummary::status).containsExactly(
                CycleStatus.COMPLETED, CycleStatus.MAX_ITERATIONS, CycleStatus.CRASHED, CycleStatus.COMPLETED);
        AgentStatus status = client.status();
        assertThat(status.cyclesRun()).isEqualTo(4);
        assertThat(status.lastCycleId()).isEqualTo(summaries().get(3).id().toString());
    }

    @Test
    void aCycleSendsEveryEventInTheDocumentedOrder() throws Exception {
        ControlClient client = start();
        client.step(StepUnit.CYCLE);
        List<AgentEvent> seen = eventsUntil(AgentEvent.PAUSED);
        assertThat(seen).extracting(AgentEvent::type).containsExactly("cycle_started", "snapshot_written", "iteration",
                "iteration", "snapshot_written", "snapshot_written", "cycle_finished", "paused");
        assertThat(seen).extracting(e -> e.text("label")).containsExactly(null, "before", null, null, "after", "active", null, null);
        for (int i = 1; i < seen.size(); i++) {
            assertThat(seen.get(i).seq()).isEqualTo(seen.get(i - 1).seq() + 1);
        }
        String id = seen.get(0).cycleId();
        assertThat(seen.subList(0, 7)).allSatisfy(e -> assertThat(e.cycleId()).isEqualTo(id));
        assertThat(seen.get(2).text("action")).isEqualTo("echo");
        assertThat(seen.get(2).text("tool_result")).isEqualTo("ECHO: hello");
        assertThat(seen.get(3).flag("done")).isTrue();
        assertThat(seen.get(6).text("status")).isEqualTo("completed");
        assertThat(seen.get(6).number("iterations", -1)).isEqualTo(2);
    }

    @Test
    void pauseStopsTheLoopAtASafePointAndAStepThenRunsExactlyOneCycle() throws Exception {
        ControlClient client = start();
        assertThat(client.resume().mode()).isEqualTo(AgentStatus.LOOP);
        awaitEvent(AgentEvent.RESUMED);
        awaitEvent(AgentEvent.CYCLE_FINISHED);
        awaitEvent(AgentEvent.CYCLE_FINISHED);
        client.pause();
        AgentEvent paused = awaitEvent(AgentEvent.PAUSED);
        assertThat(paused.text("phase")).isIn(AgentStatus.BETWEEN_CYCLES, AgentStatus.MID_CYCLE, AgentStatus.AT_WAKE);
        AgentStatus status = client.status();
        assertThat(status.state()).isEqualTo(AgentStatus.PAUSED);
        assertThat(status.mode()).isEqualTo(AgentStatus.STEPPED);
        long afters = snapshotNames().stream().filter(n -> n.endsWith("_after.yaml")).count();
        stepCycle(client);
        assertThat(snapshotNames().stream().filter(n -> n.endsWith("_after.yaml")).count()).isEqualTo(afters + 1);
        assertThat(client.status().state()).isEqualTo(AgentStatus.PAUSED);
    }

    @Test
    void steppingAnIterationShowsTheInMemoryStateMidCycle() throws Exception {
        ControlClient client = start();
        client.step(StepUnit.ITERATION);
        AgentEvent paused = awaitEvent(AgentEvent.PAUSED);
        assertThat(paused.text("phase")).isEqualTo(AgentStatus.MID_CYCLE);
        StateView view = client.state();
        assertThat(view.phase()).isEqualTo(AgentStatus.MID_CYCLE);
        assertThat(view.iteration()).isEqualTo(1);
        assertThat(view.cycleId()).isEqualTo(paused.cycleId());
        assertThat((String) view.state().get("notes")).isEqualTo("\n[TOOL] echo({'message': 'hello'}) → ECHO: hello");
        assertThat(view.sections()).containsKeys("goals", "notes");
        assertThat(snapshotNames()).containsExactly(view.cycleId() + "_before.yaml");
        AgentStatus status = client.status();
        assertThat(status.iteration()).isEqualTo(1);
        assertThat(status.cycleId()).isEqualTo(view.cycleId());
        client.step(StepUnit.ITERATION);
        awaitEvent(AgentEvent.CYCLE_FINISHED);
        assertThat(awaitEvent(AgentEvent.PAUSED).text("phase")).isEqualTo(AgentStatus.BETWEEN_CYCLES);
        assertThat(snapshotNames()).hasSize(2);
    }

    @Test
    void anInjectionQueuedBetweenCyclesIsAppliedAtWakeAndShowsInBefore() throws Exception {
        ControlClient client = start();
        InjectionTicket ticket = client.inject(InjectRequest.replace("current_task", "Injected task"));
        assertThat(ticket.status()).isEqualTo(InjectionInfo.QUEUED);
        client.step(StepUnit.CYCLE);
        List<AgentEvent> seen = eventsUntil(AgentEvent.PAUSED);
        assertThat(seen).extracting(AgentEvent::type).startsWith("cycle_started", "injection_applied", "snapshot_written");
        InjectionInfo info = client.injection(ticket.id());
        assertThat(info.status()).isEqualTo(InjectionInfo.APPLIED);
        assertThat(info.iteration()).isZero();
        String before = Files.readString(scratchpad().resolve(info.cycleId() + "_before.yaml"));
        assertThat(before).contains("current_task: Injected task");
    }

    @Test
    void anInjectionMidCycleReachesTheInMemoryStateAndTheAfterSnapshot() throws Exception {
        ControlClient client = start();
        client.step(StepUnit.ITERATION);
        awaitEvent(AgentEvent.PAUSED);
        StateView view = client.state();
        InjectionTicket ticket = client.inject(InjectRequest.append("goals", "operator goal").withBaseHash(view.sections().get("goals")));
        // Paused mid-cycle is a safe point: applied at once, before the reply.
        assertThat(ticket.status()).isEqualTo(InjectionInfo.APPLIED);
        assertThat(client.state().state().get("goals")).isEqualTo(List.of("operator goal"));
        assertThat(awaitEvent(AgentEvent.INJECTION_APPLIED).text("id")).isEqualTo(ticket.id());
        InjectionTicket stale = client.inject(InjectRequest.replace("goals", List.of()).withBaseHash(view.sections().get("goals")));
        assertThat(awaitEvent(AgentEvent.INJECTION_REJECTED).text("reason")).isEqualTo("conflict");
        assertThat(client.injection(stale.id()).status()).isEqualTo(InjectionInfo.REJECTED);
        stepCycle(client);
        InjectionInfo info = client.injection(ticket.id());
        assertThat(info.iteration()).isEqualTo(1);
        assertThat(Files.readString(scratchpad().resolve(info.cycleId() + "_after.yaml"))).contains("- operator goal");
        assertThat(Files.readString(scratchpad().resolve(info.cycleId() + "_before.yaml"))).doesNotContain("operator goal");
    }

    @Test
    void aQueuedInjectionCanBeWithdrawnOnce() throws Exception {
        ControlClient client = start();
        InjectionTicket ticket = client.inject(InjectRequest.append("notes", "never mind"));
        assertThat(client.withdraw(ticket.id()).status()).isEqualTo(InjectionInfo.WITHDRAWN);
        assertThatThrownBy(() -> client.withdraw(ticket.id())).isInstanceOfSatisfying(ProtocolException.class,
                e -> assertThat(e.status()).isEqualTo(409));
        assertThat(client.status().queuedInjections()).isZero();
    }

    @Test
    void aKilledAgentLeavesAnInterruptedCycleAndANewProcessIsAttachedAgain() throws Exception {
        ControlClient client = start();
        stepCycle(client);
        client.step(StepUnit.ITERATION);
        AgentEvent paused = awaitEvent(AgentEvent.PAUSED);
        String killedCycle = paused.cycleId();
        Process first = processes.get(0);
        first.destroyForcibly();
        assertThat(first.waitFor(10, TimeUnit.SECONDS)).isTrue();
        ControlFile leftOver = ControlFile.read(ControlFile.path(scratchpad()));
        assertThat(leftOver.staleReason()).isPresent();
        // the control file left behind names a dead pid: no sign of life, so the cycle reads interrupted at once
        CycleSummary killed = summaries().get(summaries().size() - 1);
        assertThat(killed.status()).isEqualTo(CycleStatus.INTERRUPTED);
        assertThat(killed.statusReason()).contains("pid " + first.pid() + " is gone");

        ControlClient again = start();
        assertThat(again.status().state()).isEqualTo(AgentStatus.PAUSED);
        stepCycle(again);
        Map<String, CycleStatus> byId = new java.util.HashMap<>();
        summaries().forEach(s -> byId.put(s.id().toString(), s.status()));
        assertThat(byId).containsEntry(killedCycle, CycleStatus.INTERRUPTED).hasSize(3);
    }

    @Test
    void aCrashedCycleCountsOnlyFinishedIterationsAndSendsNoIterationForTheDispatchThatRaised() throws Exception {
        ControlClient client = start();
        stepCycle(client);
        stepCycle(client);
        client.step(StepUnit.CYCLE);
        List<AgentEvent> seen = eventsUntil(AgentEvent.PAUSED);
        assertThat(seen).extracting(e -> e.type() + (e.text("label") == null ? "" : ":" + e.text("label"))).containsExactly(
                "cycle_started", "snapshot_written:before", "snapshot_written:after", "snapshot_written:active",
                "cycle_finished", "paused");
        AgentEvent finished = seen.get(4);
        assertThat(finished.text("status")).isEqualTo("crashed");
        assertThat(finished.number("iterations", -1)).isZero();
        assertThat(finished.text("error")).contains("unknown tool: fly");
    }

    @Test
    void anInjectionAppliedAtWakeOfACycleThatCrashesIsReportedLost() throws Exception {
        ControlClient client = start();
        stepCycle(client);
        stepCycle(client); // the script's third cycle calls an unknown tool: it crashes
        InjectionTicket ticket = client.inject(InjectRequest.append("notes", "operator: mind the relay"));
        client.step(StepUnit.CYCLE);
        List<AgentEvent> seen = eventsUntil(AgentEvent.PAUSED);

        List<String> types = seen.stream().map(e -> e.type() + (e.text("label") == null ? "" : ":" + e.text("label"))).toList();
        assertThat(types).contains("injection_applied", "injection_lost", "snapshot_written:after");
        assertThat(types.indexOf("injection_lost")).isLessThan(types.indexOf("snapshot_written:after"));
        AgentEvent lost = seen.get(types.indexOf("injection_lost"));
        assertThat(lost.text("id")).isEqualTo(ticket.id());
        assertThat(lost.text("reason")).isEqualTo("crash");
        assertThat(lost.data().get("sections")).isEqualTo(List.of("notes"));
        InjectionInfo info = client.injection(ticket.id());
        assertThat(info.status()).isEqualTo(InjectionInfo.LOST);
        assertThat(info.cycleId()).isEqualTo(lost.cycleId());
        assertThat(Files.readString(scratchpad().resolve(info.cycleId() + "_after.yaml"))).doesNotContain("mind the relay");
        assertThat(Files.readString(scratchpad().resolve(info.cycleId() + "_before.yaml"))).contains("mind the relay");
    }

    @Test
    void aClearOfASectionGoneByTheTimeItIsAppliedIsRejectedAsATypeClash() throws Exception {
        Files.createDirectories(scratchpad());
        Files.writeString(scratchpad().resolve("active.yaml"), "goals: []\nscratch: temporary\n", StandardCharsets.UTF_8);
        ControlClient client = start();
        InjectionTicket ticket = client.inject(InjectRequest.clear("scratch"));
        assertThat(ticket.status()).isEqualTo(InjectionInfo.QUEUED);
        Files.writeString(scratchpad().resolve("active.yaml"), "goals: []\n", StandardCharsets.UTF_8);
        client.step(StepUnit.CYCLE);
        AgentEvent rejected = awaitEvent(AgentEvent.INJECTION_REJECTED);
        assertThat(rejected.text("reason")).isEqualTo("type_clash");
        awaitEvent(AgentEvent.PAUSED);
        InjectionInfo info = client.injection(ticket.id());
        assertThat(info.status()).isEqualTo(InjectionInfo.REJECTED);
        assertThat(info.reason()).isEqualTo("type_clash");
    }

    @Test
    void aScriptedKillEndsTheProcessWith137AndLeavesTheCycleUnfinishedAndControlJson() throws Exception {
        Path killing = root.resolve("kill.json");
        Files.writeString(killing, """
                {"max_iterations": 4, "cycles": [
                  {"responses": ["{\\"tool\\": \\"echo\\", \\"args\\": {\\"message\\": \\"hello\\"}}",
                                 "{\\"tool\\": \\"done\\", \\"args\\": {\\"summary\\": \\"never\\"}}"], "kill_at": 2}
                ]}
                """, StandardCharsets.UTF_8);
        ControlClient client = start(killing);
        Process process = processes.get(processes.size() - 1);
        client.step(StepUnit.CYCLE);
        assertThat(process.waitFor(WAIT.toSeconds(), TimeUnit.SECONDS)).as("the process dies at kill_at").isTrue();
        assertThat(process.exitValue()).isEqualTo(137);
        ControlFile leftOver = ControlFile.read(ControlFile.path(scratchpad()));
        assertThat(leftOver.pid()).isEqualTo(process.pid());
        assertThat(snapshotNames()).hasSize(1).allSatisfy(name -> assertThat(name).endsWith("_before.yaml"));
        assertThat(scratchpad().resolve("active.yaml")).doesNotExist();
        assertThat(summaries()).extracting(CycleSummary::status).containsExactly(CycleStatus.INTERRUPTED);
        assertThat(summaries().get(0).statusReason()).contains("pid " + process.pid() + " is gone");
    }

    @Test
    void aForeignHostOrAnOriginIs403ALowerCaseBearerIs200AndTheControlDirectoryIsOwnerOnly() throws Exception {
        start();
        ControlFile file = ControlFile.read(ControlFile.path(scratchpad()));
        String url = file.url() + "/v1/status";
        String port = url.replaceAll("^http://127\\.0\\.0\\.1:(\\d+)/.*$", "$1");
        String bearer = "Authorization: Bearer " + file.token();
        assertThat(RawHttp.get(url, List.of("Host: evil.example.com:" + port, bearer)).status()).isEqualTo(403);
        assertThat(RawHttp.get(url, List.of("Host: 127.0.0.1:" + port, "Origin: https://evil.example.com", bearer))
                .status()).isEqualTo(403);
        RawHttp.Reply lowerCase = RawHttp.get(url, List.of("Host: localhost:" + port, "Authorization: bearer " + file.token()));
        assertThat(lowerCase.status()).isEqualTo(200);
        assertThat(lowerCase.body()).contains("\"state\"");
        assertThat(Files.getPosixFilePermissions(scratchpad().resolve(ControlFile.DIRECTORY)))
                .isEqualTo(PosixFilePermissions.fromString("rwx------"));
        assertThat(Files.getPosixFilePermissions(ControlFile.path(scratchpad())))
                .isEqualTo(PosixFilePermissions.fromString("rw-------"));
    }

    @Test
    void aChangedBreakpointPausesTheLoopingAgentWithItsIdAndABadConditionIs422() throws Exception {
        Path tasks = root.resolve("tasks.json");
        Files.writeString(tasks, """
                {"max_iterations": 4, "repeat": true, "cycles": [[
                  "{\\"tool\\": \\"echo\\", \\"args\\": {\\"message\\": \\"hello\\"}}",
                  "{\\"tool\\": \\"update_scratchpad\\", \\"args\\": {\\"current_task\\": \\"Ship 1.4\\"}}",
                  "{\\"tool\\": \\"done\\", \\"args\\": {\\"summary\\": \\"shipped\\"}}"]]}
                """, StandardCharsets.UTF_8);
        ControlClient client = start(tasks);
        List<Map<String, Object>> set = client.setBreakpoints(List.of(Map.of("id", "task", "when", "changed", "path", "current_task")));
        assertThat(set).containsExactly(Map.of("id", "task", "when", "changed", "path", "current_task"));
        assertThat(client.breakpoints()).isEqualTo(set);
        assertThat(client.status().pausedReason()).isEqualTo("start");

        assertThatThrownBy(() -> client.setBreakpoints(List.of(Map.of("when", "sometimes"))))
                .isInstanceOfSatisfying(ProtocolException.class, e -> {
                    assertThat(e.status()).isEqualTo(422);
                    assertThat(e.getMessage()).contains("sometimes");
                });
        assertThatThrownBy(() -> client.setBreakpoints(List.of(Map.of("when", "size", "path", "notes"))))
                .isInstanceOfSatisfying(ProtocolException.class, e -> assertThat(e.getMessage()).contains("\"over\""));
        assertThat(client.breakpoints()).as("a refused set leaves the old one").isEqualTo(set);

        client.resume();
        AgentEvent paused = awaitEvent(AgentEvent.PAUSED);
        assertThat(paused.text("reason")).isEqualTo("breakpoint");
        assertThat(paused.text("breakpoint")).isEqualTo("task");
        @SuppressWarnings("unchecked")
        Map<String, Object> saw = (Map<String, Object>) paused.data().get("saw");
        assertThat(saw).containsEntry("path", "current_task").containsEntry("new", "Ship 1.4").containsEntry("old", null);
        AgentStatus status = client.status();
        assertThat(status.state()).isEqualTo(AgentStatus.PAUSED);
        assertThat(status.mode()).isEqualTo(AgentStatus.STEPPED);
        assertThat(status.pausedReason()).isEqualTo("breakpoint");
        assertThat(client.state().state()).containsEntry("current_task", "Ship 1.4");
    }

    @Test
    void aToolCallWhoseDispatchCrashesTheCycleFiresBetweenCyclesBeforeTheStatusBreakpoint() throws Exception {
        ControlClient client = start();
        client.setBreakpoints(List.of(Map.of("id", "crash", "when", "status", "status", "crashed"),
                Map.of("id", "fly", "when", "tool", "tool", "fly")));
        client.resume();
        AgentEvent finished = awaitEvent(AgentEvent.CYCLE_FINISHED);
        while (!"crashed".equals(finished.text("status"))) {
            finished = awaitEvent(AgentEvent.CYCLE_FINISHED);
        }
        AgentEvent paused = awaitEvent(AgentEvent.PAUSED);
        assertThat(paused.text("reason")).isEqualTo("breakpoint");
        assertThat(paused.text("breakpoint")).as("a pending tool call wins").isEqualTo("fly");
        assertThat(paused.text("phase")).isEqualTo(AgentStatus.BETWEEN_CYCLES);
        assertThat(paused.data().get("saw")).isEqualTo(Map.of("tool", "fly", "args", "{}"));
        assertThat(client.status().pausedReason()).isEqualTo("breakpoint");
        assertThat(summaries()).extracting(CycleSummary::status).containsExactly(
                CycleStatus.COMPLETED, CycleStatus.MAX_ITERATIONS, CycleStatus.CRASHED);
    }

    // ---- a control channel no local process can exhaust (decision 0090) ----------------------------

    private Process lastProcess() {
        return processes.get(processes.size() - 1);
    }

    private static long openFiles(long pid) throws IOException {
        try (Stream<Path> fds = Files.list(Path.of("/proc", Long.toString(pid), "fd"))) {
            return fds.count();
        }
    }

    private static long threads(long pid) throws IOException {
        return Files.readAllLines(Path.of("/proc", Long.toString(pid), "status")).stream()
                .filter(line -> line.startsWith("Threads:")).mapToLong(line -> Long.parseLong(line.substring(8).strip()))
                .findFirst().orElseThrow();
    }

    private static String openFileLimit(long pid) throws IOException {
        return Files.readAllLines(Path.of("/proc", Long.toString(pid), "limits")).stream()
                .filter(line -> line.startsWith("Max open files")).findFirst().orElse("");
    }

    /** A status request on a connection of its own (a new socket, closed after), as a fresh client makes it. */
    private RawHttp.Reply freshStatus() throws IOException {
        ControlFile file = ControlFile.read(ControlFile.path(scratchpad()));
        String port = file.url().substring(file.url().lastIndexOf(':') + 1);
        return RawHttp.get(file.url() + "/v1/status", List.of("Host: 127.0.0.1:" + port, "Authorization: Bearer " + file.token()));
    }

    @Test
    void fourHundredHalfOpenConnectionsInFourRoundsUnderA1024FileLimitLeaveEveryStatusAnsweredAndReleaseEveryDescriptor()
            throws Exception {
        openFileLimit = 1024;
        ControlClient client = start();
        long pid = lastProcess().pid();
        assertThat(openFileLimit(pid)).as("the agent runs under the limit").matches("Max open files\\s+1024\\s+1024.*");
        long baseline = openFiles(pid);
        long baselineThreads = threads(pid);
        ControlFile file = ControlFile.read(ControlFile.path(scratchpad()));
        java.net.URI url = java.net.URI.create(file.url());
        byte[] halfHead = ("GET /v1/status HTTP/1.1\r\nHost: 127.0.0.1:" + url.getPort() + "\r\nAuthor")
                .getBytes(StandardCharsets.US_ASCII);
        List<java.net.Socket> held = new ArrayList<>();
        try {
            for (int round = 0; round < 4; round++) {
                for (int i = 0; i < 100; i++) {
                    java.net.Socket socket = new java.net.Socket();
                    socket.connect(new java.net.InetSocketAddress(url.getHost(), url.getPort()), 5000);
                    switch (round) {
                        case 0 -> held.add(socket);                       // connects and sends nothing
                        case 1 -> {                                       // sends half a head and waits
                            socket.getOutputStream().write(halfHead);
                            held.add(socket);
                        }
                        case 2 -> {                                       // half a head, then half-closes
                            socket.getOutputStream().write(halfHead);
                            socket.shutdownOutput();
                            held.add(socket);
                        }
                        default -> {                                      // half a head, then vanishes (reset)
                            socket.getOutputStream().write(halfHead);
                            socket.setSoLinger(true, 0);
                            socket.close();
                        }
                    }
                }
                assertThat(freshStatus().status()).as("a new client's status after round " + (round + 1)).isEqualTo(200);
                assertThat(client.status().state()).as("the attached client's status after round " + (round + 1))
                        .isEqualTo(AgentStatus.PAUSED);
            }
            assertThat(threads(pid)).as("a connection that has not sent its head costs no thread (baseline "
                    + baselineThreads + ")").isLessThanOrEqualTo(baselineThreads + 40);
            stepCycle(client);
            assertThat(summaries()).as("the agent's own cycles still find descriptors").hasSize(1);
        } finally {
            for (java.net.Socket socket : held) {
                socket.close();
            }
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        long now = openFiles(pid);
        while (now > baseline + 12 && System.nanoTime() < deadline) {
            Thread.sleep(100);
            now = openFiles(pid);
        }
        assertThat(now).as("descriptors once the clients are gone (baseline " + baseline + ")").isLessThanOrEqualTo(baseline + 12);
        assertThat(freshStatus().status()).isEqualTo(200);
        assertThat(client.status().state()).isEqualTo(AgentStatus.PAUSED);
    }

    @Test
    void aClientThatSendsNothingOrHalfAHeadIsClosedByTheAgentWithinItsHeaderTimeout() throws Exception {
        start();
        ControlFile file = ControlFile.read(ControlFile.path(scratchpad()));
        java.net.URI url = java.net.URI.create(file.url());
        try (java.net.Socket silent = new java.net.Socket(); java.net.Socket slow = new java.net.Socket()) {
            silent.connect(new java.net.InetSocketAddress(url.getHost(), url.getPort()), 5000);
            slow.connect(new java.net.InetSocketAddress(url.getHost(), url.getPort()), 5000);
            slow.getOutputStream().write("GET /v1/status HTTP/1.1\r\nHost: 127.0".getBytes(StandardCharsets.US_ASCII));
            long started = System.nanoTime();
            for (java.net.Socket socket : List.of(silent, slow)) {
                socket.setSoTimeout(20_000);
                int read;
                try {
                    read = socket.getInputStream().read();
                } catch (java.net.SocketException reset) {
                    read = -1;
                }
                assertThat(read).as("the agent closed the connection").isEqualTo(-1);
            }
            assertThat(System.nanoTime() - started).as("closed by the header timeout, not the test's")
                    .isLessThan(TimeUnit.SECONDS.toNanos(19));
        }
        assertThat(freshStatus().status()).isEqualTo(200);
    }

    @Test
    void twentyInjectionsOfAboutAMebibyteAreBoundedBy429AndTheAgentLivesOn() throws Exception {
        ControlClient client = start();
        ControlFile file = ControlFile.read(ControlFile.path(scratchpad()));
        String body = "{\"section\": \"notes\", \"op\": \"append\", \"value\": \"" + "x".repeat(1_000_000) + "\"}";
        List<Integer> statuses = new ArrayList<>();
        String refusal = null;
        for (int i = 0; i < 20; i++) {
            RawHttp.Reply reply = RawHttp.send("POST", file.url() + "/v1/inject", file.token(), body);
            statuses.add(reply.status());
            if (reply.status() == 429 && refusal == null) {
                refusal = reply.body();
            }
        }
        assertThat(statuses.subList(0, 4)).as("four fit in the 4 MiB bound").containsOnly(202);
        assertThat(statuses.subList(4, 20)).containsOnly(429);
        assertThat(org.scratchpadinspector.agent.protocol.ProtocolJson.readObject(refusal.getBytes(StandardCharsets.UTF_8)))
                .containsEntry("error", "too_many").extractingByKey("message").asString().contains("4 MiB");
        AgentStatus status = client.status();
        assertThat(status.state()).isEqualTo(AgentStatus.PAUSED);
        assertThat(status.queuedInjections()).isEqualTo(4);
        // Three are withdrawn (a 4 MiB notes section takes the seed-like Python agent's pure-Python YAML
        // dumps half a minute per cycle); the fourth is applied by a cycle that the agent runs to its end.
        List<InjectionInfo> queued = client.injections().stream().filter(i -> InjectionInfo.QUEUED.equals(i.status())).toList();
        for (InjectionInfo info : queued.subList(1, 4)) {
            client.withdraw(info.id());
        }
        stepCycle(client);
        AgentStatus after = client.status();
        assertThat(after.state()).isEqualTo(AgentStatus.PAUSED);
        assertThat(after.failedReason()).isNull();
        assertThat(after.queuedInjections()).isZero();
        assertThat(client.injection(queued.get(0).id()).status()).isEqualTo(InjectionInfo.APPLIED);
        assertThat(RawHttp.send("POST", file.url() + "/v1/inject", file.token(), body).status())
                .as("room again once applied").isEqualTo(202);
    }

    // ---- iterations reported exactly, and watchpoint hits said ------------------------------------

    @Test
    void anIterationEventCarriesTheCallWhatHappenedAndTheExactStateAfterIt() throws Exception {
        ControlClient client = start();
        client.step(StepUnit.ITERATION);
        AgentEvent iteration = awaitEvent(AgentEvent.ITERATION);
        awaitEvent(AgentEvent.PAUSED);
        org.scratchpadinspector.agent.link.ReportedIteration reported =
                org.scratchpadinspector.agent.link.ReportedIteration.of(iteration).orElseThrow();
        assertThat(reported.n()).isEqualTo(1);
        assertThat(reported.tool()).isEqualTo("echo");
        assertThat(reported.args()).isEqualTo(Map.of("message", "hello"));
        assertThat(reported.result()).isEqualTo("ECHO: hello");
        assertThat(reported.response()).isEqualTo("{\"tool\": \"echo\", \"args\": {\"message\": \"hello\"}}");
        assertThat(reported.parseError()).isFalse();
        assertThat(reported.failed()).isFalse();
        assertThat(reported.unknown()).isFalse();
        assertThat(reported.stateAfter()).as("the in-memory state the agent holds now").isEqualTo(client.state().state());
        assertThat((String) reported.stateAfter().get("notes")).endsWith("[TOOL] echo({'message': 'hello'}) → ECHO: hello");

        client.step(StepUnit.CYCLE);
        awaitEvent(AgentEvent.CYCLE_FINISHED);
        stepCycle(client);  // max_iterations
        stepCycle(client);  // crashes on the unknown tool: no iteration reported for the dispatch that raised
        client.step(StepUnit.CYCLE);
        List<AgentEvent> parseCycle = eventsUntil(AgentEvent.PAUSED);
        var records = org.scratchpadinspector.agent.link.ReportedIterations.of(parseCycle);
        assertThat(records).hasSize(1);
        List<org.scratchpadinspector.agent.link.ReportedIteration> its = records.values().iterator().next();
        assertThat(its).extracting(org.scratchpadinspector.agent.link.ReportedIteration::n).containsExactly(1, 2);
        assertThat(its.get(0).parseError()).isTrue();
        assertThat(its.get(0).tool()).isNull();
        assertThat(its.get(0).args()).isNull();
        assertThat((String) its.get(0).stateAfter().get("notes")).contains("[PARSE ERROR]");
        assertThat(its.get(1).tool()).isEqualTo("done");
        assertThat(its.get(1).done()).isTrue();
        assertThat(its.get(1).args()).isEqualTo(Map.of("summary", "recovered"));
    }

    @Test
    void aToolWatchpointMidCycleSaysWhichOneHeldInWhichCycleAndIterationAndWhatItSaw() throws Exception {
        ControlClient client = start();
        client.setBreakpoints(List.of(Map.of("id", "w1", "when", "tool", "tool", "echo")));
        client.step(StepUnit.CYCLE);
        String cycle = awaitEvent(AgentEvent.CYCLE_STARTED).cycleId();
        AgentEvent paused = awaitEvent(AgentEvent.PAUSED);
        assertThat(paused.text("reason")).isEqualTo("breakpoint");
        assertThat(paused.text("breakpoint")).isEqualTo("w1");
        assertThat(paused.data().get("condition")).isEqualTo(Map.of("when", "tool", "tool", "echo"));
        assertThat(paused.data().get("saw")).isEqualTo(Map.of("tool", "echo", "args", "{'message': 'hello'}"));
        assertThat(paused.text("hit_cycle_id")).isEqualTo(cycle);
        assertThat(paused.number("hit_iteration", -1)).isEqualTo(1);
        assertThat(org.scratchpadinspector.engine.watchpoint.HitText.sentence(paused.text("breakpoint"),
                (Map<String, ?>) paused.data().get("condition"), (Map<String, ?>) paused.data().get("saw"),
                paused.text("hit_cycle_id"), (Number) paused.data().get("hit_iteration")))
                .isEqualTo("watchpoint w1 (tool=echo) held in cycle " + cycle + ", iteration 1: matched echo({'message': 'hello'})");
    }
}

package org.scratchpadinspector.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.StepUnit;
import org.scratchpadinspector.cli.Cli;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.pyyaml.YamlReader;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.ReferenceAgentProcess;
import org.scratchpadinspector.testsupport.SerialTaskRunner;
import org.scratchpadinspector.ui.agent.AgentPanelViewModel;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.timetravel.RestoreViewModel;

/**
 * Undo of an edit that reached a real reference agent as an injection, applied at wake: offered by Undo in the
 * window (injected back while attached, written to active.yaml when not) and by the CLI's {@code undo} alike; and a
 * restore sent as an injection counts in the Agent panel's queued edits until the agent applies it.
 */
@Timeout(value = 150, unit = TimeUnit.SECONDS)
class AttachedUndoTest {
    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final String INJECTED = "Injected goal from the window";

    @TempDir
    Path root;
    private final SerialTaskRunner runner = new SerialTaskRunner();
    private final SimpleObjectProperty<ControlClient> attached = new SimpleObjectProperty<>();
    private ReferenceAgentProcess agent;
    private EditSession session;
    private AgentPanelViewModel panel;

    @AfterEach
    void stop() throws InterruptedException {
        if (session != null) {
            runner.run(session::close);
        }
        if (panel != null) {
            runner.run(panel::close);
        }
        if (agent != null) {
            agent.close();
        }
        runner.close();
    }

    @Test
    void anInjectionAppliedAtWakeIsOfferedByUndoAndUndoneByAnInjectionWhileAttached() throws Exception {
        String cycle = injectGoalAppliedAtWake();

        UndoViewModel undo = runner.read(() -> new UndoViewModel(session));
        runner.run(undo::load);
        runner.await("the undo planned", WAIT, () -> undo.canUndoProperty().get()
                || !undo.messageProperty().get().startsWith("Looking"));
        assertThat(runner.read(() -> undo.messageProperty().get()))
                .startsWith("Undo injected \"append goals\" (applied in cycle " + cycle + ")")
                .contains("sent to the agent as an injection");
        assertThat(runner.read(undo::preview)).anySatisfy(line -> {
            assertThat(line.kind()).isEqualTo(DiffLine.Kind.REMOVED);
            assertThat(line.text()).contains(INJECTED);
        });
        runner.run(undo::undo);
        runner.await("sent", WAIT, () -> undo.messageProperty().get().startsWith("Undo sent to the agent as injection"));

        agent.client().step(StepUnit.CYCLE);
        Path next = awaitBefore(3);
        assertThat(goals(next)).doesNotContain(INJECTED).isEqualTo(goals(awaitAfter(1)));
        runner.await("the undo journaled", WAIT, () -> statuses().contains(JournalEntry.Status.UNDONE));
        List<JournalEntry> journal = runner.read(() -> session.editor()).journal().read().entries();
        JournalEntry applied = journal.stream().filter(e -> e.operation().equals("append goals")
                && e.status() == JournalEntry.Status.APPLIED).findFirst().orElseThrow();
        assertThat(journal).filteredOn(e -> e.status() == JournalEntry.Status.UNDONE).singleElement()
                .satisfies(e -> {
                    assertThat(e.ref()).isEqualTo(applied.id());
                    assertThat(e.operation()).isEqualTo("undo append goals");
                    assertThat(e.how()).isEqualTo(JournalEntry.How.INJECTED);
                });
    }

    @Test
    void detachedTheUndoOfAnAppliedInjectionIsASafeWriteToActiveYaml() throws Exception {
        injectGoalAppliedAtWake();
        awaitAfter(1);
        Path active = agent.scratchpad().resolve("active.yaml");
        runner.await("the agent saved", WAIT, () -> read(active).contains(INJECTED));
        runner.run(() -> attached.set(null));

        UndoViewModel undo = runner.read(() -> new UndoViewModel(session));
        runner.run(undo::load);
        runner.await("the undo planned", WAIT, () -> undo.canUndoProperty().get());
        assertThat(runner.read(() -> undo.messageProperty().get())).contains("written to active.yaml");
        runner.run(undo::undo);
        runner.await("undone", WAIT, () -> undo.doneProperty().get());

        assertThat(goals(active)).doesNotContain(INJECTED).isEqualTo(goals(awaitAfter(1)));
        assertThat(runner.read(() -> session.editor()).journal().read().entries())
                .filteredOn(e -> e.status() == JournalEntry.Status.UNDONE).singleElement()
                .satisfies(e -> assertThat(e.how()).isEqualTo(JournalEntry.How.FILE));
    }

    @Test
    void theCliUndoesAnAppliedInjectionAsTheWindowDoes() throws Exception {
        injectGoalAppliedAtWake();
        awaitAfter(1);
        Path active = agent.scratchpad().resolve("active.yaml");
        runner.await("the agent saved", WAIT, () -> read(active).contains(INJECTED));
        runner.run(session::close);
        session = null;
        agent.close();
        agent = null;

        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(new String[] {"undo", root.toString()}, new ByteArrayInputStream(new byte[0]),
                new PrintWriter(out), new PrintWriter(err));

        assertThat(code).as(err.toString()).isZero();
        assertThat(out.toString()).contains("undo append goals");
        assertThat(goals(active)).doesNotContain(INJECTED).isEqualTo(goals(awaitAfter(1)));
        StringWriter again = new StringWriter();
        assertThat(Cli.run(new String[] {"undo", root.toString()}, new ByteArrayInputStream(new byte[0]),
                new PrintWriter(new StringWriter()), new PrintWriter(again))).isEqualTo(1);
        assertThat(again.toString()).contains("nothing to undo");
    }

    @Test
    void aRestoreSentAsAnInjectionCountsInQueuedEditsUntilTheAgentAppliesIt() throws Exception {
        agent = ReferenceAgentProcess.start(root, "--stepped");
        agent.client().step(StepUnit.CYCLE);
        awaitAfter(1);
        openWindowParts(true);
        String first = awaitBefore(1).getFileName().toString().substring(0, 15);
        runner.await("the status", WAIT, () -> panel.feed().statusProperty().get() != null
                && panel.feed().statusProperty().get().cycleId() == null);
        assertThat(runner.read(() -> panel.feed().statusProperty().get().queuedInjections())).isZero();

        var opened = org.scratchpadinspector.testsupport.Sources.open(root);
        RestoreViewModel restore = runner.read(() -> new RestoreViewModel(opened, session, runner, new org.scratchpadinspector.ui.common.HistoryPoints()));
        runner.run(() -> restore.prepare(org.scratchpadinspector.model.UnitId.of(first), "before"));
        runner.await("planned", WAIT, () -> restore.canApplyProperty().get()
                || restore.changesProperty().get().startsWith("active.yaml already"));
        if (!runner.read(() -> restore.canApplyProperty().get())) {
            // the snapshot equals active.yaml: make it differ so that there is something to restore
            agent.client().inject(org.scratchpadinspector.agent.protocol.InjectRequest.replace("current_task", "moved on"));
            agent.client().step(StepUnit.CYCLE);
            awaitAfter(2);
            runner.run(() -> restore.prepare(org.scratchpadinspector.model.UnitId.of(first), "before"));
            runner.await("planned", WAIT, () -> restore.canApplyProperty().get());
        }
        runner.run(restore::apply);
        runner.await("sent", WAIT, () -> restore.resultProperty().get().startsWith("Sent to the agent as injection"));

        runner.await("Queued edits 1", WAIT, () -> panel.feed().statusProperty().get().queuedInjections() == 1);

        agent.client().step(StepUnit.CYCLE);
        runner.await("Queued edits 0 once applied", WAIT,
                () -> panel.feed().statusProperty().get().queuedInjections() == 0
                        && session.edits().get(0).status().equals("applied"));
    }

    /** Starts the agent, runs a cycle, then injects an append to goals from the editor and applies it at wake. */
    private String injectGoalAppliedAtWake() throws Exception {
        agent = ReferenceAgentProcess.start(root, "--stepped");
        agent.client().step(StepUnit.CYCLE);
        awaitAfter(1);
        openWindowParts(false);
        SectionEditorViewModel editor = runner.read(() -> new SectionEditorViewModel(session,
                SectionEditorViewModel.Target.SECTION));
        runner.run(editor::load);
        runner.await("the agent's state", WAIT, () -> !editor.busyProperty().get() && !editor.sections().isEmpty());
        runner.run(() -> {
            editor.sectionProperty().set("goals");
            editor.operationProperty().set(SectionOperation.APPEND);
            editor.textProperty().set(INJECTED);
        });
        runner.await("a plan", WAIT, () -> editor.planProperty().get() != null);
        runner.run(editor::apply);
        runner.await("sent", WAIT, () -> editor.statusProperty().get().startsWith("Sent to the agent as"));
        agent.client().step(StepUnit.CYCLE);
        runner.await("applied", WAIT, () -> session.edits().get(0).status().equals("applied"));
        String detail = runner.read(() -> session.edits().get(0).detail());
        assertThat(detail).endsWith("at wake");
        String cycle = detail.substring("applied in cycle ".length(), "applied in cycle ".length() + 15);
        assertThat(goals(awaitBefore(2))).contains(INJECTED);
        return cycle;
    }

    /** The window's parts that take part: the edit session, attached to the agent, and (if asked) the Agent panel. */
    private void openWindowParts(boolean withPanel) throws Exception {
        InspectorContext context = new InspectorContext(runner);
        Scratchpad pad = Scratchpad.open(root);
        runner.run(() -> context.open(CycleSources.sourceOf(pad)));
        if (withPanel) {
            panel = runner.read(() -> new AgentPanelViewModel(context));
            runner.await("attached", WAIT, () -> {
                panel.checkForAgent();
                return panel.attachedClientProperty().get() != null;
            });
            session = runner.read(() -> new EditSession(context, new EditModeSignals(panel.attachedClientProperty(),
                    new SimpleBooleanProperty(), new SimpleBooleanProperty()), Clock.systemUTC()));
            runner.run(() -> panel.countQueuedEditsOf(session.injectionsSentProperty()));
            return;
        }
        session = runner.read(() -> {
            attached.set(agent.client());
            return new EditSession(context, new EditModeSignals(attached, new SimpleBooleanProperty(),
                    new SimpleBooleanProperty()), Clock.systemUTC());
        });
    }

    private List<JournalEntry.Status> statuses() {
        try {
            return session.editor().journal().read().entries().stream().map(JournalEntry::status).toList();
        } catch (java.io.IOException e) {
            return List.of();
        }
    }

    private Path awaitBefore(int count) throws Exception {
        return awaitSnapshot("_before.yaml", count);
    }

    private Path awaitAfter(int count) throws Exception {
        return awaitSnapshot("_after.yaml", count);
    }

    private Path awaitSnapshot(String suffix, int count) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        List<Path> found = List.of();
        while (System.nanoTime() < deadline) {
            try (Stream<Path> files = Files.list(root.resolve("scratchpad"))) {
                found = files.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
            }
            if (found.size() >= count) {
                return found.get(count - 1);
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no " + count + " " + suffix + " files: " + found);
    }

    @SuppressWarnings("unchecked")
    private static List<Object> goals(Path file) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (true) {
            try {
                return (List<Object>) YamlReader.parseMapping(Files.readString(file)).get("goals");
            } catch (org.scratchpadinspector.pyyaml.YamlProblem beingWritten) {
                if (System.nanoTime() > deadline) {
                    throw beingWritten;
                }
                Thread.sleep(20);
            }
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            return "";
        }
    }
}

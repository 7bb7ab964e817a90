package org.scratchpadinspector.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.StepUnit;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.pyyaml.YamlReader;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.ReferenceAgentProcess;
import org.scratchpadinspector.testsupport.SerialTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

/** The Attached path from the editor to a real reference agent process and back: sent, applied, acknowledged. */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class AttachedEditTest {
    private static final Duration WAIT = Duration.ofSeconds(30);

    @TempDir
    Path root;
    private final SerialTaskRunner runner = new SerialTaskRunner();
    private ReferenceAgentProcess agent;
    private EditSession session;

    @AfterEach
    void stop() throws InterruptedException {
        if (session != null) {
            runner.run(session::close);
        }
        if (agent != null) {
            agent.close();
        }
        runner.close();
    }

    @Test
    void aSectionEditIsInjectedAndAcknowledgedWithTheCycleWhoseBeforeHasIt() throws Exception {
        agent = ReferenceAgentProcess.start(root, "--stepped");
        SimpleObjectProperty<ControlClient> attached = new SimpleObjectProperty<>();
        InspectorContext context = new InspectorContext(runner);
        session = runner.read(() -> {
            try {
                context.open(CycleSources.sourceOf(Scratchpad.open(root)));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            attached.set(agent.client());
            return new EditSession(context, new EditModeSignals(attached, new SimpleBooleanProperty(),
                    new SimpleBooleanProperty()), Clock.systemUTC());
        });
        SectionEditorViewModel vm = runner.read(() -> new SectionEditorViewModel(session, SectionEditorViewModel.Target.SECTION));
        runner.run(vm::load);
        runner.await("the agent's state is loaded", WAIT, () -> !vm.busyProperty().get() && !vm.sections().isEmpty());
        assertThat(runner.read(() -> vm.pathTextProperty().get())).startsWith("Attached · injected into the agent");

        runner.run(() -> {
            vm.sectionProperty().set("current_task");
            vm.operationProperty().set(SectionOperation.REPLACE);
            vm.textProperty().set("Injected from the window");
        });
        runner.await("a plan", WAIT, () -> vm.planProperty().get() != null
                && vm.planProperty().get().sections().equals(java.util.List.of("current_task")));
        runner.run(vm::apply);
        runner.await("sent", WAIT, () -> vm.statusProperty().get().startsWith("Sent to the agent as"));
        assertThat(runner.read(() -> session.edits().get(0))).satisfies(row -> {
            assertThat(row.how()).isEqualTo("injected");
            assertThat(row.status()).isEqualTo("queued");
        });

        agent.client().step(StepUnit.CYCLE);
        runner.await("acknowledged", WAIT, () -> session.edits().get(0).status().equals("applied"));

        String detail = runner.read(() -> session.edits().get(0).detail());
        assertThat(detail).matches("applied in cycle \\d{8}_\\d{6} at wake");
        String cycle = detail.substring("applied in cycle ".length(), "applied in cycle ".length() + 15);
        Path before = agent.scratchpad().resolve(cycle + "_before.yaml");
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!Files.exists(before) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(YamlReader.parseMapping(Files.readString(before)).get("current_task")).isEqualTo("Injected from the window");
        assertThat(runner.read(() -> session.editor()).journal().read().entries())
                .extracting(JournalEntry::how, JournalEntry::status, JournalEntry::cycle)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(JournalEntry.How.INJECTED, JournalEntry.Status.QUEUED, null),
                        org.assertj.core.groups.Tuple.tuple(JournalEntry.How.INJECTED, JournalEntry.Status.APPLIED, cycle));
    }

    @Test
    void aNotesInjectionWipedByTheCrashOfItsCycleTurnsItsRowLostAndRaisesTheRedBar() throws Exception {
        agent = ReferenceAgentProcess.startWithScript(root, """
                {"max_iterations": 2, "cycles": [["{\\"tool\\": \\"fly\\", \\"args\\": {}}"]]}
                """, "--stepped");
        SimpleObjectProperty<ControlClient> attached = new SimpleObjectProperty<>();
        InspectorContext context = new InspectorContext(runner);
        session = runner.read(() -> {
            try {
                context.open(CycleSources.sourceOf(Scratchpad.open(root)));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            attached.set(agent.client());
            return new EditSession(context, new EditModeSignals(attached, new SimpleBooleanProperty(),
                    new SimpleBooleanProperty()), Clock.systemUTC());
        });
        SectionEditorViewModel vm = runner.read(() -> new SectionEditorViewModel(session, SectionEditorViewModel.Target.SECTION));
        runner.run(vm::load);
        runner.await("the agent's state is loaded", WAIT, () -> !vm.busyProperty().get() && !vm.sections().isEmpty());
        runner.run(() -> {
            vm.sectionProperty().set("notes");
            vm.operationProperty().set(SectionOperation.APPEND);
            vm.textProperty().set("operator says mind the relay");
        });
        runner.await("a plan", WAIT, () -> vm.planProperty().get() != null);
        runner.run(vm::apply);
        runner.await("sent", WAIT, () -> vm.statusProperty().get().startsWith("Sent to the agent as"));

        agent.client().step(StepUnit.CYCLE);
        runner.await("the red bar", WAIT, () -> session.lostAlertProperty().get() != null);

        assertThat(runner.read(() -> session.lostAlertProperty().get())).startsWith("LOST EDIT: injected append notes")
                .contains("crashed");
        runner.await("the row says lost", WAIT, () -> session.edits().get(0).status().equals("lost"));
        assertThat(runner.read(() -> session.editor()).journal().read().entries()).extracting(JournalEntry::status)
                .containsExactly(JournalEntry.Status.QUEUED, JournalEntry.Status.APPLIED, JournalEntry.Status.LOST);
    }
}

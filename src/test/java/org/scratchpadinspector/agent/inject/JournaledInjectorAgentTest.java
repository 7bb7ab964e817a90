package org.scratchpadinspector.agent.inject;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.StepUnit;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.formats.yamlcycles.MemoryEditor;
import org.scratchpadinspector.engine.edit.SectionEdit;
import org.scratchpadinspector.pyyaml.YamlReader;
import org.scratchpadinspector.testsupport.ReferenceAgentProcess;

/** Injections through the protocol into a real reference agent process, journaled as queued then applied or rejected. */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class JournaledInjectorAgentTest {
    private static final Duration WAIT = Duration.ofSeconds(30);

    @TempDir
    Path root;
    private ReferenceAgentProcess agent;
    private JournaledInjector injector;

    @AfterEach
    void stop() throws InterruptedException {
        if (injector != null) {
            injector.close();
        }
        if (agent != null) {
            agent.close();
        }
    }

    private MemoryEditor start() throws Exception {
        agent = ReferenceAgentProcess.start(root, "--stepped");
        MemoryEditor editor = MemoryEditor.open(root);
        injector = new JournaledInjector(agent.client(), editor);
        return editor;
    }

    @Test
    void anInjectionIsAppliedAtTheNextWakeAndJournaledWithItsCycle() throws Exception {
        MemoryEditor editor = start();
        String baseHash = agent.client().state().sections().get("current_task");

        JournaledInjector.Sent sent = injector.send(SectionEdit.replace("current_task", "Ship 1.4.1"), baseHash);
        agent.client().step(StepUnit.CYCLE);
        InjectionOutcome outcome = injector.await(sent.injectionId(), WAIT).orElseThrow();

        assertThat(outcome.applied()).isTrue();
        assertThat(outcome.iteration()).isZero();
        assertThat(outcome.cycleId()).matches("\\d{8}_\\d{6}");
        Path before = agent.scratchpad().resolve(outcome.cycleId() + "_before.yaml");
        awaitFile(before);
        Map<String, Object> state = YamlReader.parseMapping(Files.readString(before));
        assertThat(state.get("current_task")).isEqualTo("Ship 1.4.1");

        List<JournalEntry> journal = editor.journal().read().entries();
        assertThat(journal).extracting(JournalEntry::how).containsOnly(JournalEntry.How.INJECTED);
        assertThat(journal).extracting(JournalEntry::status)
                .containsExactly(JournalEntry.Status.QUEUED, JournalEntry.Status.APPLIED);
        assertThat(journal.get(0).message()).isEqualTo("injection " + sent.injectionId());
        assertThat(journal.get(1).ref()).isEqualTo(journal.get(0).id());
        assertThat(journal.get(1).cycle()).isEqualTo(outcome.cycleId());
    }

    @Test
    void anInjectionMadeOnAStaleSectionIsRejectedAsAConflictAndJournaled() throws Exception {
        MemoryEditor editor = start();
        String staleHash = agent.client().state().sections().get("goals");
        injector.send(SectionEdit.replace("goals", List.of("first")), null);
        JournaledInjector.Sent late = injector.send(SectionEdit.append("goals", "second"), staleHash);
        agent.client().step(StepUnit.CYCLE);

        InjectionOutcome outcome = injector.await(late.injectionId(), WAIT).orElseThrow();

        assertThat(outcome.applied()).isFalse();
        assertThat(outcome.reason()).isEqualTo("conflict");
        assertThat(editor.journal().read().entries()).filteredOn(e -> e.status() == JournalEntry.Status.REJECTED)
                .singleElement().satisfies(e -> assertThat(e.ref()).isEqualTo(late.queued().id()));
    }

    @Test
    void aWithdrawnInjectionIsNeverAppliedAndIsJournaledAsRejected() throws Exception {
        MemoryEditor editor = start();
        JournaledInjector.Sent sent = injector.send(SectionEdit.append("notes", "never"), null);

        InjectionOutcome withdrawn = injector.withdraw(sent.injectionId());
        agent.client().step(StepUnit.CYCLE);

        assertThat(withdrawn.applied()).isFalse();
        assertThat(withdrawn.reason()).isEqualTo("withdrawn");
        assertThat(editor.journal().read().entries()).extracting(JournalEntry::status)
                .containsExactly(JournalEntry.Status.QUEUED, JournalEntry.Status.REJECTED);
    }

    @Test
    void anInjectionWipedByTheCrashOfItsCycleIsJournaledLostOnceAndTheFilesSayTheSame() throws Exception {
        agent = ReferenceAgentProcess.startWithScript(root, """
                {"max_iterations": 2, "cycles": [["{\\"tool\\": \\"fly\\", \\"args\\": {}}"]]}
                """, "--stepped");
        MemoryEditor editor = MemoryEditor.open(root);
        injector = new JournaledInjector(agent.client(), editor);
        List<JournalEntry> announced = new java.util.concurrent.CopyOnWriteArrayList<>();
        injector.onLost(announced::add);

        JournaledInjector.Sent sent = injector.send(SectionEdit.append("notes", "operator: mind the relay"), null);
        agent.client().step(StepUnit.CYCLE);
        InjectionOutcome outcome = injector.await(sent.injectionId(), WAIT).orElseThrow();
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (announced.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }

        assertThat(outcome.applied()).isTrue();
        assertThat(outcome.iteration()).isZero();
        assertThat(announced).singleElement().satisfies(line -> {
            assertThat(line.status()).isEqualTo(JournalEntry.Status.LOST);
            assertThat(line.ref()).isEqualTo(sent.queued().id());
            assertThat(line.cycle()).isEqualTo(outcome.cycleId());
            assertThat(line.message()).startsWith("LOST EDIT: injected append notes").contains("crashed");
        });
        assertThat(agent.client().injection(sent.injectionId()).status()).isEqualTo("lost");
        List<JournalEntry> journal = editor.journal().read().entries();
        assertThat(journal).extracting(JournalEntry::status).containsExactly(
                JournalEntry.Status.QUEUED, JournalEntry.Status.APPLIED, JournalEntry.Status.LOST);
        assertThat(org.scratchpadinspector.engine.edit.JournalEdits.fold(journal, List.of())).singleElement()
                .satisfies(e -> assertThat(e.status()).isEqualTo(JournalEntry.Status.LOST));

        Path after = agent.scratchpad().resolve(outcome.cycleId() + "_after.yaml");
        awaitFile(after);
        assertThat(Files.readString(after)).doesNotContain("mind the relay");
        List<JournalEntry> withoutTheAgentsWord = journal.subList(0, 2);
        assertThat(org.scratchpadinspector.formats.yamlcycles.LostEditDetector.detect(editor.location(), withoutTheAgentsWord))
                .singleElement().satisfies(l -> {
                    assertThat(l.wipedByCrash()).isTrue();
                    assertThat(l.sections()).containsExactly("notes");
                    assertThat(l.nextCycle().toString()).isEqualTo(outcome.cycleId());
                    assertThat(l.message()).contains("not in the _after of cycle " + outcome.cycleId());
                });
        assertThat(org.scratchpadinspector.formats.yamlcycles.LostEditDetector.detect(editor.location(), journal)).isEmpty();
    }

    static void awaitFile(Path file) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!Files.exists(file) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(file).exists();
    }
}

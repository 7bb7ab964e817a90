package org.scratchpadinspector.agent.inject;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.formats.yamlcycles.MemoryEditor;
import org.scratchpadinspector.engine.edit.SectionEdit;
import org.scratchpadinspector.pyyaml.YamlReader;
import org.scratchpadinspector.testsupport.ReferenceAgentProcess;

/**
 * The soak: the reference agent loops with no pause between cycles while 500 injections ({@code append soak
 * "soak-n"}) go in through the {@link JournaledInjector}, paced so that at least 200 cycles pass while they
 * are sent. Afterwards every injection is applied exactly once, in send order, at a wake, and is in that
 * cycle's {@code _before}; the journal says so and has nothing rejected or lost. Bounded: about a minute on
 * two busy cores (each inject waits for the looping agent's lock, tens of milliseconds).
 */
@Timeout(value = 170, unit = TimeUnit.SECONDS)
class InjectionSoakTest {
    private static final int INJECTIONS = 500;
    private static final int MIN_CYCLES_WHILE_SENDING = 200;
    /**
     * Only a cap, so that a lost test process cannot leave the agent looping: the test pauses the agent once
     * every injection is acknowledged (how many cycles that takes depends on how fast inject requests get the
     * agent's lock while it loops, not on anything the test controls).
     */
    private static final int AGENT_CYCLES_CAP = 20_000;

    @TempDir
    Path root;

    @Test
    void fiveHundredInjectionsDuringTwoHundredCyclesAreEachAppliedOnceInOrderAndNoneLost() throws Exception {
        long started = System.nanoTime();
        Files.createDirectories(root.resolve("scratchpad"));
        Files.writeString(root.resolve("scratchpad/active.yaml"), "soak: []\n");
        List<JournaledInjector.Sent> sent = new ArrayList<>();
        List<InjectionOutcome> outcomes = new ArrayList<>();
        int cyclesWhileSending;
        MemoryEditor editor = MemoryEditor.open(root);
        try (ReferenceAgentProcess agent = ReferenceAgentProcess.start(root, "--interval", "0",
                "--cycles", Integer.toString(AGENT_CYCLES_CAP));
             JournaledInjector injector = new JournaledInjector(agent.client(), editor)) {
            int firstCycles = finishedCycles(agent.scratchpad());
            for (int n = 0; n < INJECTIONS; n++) {
                awaitCycles(agent, firstCycles + (n * MIN_CYCLES_WHILE_SENDING) / INJECTIONS);
                sent.add(injector.send(SectionEdit.append("soak", "soak-" + n), null));
            }
            cyclesWhileSending = finishedCycles(agent.scratchpad()) - firstCycles;
            for (JournaledInjector.Sent s : sent) {
                outcomes.add(injector.await(s.injectionId(), Duration.ofSeconds(30)).orElseThrow(
                        () -> new AssertionError(s.injectionId() + " still queued after 30 s")));
            }
            String lastCycle = outcomes.get(outcomes.size() - 1).cycleId();
            JournaledInjectorAgentTest.awaitFile(agent.scratchpad().resolve(lastCycle + "_after.yaml"));
            pause(agent);
        }
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        int cycles = finishedCycles(root.resolve("scratchpad"));
        System.out.printf("soak: %d cycles in all, %d while sending, %d injections, %.1f s%n", cycles,
                cyclesWhileSending, INJECTIONS, took.toMillis() / 1000.0);

        assertThat(cyclesWhileSending).isGreaterThanOrEqualTo(MIN_CYCLES_WHILE_SENDING);
        assertEveryOutcomeAppliedAtWakeInOrder(outcomes);
        assertEachBeforeHoldsExactlyTheInjectionsAppliedSoFar(outcomes);
        assertJournalHasEachInjectionAppliedOnce(editor, sent);
        assertThat(YamlReader.parseMapping(Files.readString(root.resolve("scratchpad/active.yaml"))).get("soak"))
                .isEqualTo(expectedValues(INJECTIONS));
    }

    private static void assertEveryOutcomeAppliedAtWakeInOrder(List<InjectionOutcome> outcomes) {
        String previousCycle = "";
        for (InjectionOutcome outcome : outcomes) {
            assertThat(outcome.applied()).as(outcome.describe()).isTrue();
            assertThat(outcome.iteration()).as("applied at wake").isZero();
            assertThat(outcome.cycleId()).as("cycles never go back in send order").isGreaterThanOrEqualTo(previousCycle);
            previousCycle = outcome.cycleId();
        }
    }

    /** The _before of a cycle that applied injections lists soak-0 … soak-k, k the last one applied by then. */
    private void assertEachBeforeHoldsExactlyTheInjectionsAppliedSoFar(List<InjectionOutcome> outcomes) throws Exception {
        Map<String, Integer> lastAppliedIn = new HashMap<>();
        for (int n = 0; n < outcomes.size(); n++) {
            lastAppliedIn.put(outcomes.get(n).cycleId(), n);
        }
        for (Map.Entry<String, Integer> cycle : lastAppliedIn.entrySet()) {
            Path before = root.resolve("scratchpad").resolve(cycle.getKey() + "_before.yaml");
            Object soak = YamlReader.parseMapping(Files.readString(before)).get("soak");
            assertThat(soak).as(before.getFileName().toString()).isEqualTo(expectedValues(cycle.getValue() + 1));
        }
    }

    private static void assertJournalHasEachInjectionAppliedOnce(MemoryEditor editor, List<JournaledInjector.Sent> sent)
            throws IOException {
        List<JournalEntry> journal = editor.journal().read().entries();
        assertThat(journal).extracting(JournalEntry::status).doesNotContain(JournalEntry.Status.REJECTED,
                JournalEntry.Status.LOST);
        List<String> appliedRefs = journal.stream().filter(e -> e.status() == JournalEntry.Status.APPLIED)
                .map(JournalEntry::ref).toList();
        List<String> appliedInjections = journal.stream().filter(e -> e.status() == JournalEntry.Status.APPLIED)
                .map(e -> e.message().split(" ")[1]).toList();
        assertThat(appliedRefs).doesNotHaveDuplicates().containsExactlyElementsOf(
                sent.stream().map(s -> s.queued().id()).toList());
        assertThat(appliedInjections).doesNotHaveDuplicates().containsExactlyElementsOf(
                sent.stream().map(JournaledInjector.Sent::injectionId).toList());
        assertThat(journal.stream().filter(e -> e.status() == JournalEntry.Status.APPLIED))
                .allSatisfy(e -> assertThat(e.cycle()).isNotNull());
    }

    private static void pause(ReferenceAgentProcess agent) throws Exception {
        agent.client().pause();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!AgentStatus.PAUSED.equals(agent.client().status().state())) {
            assertThat(System.nanoTime()).as("the agent pauses").isLessThan(deadline);
            Thread.sleep(20);
        }
    }

    private static List<String> expectedValues(int count) {
        List<String> values = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            values.add("soak-" + n);
        }
        return values;
    }

    private static void awaitCycles(ReferenceAgentProcess agent, int atLeast) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (finishedCycles(agent.scratchpad()) < atLeast) {
            assertThat(System.nanoTime()).as("the agent reaches cycle " + atLeast).isLessThan(deadline);
            assertThat(agent.process().isAlive()).as("the agent is running").isTrue();
            Thread.sleep(5);
        }
    }

    private static int finishedCycles(Path scratchpad) throws IOException {
        try (Stream<Path> files = Files.list(scratchpad)) {
            return (int) files.filter(p -> p.getFileName().toString().endsWith("_after.yaml")).count();
        }
    }
}

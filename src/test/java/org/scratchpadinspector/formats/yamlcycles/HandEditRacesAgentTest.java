package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.engine.edit.EditOutcome;

import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.LostEdit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.scratchpadinspector.formats.yamlcycles.EditFixture.applied;
import static org.scratchpadinspector.formats.yamlcycles.EditFixture.plan;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.pyyaml.YamlReader;
import org.scratchpadinspector.testsupport.Python;

/**
 * A hand edit in Files mode races the real sample agent (which does not speak the control protocol): the
 * agent's wake (Event 2) reads active.yaml, the edit lands (no _before yet, so no cycle looks running),
 * then the agent writes _before from what it read and, at its end, active.yaml over the edit. The next
 * cycle's _before lacks the edit, and the lost-edit detector names the cycle that overwrote it.
 *
 * <p>Deterministic: the agent waits for a signal file between Event 2 and Event 3.
 */
class HandEditRacesAgentTest {
    private static final String GENERATOR = Path.of("scratchpad-samples", "generator").toAbsolutePath().toString();
    private static final String AGENT_PAUSED_AFTER_WAKE = String.join("\n",
            "import os, sys, time",
            "sys.path.insert(0, sys.argv[1])",
            "import sample_agent",
            "root, ready, go = sys.argv[2:5]",
            "original_wake = sample_agent.Agent.wake",
            "def wake(self):",
            "    state = original_wake(self)  # Event 2: active.yaml is read here",
            "    open(ready, 'w').close()",
            "    deadline = time.time() + 120",
            "    while not os.path.exists(go):",
            "        if time.time() > deadline:",
            "            sys.exit(3)",
            "        time.sleep(0.01)",
            "    return state  # Events 3 to 6 follow",
            "sample_agent.Agent.wake = wake",
            "sys.exit(sample_agent.main(['--once', root, '--fake-clock']))");

    @TempDir
    Path tmp;

    @Test
    void aHandEditLandingAfterTheAgentsWakeIsOverwrittenAndReportedLostNamingTheCycle() throws Exception {
        Python.requirePyYaml();
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        Path ready = tmp.resolve("ready");
        Path go = tmp.resolve("go");

        Process agent = start(List.of("python3", "-c", AGENT_PAUSED_AFTER_WAKE, GENERATOR, fx.root.toString(),
                ready.toString(), go.toString()));
        awaitFile(ready, agent);

        assertThat(editor.runningCycle()).isEmpty(); // the agent has not written its _before yet
        EditOutcome.Applied edit = applied(editor.apply(plan(editor.prepare(
                EditPlanner.section(SectionOperation.APPEND, "goals", "Hand goal: write the changelog"))), false));
        assertThat(fx.activeText()).contains("Hand goal");

        Files.createFile(go);
        assertThat(finish(agent)).isZero();
        assertThat(fx.activeText()).doesNotContain("Hand goal");
        assertThat(finish(start(List.of("python3", GENERATOR + "/sample_agent.py", "--once", fx.root.toString(),
                "--fake-clock")))).isZero();
        assertThat(fx.dir.resolve("20260401_103137_before.yaml")).exists();

        List<LostEdit> lost = LostEditDetector.detectAndMark(editor);
        assertThat(lost).singleElement().satisfies(l -> {
            assertThat(l.edit().id()).isEqualTo(edit.journalEntry().id());
            assertThat(l.nextCycle().toString()).isEqualTo("20260401_102637");
            assertThat(l.overwrittenBy().toString()).isEqualTo("20260401_102637");
            assertThat(l.sections()).containsExactly("goals");
        });
        assertThat(YamlReader.parseMapping(Files.readString(fx.dir.resolve("20260401_102637_before.yaml"))).get("goals"))
                .asList().doesNotContain("Hand goal: write the changelog");
        List<JournalEntry> journal = editor.journal().read().entries();
        assertThat(journal).extracting(JournalEntry::status)
                .containsExactly(JournalEntry.Status.APPLIED, JournalEntry.Status.LOST);
        assertThat(journal.get(1).cycle()).isEqualTo("20260401_102637");
        assertThat(LostEditDetector.detect(editor.location(), journal)).isEmpty();
    }

    private static Process start(List<String> command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("PYTHONUTF8", "1");
        return builder.start();
    }

    private static void awaitFile(Path file, Process process) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (!Files.exists(file)) {
            if (!process.isAlive()) {
                throw new AssertionError("the agent exited with " + process.exitValue() + " before its wake");
            }
            if (System.nanoTime() > deadline) {
                process.destroyForcibly();
                throw new AssertionError("the agent did not reach its wake");
            }
            Thread.sleep(10);
        }
    }

    private static int finish(Process process) throws Exception {
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("the agent did not finish");
        }
        return process.exitValue();
    }
}

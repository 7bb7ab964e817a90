package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.EditOutcome;

import org.scratchpadinspector.engine.edit.AtomicWriter;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.Journal;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.WriteRecovery;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.pyyaml.YamlReader;

/**
 * SIGKILL at random points of real edits (a child JVM editing in a loop, {@link EditLoop}), then the next
 * command's recovery: every version of active.yaml the edits left has its journal line, no intent stays open, no
 * temporary file stays, and undo takes back the newest write.
 */
class KilledWritesTest {
    private static final int KILLS = 60;
    private static final int INTERRUPTED_WRITES_WANTED = 5;
    private static final int MOST_KILLS = 150;

    @TempDir
    Path tmp;

    @Test
    void editsKilledAtRandomPointsLeaveEveryChangeJournaledNoTemporaryFileAndUndoTakesTheNewest() throws Exception {
        EditFixture fx = new EditFixture(tmp);
        String original = Hashes.sha256(Files.readAllBytes(fx.active));
        Random random = new Random(28);
        WriteRecovery recovery = new WriteRecovery(Clock.systemUTC());
        int interrupted = 0;
        int kills = 0;
        List<String> said = new ArrayList<>();
        while (kills < KILLS || interrupted < INTERRUPTED_WRITES_WANTED && kills < MOST_KILLS) {
            Process child = start(fx.root);
            Thread.sleep(random.nextInt(400));
            child.destroyForcibly();
            assertThat(child.waitFor(1, TimeUnit.MINUTES)).isTrue();
            kills++;

            List<String> lines = recovery.recoverUnder(fx.root, List.of());
            said.addAll(lines);
            interrupted += (int) lines.stream().filter(l -> l.contains("was interrupted")).count();

            Journal.Contents journal = new Journal(fx.dir.resolve(".inspector/journal.jsonl")).read();
            assertThat(journal.unfinished()).as("after kill %d", kills).isEmpty();
            assertThat(temporaryFiles(fx.dir)).as("after kill %d: %s", kills, lines).isEmpty();
            List<JournalEntry> writes = journal.entries().stream().filter(JournalEntry::isWrite).toList();
            String expected = writes.isEmpty() ? original : writes.get(writes.size() - 1).hashAfter();
            assertThat(Hashes.sha256(Files.readAllBytes(fx.active))).as("after kill %d: %s", kills, lines)
                    .isEqualTo(expected);
            long editsInFile = ((List<?>) YamlReader.parseMapping(fx.activeText()).get("goals")).stream()
                    .filter(g -> String.valueOf(g).startsWith("edit ")).count();
            assertThat(editsInFile).as("after kill %d", kills).isEqualTo(writes.size());
        }
        assertThat(interrupted).as("kills that landed inside a write: %s", said).isGreaterThanOrEqualTo(INTERRUPTED_WRITES_WANTED);

        List<JournalEntry> writes = fx.editor().journal().read().entries().stream().filter(JournalEntry::isWrite).toList();
        JournalEntry newest = writes.get(writes.size() - 1);
        EditOutcome.Applied undone = EditFixture.applied(fx.editor().undo(false));
        assertThat(undone.journalEntry().ref()).isEqualTo(newest.id());
        assertThat(Hashes.sha256(Files.readAllBytes(fx.active))).isEqualTo(newest.hashBefore());
    }

    private static Process start(Path root) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(List.of(java, "-Xmx128m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                "-cp", System.getProperty("java.class.path"), EditLoop.class.getName(), root.toString(), "12"))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        String first = out.readLine();
        assertThat(first).isEqualTo("ready");
        Thread drain = new Thread(() -> {
            try {
                while (out.readLine() != null) {
                    // the edits it made; the journal is what the test reads
                }
            } catch (java.io.IOException ended) {
                // killed
            }
        });
        drain.setDaemon(true);
        drain.start();
        return child;
    }

    private static List<String> temporaryFiles(Path dir) throws Exception {
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(AtomicWriter.TEMP_SUFFIX)).toList();
        }
    }
}

package org.scratchpadinspector.formats.recursivecontext;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.testsupport.SampleCopy;

/** A folder of runs that points elsewhere: nothing out of it is read, and what is left out is named. */
class RecursiveContextLinksTest {
    @TempDir
    Path tmp;
    Path runs;

    @BeforeEach
    void copySample() throws Exception {
        runs = SampleCopy.copy(RecursiveContextProviderTest.SAMPLE.resolve("runs"), tmp.resolve("runs"));
    }

    @Test
    void aRunFolderLinkedElsewhereIsNotReadButNamedWithItsTarget() throws Exception {
        Path elsewhere = SampleCopy.copy(runs.resolve("trip-notes"), tmp.resolve("other/trip-notes"));
        Files.createSymbolicLink(runs.resolve("borrowed"), elsewhere);

        RecursiveContextSource source = new RecursiveContextSource(runs);

        assertThat(source.units()).noneMatch(u -> "borrowed".equals(u.fields().get("run")));
        assertThat(source.notes()).contains("borrowed: a folder that is a symlink to " + elsewhere.toRealPath()
                + ", outside runs: not read");
    }

    @Test
    void anAgentStateLinkedToEtcPasswdIsNotReadAndTheRunSaysSo() throws Exception {
        Path state = runs.resolve("python-help/agent_state.json");
        Files.delete(state);
        Files.createSymbolicLink(state, Path.of("/etc/passwd"));

        Unit run = new RecursiveContextSource(runs).units().stream()
                .filter(u -> u.kind().equals("run") && "python-help".equals(u.fields().get("run"))).findFirst().orElseThrow();

        assertThat(run.problems()).containsExactly("agent_state.json: symlink to /etc/passwd, outside runs: not read");
    }

    @Test
    void aFileLinkedToAnotherRunOfTheSameFolderIsRead() throws Exception {
        Path log = runs.resolve("trip-notes/recursive_context.log");
        Files.createSymbolicLink(log, Path.of("../python-help/recursive_context.log"));

        assertThat(new RecursiveContextSource(runs).units()).noneMatch(u -> u.kind().equals("run"));
    }
}

package org.scratchpadinspector.formats.miniagent;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.testsupport.SampleCopy;

/** An experiment folder that points elsewhere: nothing out of it is read, and what is left out is named. */
class MiniagentLinksTest {
    @TempDir
    Path tmp;
    Path experiment;

    @BeforeEach
    void copyTheSample() throws Exception {
        experiment = SampleCopy.copy(MiniagentProviderTest.COMMITTED, tmp.resolve("exp"));
    }

    private MemorySource open(Path dir) throws Exception {
        MiniagentProvider provider = new MiniagentProvider();
        return provider.open(provider.recognise(dir), SourceOptions.NOW, Cancellation.NONE);
    }

    @Test
    void aTracesFolderLinkedElsewhereIsNotReadButNamedWithItsTarget() throws Exception {
        Path elsewhere = Files.move(experiment.resolve("traces"), tmp.resolve("elsewhere-traces"));
        Files.createSymbolicLink(experiment.resolve("traces"), elsewhere);

        MemorySource source = open(experiment);

        assertThat(source.units()).extracting(Unit::kind).containsExactly("store");
        assertThat(source.notes()).contains("traces/: a folder that is a symlink to " + elsewhere.toRealPath()
                + ", outside exp: not read");
    }

    @Test
    void theStoreLinkedToEtcPasswdIsNotReadAndItsUnitSaysSo() throws Exception {
        Files.delete(experiment.resolve("longterm.json"));
        Files.createSymbolicLink(experiment.resolve("longterm.json"), Path.of("/etc/passwd"));

        Unit store = open(experiment).units().stream().filter(u -> u.kind().equals("store")).findFirst().orElseThrow();

        assertThat(store.problems()).containsExactly("longterm.json: symlink to /etc/passwd, outside exp: not read");
    }

    @Test
    void anExperimentFolderLinkedOutOfAFolderOfExperimentsIsNamedNotRead() throws Exception {
        Path experiments = Files.createDirectories(tmp.resolve("experiments"));
        SampleCopy.copy(MiniagentProviderTest.COMMITTED, experiments.resolve("a"));
        SampleCopy.copy(MiniagentProviderTest.COMMITTED, experiments.resolve("b"));
        Files.createSymbolicLink(experiments.resolve("c"), experiment);

        MemorySource source = open(experiments);

        assertThat(source.units()).noneMatch(u -> u.id().text().startsWith("c/"));
        assertThat(source.notes()).contains("c: a folder that is a symlink to " + experiment.toRealPath()
                + ", outside experiments: not read");
    }

    @Test
    void aTraceLinkedWithinTheExperimentIsRead() throws Exception {
        Path trace = experiment.resolve("traces/20260407T091000Z_97b75092.json");
        Path kept = Files.move(trace, experiment.resolve("kept.json"));
        Files.createSymbolicLink(trace, Path.of("../kept.json"));

        assertThat(open(experiment).units()).filteredOn(u -> u.id().text().equals("97b75092"))
                .singleElement().satisfies(u -> assertThat(u.problems()).isEmpty());
    }
}

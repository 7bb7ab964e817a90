package org.scratchpadinspector.formats.mempalace;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.testsupport.Python;
import org.scratchpadinspector.testsupport.SampleCopy;

/** Sessions where the Hermes agent keeps them: {@code ~/.hermes/scratchpad/}, opened at the home or the folder. */
class HermesHomeTest {
    static final Path SAMPLE = Path.of("scratchpad-samples/mempalace/hermes-home");
    static final Path GENERATOR = Path.of("scratchpad-samples/mempalace/generator").toAbsolutePath();

    @TempDir
    Path dir;

    @Test
    void theHomeAndItsScratchpadFolderBothReadTheSessionsAndNameTheMemoriesAsCompanion() throws Exception {
        Path home = SampleCopy.copy(SAMPLE.resolve(".hermes"), dir.resolve(".hermes"));
        MemPalaceProvider provider = new MemPalaceProvider();
        for (Path opened : List.of(home, home.resolve("scratchpad"))) {
            Recognition r = provider.recognise(opened);
            assertThat(r.root()).isEqualTo(home.resolve("scratchpad"));
            assertThat(r.confidence()).as("above the memories format's 0.95 at %s", opened).isGreaterThanOrEqualTo(0.95);
            assertThat(r.companions()).containsExactly(home.resolve("memories"));
        }
    }

    @Test
    void sessionsListWithTheirExpiryJudgedAtTheTimeAsked() throws Exception {
        Path home = SampleCopy.copy(SAMPLE.resolve(".hermes"), dir.resolve(".hermes"));
        MemPalaceProvider provider = new MemPalaceProvider();
        List<Unit> units = provider.open(provider.recognise(home), new SourceOptions(Instant.parse("2026-04-07T18:00:00Z")),
                Cancellation.NONE).units();
        assertThat(units).extracting(u -> u.id().text() + " " + u.status().key())
                .containsExactly("20260407_170000_a1b2c3 expired", "20260407_175000_d4e5f6 live");
        assertThat(units).allSatisfy(u -> assertThat(u.fields()).containsEntry("promote", 0));
    }

    @Test
    void aHomeWithAnEmptyScratchpadIsLeftToTheMemoriesFormat() throws Exception {
        Path home = Files.createDirectories(dir.resolve(".hermes"));
        Files.createDirectories(home.resolve("scratchpad"));
        Files.createDirectories(home.resolve("memories"));
        Files.writeString(home.resolve("memories/MEMORY.md"), "Name is Sam.");
        assertThat(new MemPalaceProvider().recognise(home).confidence()).isLessThanOrEqualTo(0.3);
    }

    @Test
    void theGeneratorWritesTheCommittedHomeByteForByte() throws Exception {
        Python.run("import runpy, sys\nsys.path.insert(0, r'" + GENERATOR + "')\n"
                + "sys.argv = ['make_hermes_home.py', r'" + dir + "']\n"
                + "runpy.run_path(r'" + GENERATOR.resolve("make_hermes_home.py") + "', run_name='__main__')\n", "");
        for (String file : List.of(".hermes/scratchpad/20260407_170000_a1b2c3.json",
                ".hermes/scratchpad/20260407_175000_d4e5f6.json", ".hermes/memories/MEMORY.md", "expected.json")) {
            assertThat(Files.readString(dir.resolve("hermes-home").resolve(file))).as(file)
                    .isEqualTo(Files.readString(SAMPLE.resolve(file)));
        }
    }
}

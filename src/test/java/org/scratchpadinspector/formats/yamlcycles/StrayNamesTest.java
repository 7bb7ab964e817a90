package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.scratchpadinspector.formats.yamlcycles.ScratchpadFixture.state;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;

/** Names in a scratchpad directory that are not cycles are counted, a few kept as examples, each with its reason. */
class StrayNamesTest {
    private static final String A = "20260401_100000";
    private static final String B = "20260401_100100";

    @TempDir
    Path tmp;
    ScratchpadFixture f;

    @BeforeEach
    void twoCycles() {
        f = new ScratchpadFixture(tmp)
                .cycle(A, state("Draft", "''"), state("Review", "''", "Draft"))
                .cycle(B, state("Review", "''", "Draft"), state("Publish", "''", "Draft", "Review"))
                .write("active.yaml", state("Publish", "''", "Draft", "Review"));
    }

    @Test
    void hundredThousandStrayFilesAreCountedWithAFewExamplesNotListed() throws IOException {
        for (int i = 0; i < 100_000; i++) {
            Files.createFile(f.dir.resolve(String.format("junk-%06d.txt", i)));
        }
        Scratchpad pad = f.open();

        StrayNames strays = pad.index().strays();
        assertThat(pad.index().size()).isEqualTo(2);
        assertThat(strays.otherCount()).isEqualTo(100_000);
        assertThat(strays.otherExamples()).hasSize(StrayNames.EXAMPLES).first().isEqualTo("junk-000000.txt");
        assertThat(strays.lines()).containsExactly("100,000 stray files (not the agent's), e.g. junk-000000.txt, "
                + "junk-000001.txt, junk-000002.txt, junk-000003.txt, junk-000004.txt");
        HealthReport report = HealthReport.of(pad, Cancellation.NONE);
        assertThat(report.findings()).filteredOn(finding -> finding.message().contains("stray"))
                .singleElement().satisfies(finding -> assertThat(finding.unhealthy()).isFalse());
        assertThat(report.isHealthy()).isTrue();
    }

    @Test
    void otherLetterCaseIsStrayWithTheNameTheAgentWrites() {
        f.write(A + "_AFTER.yaml", state("x", "''")).write(B + "_Before.YAML", state("x", "''"))
                .write("Active.yaml", state("x", "''"));

        StrayNames strays = f.open().index().strays();

        assertThat(strays.misnamedCount()).isEqualTo(3);
        assertThat(strays.lines()).containsExactlyInAnyOrder(
                A + "_AFTER.yaml looks like a cycle file but is not: letter case: the agent writes _after.yaml",
                B + "_Before.YAML looks like a cycle file but is not: letter case: the agent writes _before.yaml",
                "Active.yaml looks like a cycle file but is not: letter case: the agent writes active.yaml");
    }

    @Test
    void badDatesAndMalformedIdsSayWhatIsWrong() {
        f.write("20261399_999999_before.yaml", "")
                .write("20260132_100000_after.yaml", "")
                .write("20260401_250000_after.yaml", "")
                .write("2026041_100000_after.yaml", "")
                .write("2026040x_100000_before.yaml", "");

        assertThat(f.open().index().strays().misnamedExamples()).extracting(StrayNames.Misnamed::name, StrayNames.Misnamed::reason)
                .containsExactlyInAnyOrder(
                        tuple("20261399_999999_before.yaml", "month 13"),
                        tuple("20260132_100000_after.yaml", "day 32"),
                        tuple("20260401_250000_after.yaml", "hour 25"),
                        tuple("2026041_100000_after.yaml",
                                "wrong length: 14 characters, not 15 (YYYYMMDD_HHMMSS)"),
                        tuple("2026040x_100000_before.yaml",
                                "'x' at character 8 is not a digit (YYYYMMDD_HHMMSS)"));
        assertThat(StrayNames.misnamedReason(A + "_after.yml")).isEqualTo("extension: the agent writes _after.yaml");
        assertThat(StrayNames.misnamedReason(A + ".yaml"))
                .isEqualTo("neither _before nor _after: the agent writes " + A + "_before.yaml and " + A + "_after.yaml");
        assertThat(StrayNames.misnamedReason(A + "_before.yaml.bak")).isNull();
    }

    @Test
    void onlyAFewReasonsAreKeptAsExamplesButEveryNameIsCounted() {
        for (int month = 13; month <= 40; month++) {
            f.write("2026" + month + "01_100000_before.yaml", "");
        }
        StrayNames strays = f.open().index().strays();

        assertThat(strays.misnamedCount()).isEqualTo(28);
        assertThat(strays.misnamedExamples()).hasSize(StrayNames.EXAMPLES);
        assertThat(strays.lines()).singleElement().asString().startsWith("28 names look like cycle files but are not, e.g. ");
    }

    @Test
    void manyMisnamedFilesAreOneLineWithTheirCountAndMakeCheckFail() {
        for (int i = 0; i < 12; i++) {
            f.write(String.format("20261399_1000%02d_before.yaml", i), "");
        }
        Scratchpad pad = f.open();

        assertThat(pad.index().strays().lines()).containsExactly("12 names look like cycle files but are not, "
                + "e.g. 20261399_100000_before.yaml (month 13)");
        HealthReport report = HealthReport.of(pad, Cancellation.NONE);
        assertThat(report.isHealthy()).isFalse();
        assertThat(report.findings()).anySatisfy(finding -> {
            assertThat(finding.unhealthy()).isTrue();
            assertThat(finding.message()).startsWith("12 names look like cycle files");
        });
    }

    @Test
    void aMisnamedCycleLogIsStrayToo() throws IOException {
        Files.writeString(tmp.resolve("logs").resolve("cycle_20261399_999999.log"), "x\n");

        assertThat(f.open().index().strays().misnamedExamples())
                .containsExactly(new StrayNames.Misnamed("logs/cycle_20261399_999999.log", "month 13"));
    }

    @Test
    void hiddenFilesTemplatesAndTheLogsDirectoryAreNotStray() throws IOException {
        Files.createDirectories(f.dir.resolve(".agent"));
        Files.createDirectories(f.dir.resolve("logs"));
        f.write(".active.yaml.k3j2.inspector-tmp", "").write("active.reset.yaml", state("x", "''"))
                .write("active.yolo.yaml", state("x", "''"));

        assertThat(f.open().index().strays().isEmpty()).isTrue();
    }
}

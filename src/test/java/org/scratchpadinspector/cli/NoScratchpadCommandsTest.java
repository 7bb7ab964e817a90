package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.scratchpadinspector.cli.BadInputCliTest.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A folder that holds no scratchpad is said to be so, with what it holds, never "0 cycles, healthy". */
class NoScratchpadCommandsTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"ls", "check", "churn"})
    void aFolderOfUnrelatedFilesIsNoKnownFormatAndTheCommandFails(String command) throws IOException {
        for (int i = 0; i < 12; i++) {
            Files.writeString(dir.resolve("record-" + i + ".json"), "{\"n\": " + i + "}");
        }
        Files.writeString(dir.resolve("readme.txt"), "hello");
        Files.writeString(dir.resolve("settings.yaml"), "a: 1\n");
        Files.createDirectory(dir.resolve("cache"));

        var result = run(command, dir.toString());

        assertThat(result.code()).isEqualTo(2);
        assertThat(result.out()).doesNotContain("healthy").doesNotContain("0 cycles");
        assertThat(result.err()).contains("12 .json files", "1 .txt file", "1 .yaml file", "1 directory",
                "no known memory format", "known: the seed-000 cycle scratchpad");
    }

    @Test
    void anEmptyFolderIsSaidToBeEmptyAndWhatThatCanMean() {
        var ls = run("ls", "--json", dir.toString());
        var check = run("check", dir.toString());

        assertThat(ls.code()).isEqualTo(2);
        assertThat(check.code()).isEqualTo(2);
        assertThat(ls.err()).contains("is empty", "only before its agent's first cycle");
        assertThat(check.out()).doesNotContain("healthy");
    }

    @Test
    void aScratchpadBeforeItsFirstCycleIsStillReadAndListsNoCycles() throws IOException {
        Files.writeString(dir.resolve("active.yaml"), "goals: []\nnotes: ''\n");

        var ls = run("ls", dir.toString());

        assertThat(ls.code()).isZero();
        assertThat(ls.out()).contains("0 cycles in " + dir.toRealPath());
    }
}

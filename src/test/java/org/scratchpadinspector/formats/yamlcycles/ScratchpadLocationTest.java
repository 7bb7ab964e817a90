package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.formats.yamlcycles.MemoryEditor;
import org.scratchpadinspector.engine.edit.SectionOperation;

/** Finding the scratchpad of an agent root the way the agent does, and never inventing one. */
class ScratchpadLocationTest {
    @TempDir
    Path tmp;

    private Path dir(String relative) throws IOException {
        return Files.createDirectories(tmp.resolve(relative));
    }

    private void file(String relative, String text) throws IOException {
        Files.createDirectories(tmp.resolve(relative).getParent());
        Files.writeString(tmp.resolve(relative), text);
    }

    @Test
    void aRootWithScratchpadsAndLogsBesideIt() throws IOException {
        file("scratchpads/20260401_100137_before.yaml", "notes: ''\n");
        dir("logs");

        ScratchpadLocation location = ScratchpadLocation.resolve(tmp);

        assertThat(location.directory()).isEqualTo(tmp.resolve("scratchpads").toAbsolutePath());
        assertThat(location.logsDirectory()).isEqualTo(tmp.resolve("logs").toAbsolutePath());
        assertThat(location.hasScratchpad()).isTrue();
    }

    @Test
    void aStrayActiveYamlInTheRootDoesNotHideTheRealScratchpads() throws IOException {
        file("active.yaml", "notes: lost edit\n");
        file("scratchpads/active.yaml", "notes: ''\n");
        file("scratchpads/20260401_100137_after.yaml", "notes: ''\n");

        assertThat(ScratchpadLocation.resolve(tmp).directory()).isEqualTo(tmp.resolve("scratchpads").toAbsolutePath());
    }

    @Test
    void scratchpadsIsPreferredToTheSeedsScratchpadAndAnEmptyOneStillCounts() throws IOException {
        dir("scratchpads");
        dir("scratchpad");

        ScratchpadLocation location = ScratchpadLocation.resolve(tmp);

        assertThat(location.directory()).isEqualTo(tmp.resolve("scratchpads").toAbsolutePath());
        assertThat(location.hasScratchpad()).isTrue();
    }

    @Test
    void theConfigsScratchpadPathNamesTheLiveFileRelativeToTheRoot() throws IOException {
        file("config/config.yaml", "model:\n  backend: vllm\nscratchpad_path: memory/w07/active.yaml\n");
        dir("memory/w07");
        file("scratchpad/20260401_100137_before.yaml", "notes: ''\n");
        dir("logs");

        ScratchpadLocation location = ScratchpadLocation.resolve(tmp);

        assertThat(location.directory()).isEqualTo(tmp.resolve("memory/w07").toAbsolutePath());
        // the agent writes its logs relative to its working directory, the root
        assertThat(location.logsDirectory()).isEqualTo(tmp.resolve("logs").toAbsolutePath());
    }

    @Test
    void aDirectoryWithoutAnyScratchpadIsNoneAndAnEditThereCreatesNothing() throws Exception {
        file("README.md", "hello\n");

        ScratchpadLocation location = ScratchpadLocation.resolve(tmp);
        MemoryEditor editor = MemoryEditor.open(tmp);
        var result = editor.prepare(EditPlanner.section(SectionOperation.APPEND, "notes", "hand note"));

        assertThat(location.hasScratchpad()).isFalse();
        assertThat(result).isInstanceOfSatisfying(EditOutcome.Refused.class, refused -> {
            assertThat(refused.reason()).isEqualTo(EditOutcome.Refused.Reason.NO_MEMORY);
            assertThat(refused.message()).startsWith("no scratchpad in " + tmp.toAbsolutePath());
        });
        try (var files = Files.list(tmp)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("README.md");
        }
    }

    @Test
    void theAgentRootIsTheDirectoryHoldingScratchpadsWhicheverOfTheTwoIsGiven() throws IOException {
        Path root = Files.createDirectories(tmp.resolve("agent"));
        Path scratchpads = Files.createDirectories(root.resolve("scratchpads"));
        Files.writeString(scratchpads.resolve("active.yaml"), "notes: ''\n");

        assertThat(ScratchpadLocation.agentRootOf(root)).isEqualTo(root.toAbsolutePath().normalize());
        assertThat(ScratchpadLocation.agentRootOf(scratchpads)).isEqualTo(root.toAbsolutePath().normalize());
        assertThat(ScratchpadLocation.agentRootOf(Path.of("scratchpad-samples/msa-real/scratchpads")))
                .isEqualTo(Path.of("scratchpad-samples/msa-real").toAbsolutePath().normalize());
    }
}

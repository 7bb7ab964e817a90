package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.FormatProviderContract;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.testsupport.SampleCopy;

class YamlCyclesProviderTest extends FormatProviderContract {
    private Path sample;

    @Override
    protected FormatProvider provider() {
        return new YamlCyclesProvider();
    }

    @Override
    protected void plantLinkOutside(Path sample, Path outside) throws Exception {
        Path after = sample.resolve("scratchpad/20260401_100637_after.yaml");
        Files.delete(after);
        Files.createSymbolicLink(after, outside);
    }

    @Override
    protected Path sample() throws Exception {
        if (sample == null) {
            sample = SampleCopy.live(Path.of("scratchpad-samples/demo"), contractTemp.resolve("demo"));
        }
        return sample;
    }

    @Test
    void theScratchpadAnAgentRootsConfigNamesIsWhereItsMemoryLivesOutsideTheRoot() throws Exception {
        Path root = contractTemp.resolve("configured");
        Files.createDirectories(root.resolve("config"));
        Files.writeString(root.resolve("config/config.yaml"), "scratchpad_path: memory/w07/active.yaml\n");
        Files.createDirectories(root.resolve("memory/w07"));
        Path unrelated = Files.createDirectories(contractTemp.resolve("unrelated"));

        assertThat(provider().memoryFoldersOutside(root)).containsExactly(root.resolve("memory/w07").toAbsolutePath());
        assertThat(org.scratchpadinspector.formats.Formats.registry().memoryFoldersOutside(root))
                .containsExactly(root.resolve("memory/w07").toAbsolutePath());
        assertThat(provider().memoryFoldersOutside(unrelated)).isEmpty();
    }

    @Test
    void aCrashedCycleIsAFailureUnitOfKindCycle() throws Exception {
        Unit crashed = open().units().stream().filter(u -> u.status().key().equals("crashed")).findFirst().orElseThrow();
        assertThat(crashed.kind()).isEqualTo("cycle");
        assertThat(crashed.status().severity()).isEqualTo(Severity.FAILURE);
        assertThat(crashed.states()).containsExactly("before", "after");
    }

    @Test
    void aCycleDetailShowsItsToolCallsAsTheTimeline() throws Exception {
        var source = open();
        Unit withCalls = source.units().stream().filter(u -> ((Integer) u.fields().get("tool_calls")) > 0).findFirst().orElseThrow();
        assertThat(source.detail(withCalls.id(), Cancellation.NONE).orElseThrow().timeline()).isNotEmpty();
    }
}

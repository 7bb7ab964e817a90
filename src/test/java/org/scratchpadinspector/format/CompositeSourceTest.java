package org.scratchpadinspector.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.forge.ForgeProvider;
import org.scratchpadinspector.formats.mempalace.MemPalaceProvider;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.testformat.TinyFormat;
import org.scratchpadinspector.testsupport.SampleCopy;

/**
 * A directory whose format names companion folders opens as one source: the primary's units, then each
 * companion's in its own format (here the tests' tiny format stands in for the Markdown memory formats).
 */
class CompositeSourceTest {
    private static final String STEPS = "{\"id\": \"s1\", \"before\": {\"goal\": \"a\"}, \"after\": {\"goal\": \"b\"}}\n";

    @TempDir
    Path dir;

    @Test
    void aHermesHomeListsItsSessionsThenItsMemoriesEachInItsOwnFormat() throws Exception {
        Path home = SampleCopy.copy(Path.of("scratchpad-samples/mempalace/hermes-home/.hermes"), dir.resolve(".hermes"));
        TinyFormat.write(home.resolve("memories"), STEPS, null);
        FormatRegistry registry = new FormatRegistry(List.of(new MemPalaceProvider(), new TinyFormat()));

        Detection d = registry.detect(home);
        MemorySource source = d.provider().open(d.recognition(), new SourceOptions(java.time.Instant.parse(
                "2026-04-07T18:00:00Z")), Cancellation.NONE);

        assertThat(d.provider().name()).isEqualTo("mempalace");
        assertThat(source).isInstanceOf(CompositeSource.class);
        List<Unit> units = source.units();
        assertThat(units).extracting(Unit::format).containsExactly("mempalace", "mempalace", "tiny");
        assertThat(units).extracting(u -> u.status().key()).containsExactly("expired", "live", "changed");
        assertThat(source.detail(units.get(2).id(), Cancellation.NONE)).isPresent();
        assertThat(source.find("s1")).isPresent();
        assertThat(source.facet(History.class)).isPresent();
        assertThat(source.notes()).anyMatch(line -> line.startsWith("with tiny at "));
    }

    @Test
    void aForgeWorkspaceListsItsNoteCallsThenItsLongTermMemories() throws Exception {
        Path ws = SampleCopy.copy(Path.of("scratchpad-samples/forge/workspace"), dir.resolve("ws"));
        TinyFormat.write(ws.resolve(".forge/memories"), STEPS, null);
        FormatRegistry registry = new FormatRegistry(List.of(new ForgeProvider(), new TinyFormat()));

        Detection d = registry.detect(ws);
        MemorySource source = d.provider().open(d.recognition(), SourceOptions.NOW, Cancellation.NONE);

        List<Unit> units = source.units();
        assertThat(units.get(0).format()).isEqualTo("forge");
        assertThat(units.get(units.size() - 1).format()).isEqualTo("tiny");
        assertThat(source.format()).isEqualTo("forge");
    }

    @Test
    void aCompanionNoFormatRecognisesIsLeftOutAndThePrimaryStillOpens() throws Exception {
        Path ws = SampleCopy.copy(Path.of("scratchpad-samples/forge/workspace"), dir.resolve("ws"));
        Files.writeString(ws.resolve(".forge/memories/stray.txt"), "not a memory\n");
        FormatRegistry registry = new FormatRegistry(List.of(new ForgeProvider(), new TinyFormat()));

        Detection d = registry.detect(ws);
        MemorySource source = d.provider().open(d.recognition(), SourceOptions.NOW, Cancellation.NONE);

        assertThat(source.units()).isNotEmpty().allMatch(u -> u.format().equals("forge"));
    }
}

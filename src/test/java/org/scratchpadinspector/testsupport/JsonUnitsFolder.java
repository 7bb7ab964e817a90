package org.scratchpadinspector.testsupport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.FormatRegistry;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesProvider;

/** A folder of four test units: one changed, one failed, one with a warning, one whose JSON is cut short. */
public final class JsonUnitsFolder {
    public static final String BROKEN = "{\n  \"status\": \"ok\",\n  \"before\": ";

    private JsonUnitsFolder() {
    }

    public static Path write(Path dir) throws IOException {
        Files.createDirectories(dir);
        JsonUnitsProvider.write(dir, "alpha", "changed", "goal: ship\nnotes: one\n", "goal: ship\nnotes: one\nnotes: two\n",
                "read_file ok", "!shell exit 1");
        JsonUnitsProvider.write(dir, "bravo", "failed", "goal: deploy\n", "goal: deploy\nerror: refused\n", "!deploy refused");
        JsonUnitsProvider.write(dir, "charlie", "warning", "x: 1\n", "x: 1\n");
        Files.writeString(dir.resolve("delta" + JsonUnitsProvider.SUFFIX), BROKEN);
        return dir;
    }

    public static MemorySource open(Path dir) throws IOException {
        JsonUnitsProvider provider = new JsonUnitsProvider();
        return provider.open(provider.recognise(dir), org.scratchpadinspector.format.SourceOptions.NOW, Cancellation.NONE);
    }

    /** The real seed-000 provider and the test format: what the window detects with in these tests. */
    public static FormatRegistry registry() {
        return new FormatRegistry(List.of(new YamlCyclesProvider(), new JsonUnitsProvider()));
    }
}

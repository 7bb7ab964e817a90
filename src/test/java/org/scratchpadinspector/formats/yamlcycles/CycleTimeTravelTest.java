package org.scratchpadinspector.formats.yamlcycles;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.TimeTravelContract;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.testsupport.SampleCopy;

/** The TimeTravel facet's contract on a copy of the sample healthy. */
class CycleTimeTravelTest extends TimeTravelContract {
    @TempDir
    Path tmp;

    private Path copy;

    @Override
    protected MemorySource source() throws Exception {
        if (copy == null) {
            copy = SampleCopy.copy(Path.of("scratchpad-samples/healthy"), tmp.resolve("sample"));
        }
        YamlCyclesProvider provider = new YamlCyclesProvider();
        return provider.open(provider.recognise(copy), SourceOptions.NOW, Cancellation.NONE);
    }

    @Override
    protected Path forkDestination() {
        return tmp.resolve("fork");
    }
}

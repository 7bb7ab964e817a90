package org.scratchpadinspector.formats.miniagent;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.HistoryContract;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.testsupport.SampleCopy;

/** The History facet's contract on a copy of the sample miniagent/32-tutor-demo. */
class StoreHistoryTest extends HistoryContract {
    @TempDir
    Path tmp;

    private Path copy;

    @Override
    protected MemorySource source() throws Exception {
        if (copy == null) {
            copy = SampleCopy.copy(Path.of("scratchpad-samples/miniagent/32-tutor-demo"), tmp.resolve("sample"));
        }
        MiniagentProvider provider = new MiniagentProvider();
        return provider.open(provider.recognise(copy), SourceOptions.NOW, Cancellation.NONE);
    }
}

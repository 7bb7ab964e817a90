package org.scratchpadinspector.testformat;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.TimeTravelContract;
import org.scratchpadinspector.model.MemorySource;

class TinyTimeTravelTest extends TimeTravelContract {
    @TempDir
    Path dir;

    @Override
    protected MemorySource source() throws Exception {
        return new TinySource(TinyFormat.write(dir.resolve("run"), TinyHistoryTest.STEPS,
                "{\"goal\": \"review\", \"notes\": \"read\"}"));
    }

    @Override
    protected Path forkDestination() {
        return dir.resolve("fork");
    }

    /** The registry knows no test-only format: the fork is opened as the tiny format. */
    @Override
    protected MemorySource open(Path fork) {
        return new TinySource(fork);
    }
}

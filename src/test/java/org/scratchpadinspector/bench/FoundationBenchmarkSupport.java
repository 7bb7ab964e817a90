package org.scratchpadinspector.bench;

import java.io.IOException;
import java.nio.file.Path;

final class FoundationBenchmarkSupport {
    private FoundationBenchmarkSupport() {
    }

    static void delete(Path dir) throws IOException, InterruptedException {
        Shell.run("rm", "-rf", dir.toString());
    }
}

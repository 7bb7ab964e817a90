package org.scratchpadinspector.ui.source;

import org.junit.jupiter.api.Test;

class TmpShotsRunTest {
    @Test
    void shoot() throws Exception {
        try {
            javafx.application.Platform.startup(() -> { });
        } catch (IllegalStateException started) {
        }
        SourceScreenshots.shootAll(java.nio.file.Path.of("/tmp/uisrc-shots"));
    }
}

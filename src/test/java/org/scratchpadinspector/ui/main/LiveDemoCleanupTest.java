package org.scratchpadinspector.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class LiveDemoCleanupTest {
    @Test
    void closingTheLiveDemoRemovesTheCopyItServed() throws Exception {
        LiveDemo demo = LiveDemo.start();
        Path root = demo.root();
        assertThat(root.resolve("scratchpad")).isDirectory();
        assertThat(BundledSample.isCopy(root)).isTrue();

        demo.close();

        assertThat(Files.exists(root)).as("no /tmp/scratchpad-demo-* left behind").isFalse();
    }
}

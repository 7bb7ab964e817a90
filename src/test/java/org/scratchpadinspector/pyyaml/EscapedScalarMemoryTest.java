package org.scratchpadinspector.pyyaml;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Many short escaped scalars, as a large scratchpad's notes are written by PyYAML, are read with memory in
 * proportion to the text: a fixed 64 K characters for each made one 5 MB snapshot allocate gigabytes, and the
 * collector then stopped every thread of the window.
 */
class EscapedScalarMemoryTest {
    private static final int ENTRIES = 10_000;

    @Test
    void readingTenThousandShortEscapedScalarsAllocatesInProportionToTheText() {
        StringBuilder yaml = new StringBuilder("notes:\n");
        for (int i = 0; i < ENTRIES; i++) {
            yaml.append("- \"tool call ").append(i).append(" \\xE9t\\xE9\\n done\"\n");
        }
        String text = yaml.toString();
        PyYamlFastReader.read(text); // classes loaded and compiled before the measured read

        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        Object value = PyYamlFastReader.read(text);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;

        List<?> notes = (List<?>) ((Map<?, ?>) value).get("notes");
        assertThat(notes).hasSize(ENTRIES);
        assertThat(notes.get(7)).isEqualTo("tool call 7 \u00e9t\u00e9\n done");
        // the text is 0.35 MB; 64 K characters per scalar made this about 600 MB
        assertThat(allocated).as("bytes allocated reading %d KB of YAML", text.length() / 1024)
                .isLessThan(40L * text.length());
    }
}

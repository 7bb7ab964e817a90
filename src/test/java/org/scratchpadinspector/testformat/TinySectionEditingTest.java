package org.scratchpadinspector.testformat;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.SectionEditingContract;
import org.scratchpadinspector.model.MemorySource;

/** The SectionEditing contract on the test-only format: the engine's editor types need no real format's code. */
class TinySectionEditingTest extends SectionEditingContract {
    @TempDir
    Path dir;

    @Override
    protected MemorySource source() throws Exception {
        return new TinySource(TinyFormat.write(dir, TinyHistoryTest.STEPS, "{\"goal\": \"review\", \"notes\": \"read\"}\n"));
    }

    @Override
    protected String section() {
        return "goal";
    }

    @Override
    protected String value() {
        return "\"ship\"";
    }

    @Override
    protected String otherValue() {
        return "\"rest\"";
    }
}

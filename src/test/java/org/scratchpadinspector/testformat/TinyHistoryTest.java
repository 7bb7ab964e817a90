package org.scratchpadinspector.testformat;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.HistoryContract;
import org.scratchpadinspector.model.MemorySource;

class TinyHistoryTest extends HistoryContract {
    @TempDir
    Path dir;

    static final String STEPS = """
            {"id": "s1", "before": {"goal": "draft", "notes": ""}, "after": {"goal": "draft", "notes": "read"}}
            {"id": "s2", "before": {"goal": "draft", "notes": "read"}, "after": {"goal": "review", "notes": "read"}}
            """;

    @Override
    protected MemorySource source() throws Exception {
        return new TinySource(TinyFormat.write(dir, STEPS, "{\"goal\": \"review\", \"notes\": \"read\"}"));
    }
}

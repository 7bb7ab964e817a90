package org.scratchpadinspector.testformat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;

/** The test-only format's provider: a folder holding {@code steps.jsonl}. */
public final class TinyFormat implements FormatProvider {
    public static final String NAME = "tiny";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String describe() {
        return "the tests' tiny format (steps.jsonl and memory.json)";
    }

    @Override
    public Recognition recognise(Path dir) {
        return Files.isRegularFile(dir.resolve(TinySource.STEPS)) ? new Recognition(0.9, dir, "steps.jsonl")
                : Recognition.none(dir);
    }

    @Override
    public MemorySource open(Recognition recognition, SourceOptions options, Cancellation cancellation) {
        return new TinySource(recognition.root());
    }

    @Override
    public Capabilities capabilities() {
        return new Capabilities(true, false, true, false);
    }

    /** Writes a tiny folder: each step {@code {id, before, after}} as a JSON line, and the memory now. */
    public static Path write(Path dir, String stepsJsonl, String memoryJson) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(TinySource.STEPS), stepsJsonl);
        if (memoryJson != null) {
            Files.writeString(dir.resolve(TinySource.MEMORY), memoryJson);
        }
        return dir;
    }
}

package org.scratchpadinspector.formats.mempalace;

import java.io.IOException;
import java.nio.file.Path;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;

/**
 * Seed 004: MemPalace's session scratchpad, {@code session_scratchpad/<session_id>.json}, each a
 * {@code {session_id, created, ttl, entries}} that expires {@code ttl} seconds after {@code created}.
 */
public final class MemPalaceProvider implements FormatProvider {
    public static final String NAME = "mempalace";
    static final Capabilities CAPABILITIES = new Capabilities(true, false, true, true);

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String describe() {
        return "MemPalace sessions (session_scratchpad/<session_id>.json, or a Hermes home's scratchpad/<session_id>.json,"
                + " with session_id, created, ttl, entries)";
    }

    @Override
    public Recognition recognise(Path dir) {
        return SessionRecognition.recognise(dir);
    }

    @Override
    public MemorySource open(Recognition recognition, SourceOptions options, Cancellation cancellation)
            throws IOException {
        return new MemPalaceSource(recognition.root(), recognition.root(), options);
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }
}

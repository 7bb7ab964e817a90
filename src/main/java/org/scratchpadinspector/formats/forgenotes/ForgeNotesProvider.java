package org.scratchpadinspector.formats.forgenotes;

import java.nio.file.Path;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;

/**
 * Seed 002: the Forge agent's notes, seen through what reaches disk, {@code sessions/<id>/conversation.json} (the
 * audit trail of every tool call) and {@code notes.json} (the export at the session's end). Read only: the notes
 * themselves live in the agent's memory.
 */
public final class ForgeNotesProvider implements FormatProvider {
    public static final String NAME = "forgenotes";
    static final Capabilities CAPABILITIES = new Capabilities(false, false, true, false);

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String describe() {
        return "Forge notes sessions in the ADR's layout (sessions/<id>/conversation.json and notes.json)";
    }

    @Override
    public Recognition recognise(Path dir) {
        SessionFolders.Evidence evidence = SessionFolders.recognise(dir);
        return evidence.confidence() == 0 ? Recognition.none(dir)
                : new Recognition(evidence.confidence(), evidence.root(), evidence.words());
    }

    @Override
    public MemorySource open(Recognition recognition, SourceOptions options, Cancellation cancellation) {
        return new ForgeNotesSource(recognition.root());
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }
}

package org.scratchpadinspector.formats.markdownmemory;

import java.nio.file.Path;
import java.util.List;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;

/** One Markdown memory system as a format: its profile recognises the directory, the source reads its versions. */
public final class MarkdownMemoryProvider implements FormatProvider {
    private final Profile profile;

    private MarkdownMemoryProvider(Profile profile) {
        this.profile = profile;
    }

    /** The seven systems, in the order the registry asks them. */
    public static List<FormatProvider> all() {
        return List.of(new MarkdownMemoryProvider(new ClaudeCode()), new MarkdownMemoryProvider(new OpenClaw()),
                new MarkdownMemoryProvider(new Hermes()), new MarkdownMemoryProvider(new LettaMemfs()),
                new MarkdownMemoryProvider(new MemoryBank()), new MarkdownMemoryProvider(new MemoryTool()),
                new MarkdownMemoryProvider(new ForgeMemories()));
    }

    @Override
    public String name() {
        return profile.name();
    }

    @Override
    public String describe() {
        return profile.describe();
    }

    @Override
    public Recognition recognise(Path dir) {
        Recognition r = profile.recognise(dir);
        if (!r.recognised() && java.nio.file.Files.isDirectory(dir)
                && org.scratchpadinspector.engine.history.RecordingRepository.recordedFormat(dir).filter(profile.name()::equals).isPresent()) {
            return new Recognition(0.85, dir, "the inspector's recording of a " + profile.name() + " memory");
        }
        return r;
    }

    @Override
    public MemorySource open(Recognition recognition, SourceOptions options, Cancellation cancellation) {
        Path root = recognition.root().toAbsolutePath().normalize();
        Profile at = profile.at(root);
        return at.unitKind().equals("memory") ? new ForgeMemorySource(root, at) : new MarkdownMemorySource(root, at);
    }

    @Override
    public Capabilities capabilities() {
        return MarkdownMemorySource.CAPABILITIES;
    }
}

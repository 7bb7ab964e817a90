package org.scratchpadinspector.formats.forge;

import java.nio.file.Path;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;

/**
 * The Forge agent as it really writes to disk: a workspace's context snapshots (the TUI's {@code /snapshot}), one
 * unit per note tool call in them; the workspace's {@code .forge/memories/} is named as a companion for the format
 * that reads long-term memories. Read only: the notes themselves live in the agent's memory.
 */
public final class ForgeProvider implements FormatProvider {
    public static final String NAME = "forge";
    static final Capabilities CAPABILITIES = new Capabilities(false, false, true, false);

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String describe() {
        return "Forge workspaces (.forge/context/YYYYMMDD-HHMMSS-context.json snapshots, their note tool calls)";
    }

    @Override
    public Recognition recognise(Path dir) {
        ForgeLayout.Found found = ForgeLayout.find(dir);
        return found == null ? Recognition.none(dir)
                : new Recognition(found.confidence(), found.context(), found.words(), found.companions());
    }

    @Override
    public MemorySource open(Recognition recognition, SourceOptions options, Cancellation cancellation) {
        Path root = recognition.root();
        Path forge = root.getParent() != null && root.getFileName() != null
                && "context".equals(root.getFileName().toString()) ? root.getParent() : null;
        return new ForgeSource(root, forge);
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }
}

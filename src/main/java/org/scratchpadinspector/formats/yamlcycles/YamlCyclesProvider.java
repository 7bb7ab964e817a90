package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.file.Path;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;
import org.scratchpadinspector.formats.yamlcycles.SummaryCache;

/** Seed 000: a directory of {@code <YYYYMMDD_HHMMSS>_before.yaml} / {@code _after.yaml} and {@code active.yaml}. */
public final class YamlCyclesProvider implements FormatProvider {
    public static final String NAME = "yamlcycles";
    static final Capabilities CAPABILITIES = new Capabilities(true, true, true, false);

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String describe() {
        return "the seed-000 cycle scratchpad (active.yaml, <YYYYMMDD_HHMMSS>_before.yaml and _after.yaml, or an agent"
                + " root holding scratchpads/, scratchpad/ or config/config.yaml)";
    }

    @Override
    public Recognition recognise(Path dir) {
        ScratchpadLocation location;
        try {
            location = ScratchpadLocation.resolve(dir);
        } catch (IllegalArgumentException e) {
            // An existing directory refused by the seed-000 rules is an agent root whose config is wrong (its
            // scratchpad_path names another file): it is still this format, and opening it says what is wrong.
            return java.nio.file.Files.isDirectory(dir)
                    ? new Recognition(0.5, dir, "an agent root whose config is refused: " + e.getMessage())
                    : Recognition.none(dir);
        }
        if (!location.hasScratchpad()) {
            return Recognition.none(dir);
        }
        return new Recognition(location.named() ? 0.9 : 0.8, location.directory(), "a cycle scratchpad");
    }

    @Override
    public MemorySource open(Recognition recognition, SourceOptions options, Cancellation cancellation)
            throws IOException {
        Scratchpad pad = Scratchpad.open(recognition.root()).withSummaryCache(SummaryCache.forUser());
        if (options.staleAfter() != null) {
            pad.liveness().setStaleAfter(options.staleAfter());
        }
        return new YamlCyclesSource(pad);
    }

    /** The scratchpad the agent root's configuration names, which may lie outside the root. */
    @Override
    public java.util.List<Path> memoryFoldersOutside(Path dir) {
        try {
            ScratchpadLocation location = ScratchpadLocation.resolve(dir);
            return location.hasScratchpad() ? java.util.List.of(location.directory()) : java.util.List.of();
        } catch (RuntimeException unreadableConfiguration) {
            return java.util.List.of();
        }
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }
}

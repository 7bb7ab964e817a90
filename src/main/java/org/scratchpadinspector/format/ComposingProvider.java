package org.scratchpadinspector.format;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;

/**
 * A detected provider whose recognition names companions: opening it opens the primary and every companion the
 * registry recognises (in another format), as one {@link CompositeSource}. A companion no format recognises, or
 * that fails to open, is left out with a line in the source's notes, so the primary still opens.
 */
final class ComposingProvider implements FormatProvider {
    private final FormatProvider primary;
    private final FormatRegistry registry;

    ComposingProvider(FormatProvider primary, FormatRegistry registry) {
        this.primary = primary;
        this.registry = registry;
    }

    @Override
    public String name() {
        return primary.name();
    }

    @Override
    public String describe() {
        return primary.describe();
    }

    @Override
    public Recognition recognise(Path dir) {
        return primary.recognise(dir);
    }

    @Override
    public MemorySource open(Recognition recognition, SourceOptions options, Cancellation cancellation)
            throws IOException {
        MemorySource main = primary.open(recognition, options, cancellation);
        List<MemorySource> companions = new ArrayList<>();
        for (Path companion : recognition.companions()) {
            Detection d = registry.detectExcept(companion, primary);
            if (d.found() && d.recognition().root().toAbsolutePath().normalize()
                    .startsWith(companion.toAbsolutePath().normalize())) {
                try {
                    companions.add(d.provider().open(d.recognition(), options, cancellation));
                } catch (IOException | RuntimeException e) {
                    // the primary still opens; the companion is simply not listed
                }
            }
        }
        return companions.isEmpty() ? main : new CompositeSource(main, companions);
    }

    @Override
    public Capabilities capabilities() {
        return primary.capabilities();
    }
}

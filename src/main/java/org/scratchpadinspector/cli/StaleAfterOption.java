package org.scratchpadinspector.cli;

import java.io.IOException;
import java.time.Duration;
import org.scratchpadinspector.formats.yamlcycles.MemoryEditor;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.Liveness;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** {@code --stale-after}: how long the newest cycle may show no sign of life before it counts as interrupted. */
final class StaleAfterOption {
    @Option(names = "--stale-after", paramLabel = "LIMIT", converter = LimitConverter.class,
            description = "A cycle without _after whose agent shows no sign of life (a live .agent/control.json, or"
                    + " its _before or log written) for LIMIT is interrupted, not running: e.g. 90s, 15m, 2h"
                    + " (default 15m).")
    Duration staleAfter = Liveness.DEFAULT_STALE_AFTER;

    /** {@code options} with this stale limit. */
    org.scratchpadinspector.format.SourceOptions with(org.scratchpadinspector.format.SourceOptions options) {
        return new org.scratchpadinspector.format.SourceOptions(options.at(), staleAfter);
    }

    Liveness liveness() {
        Liveness liveness = new Liveness();
        liveness.setStaleAfter(staleAfter);
        return liveness;
    }

    /** Why the editor's newest cycle counts as running, for the line after a refusal. */
    static String whyRunning(MemoryEditor editor) {
        try {
            CycleIndex index = CycleIndex.scan(editor.location());
            return index.size() == 0 ? "" : " (" + editor.liveness().judge(editor.location(), index, index.size() - 1)
                    .reason() + ")";
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    static final class LimitConverter implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            try {
                return Liveness.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}

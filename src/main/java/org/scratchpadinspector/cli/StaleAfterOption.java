package org.scratchpadinspector.cli;

import java.time.Duration;
import org.scratchpadinspector.format.SourceOptions;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** {@code --stale-after}: how long a unit being written may show no sign of life before it counts as interrupted. */
final class StaleAfterOption {
    @Option(names = "--stale-after", paramLabel = "LIMIT", converter = LimitConverter.class,
            description = "A cycle without _after whose agent shows no sign of life (a live .agent/control.json, or"
                    + " its _before or log written) for LIMIT is interrupted, not running: e.g. 90s, 15m, 2h"
                    + " (default 15m).")
    Duration staleAfter;

    /** {@code options} with this stale limit (the format's default when none was given). */
    SourceOptions with(SourceOptions options) {
        return new SourceOptions(options.at(), staleAfter);
    }

    static final class LimitConverter implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            try {
                return SourceOptions.parseStaleLimit(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}

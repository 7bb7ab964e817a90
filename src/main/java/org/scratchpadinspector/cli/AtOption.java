package org.scratchpadinspector.cli;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import org.scratchpadinspector.format.SourceOptions;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** {@code --at TIME}: judge time-dependent statuses (a session's expiry) at TIME instead of now. */
final class AtOption {
    @Option(names = "--at", paramLabel = "TIME", converter = InstantConverter.class,
            description = "Judge expiry at TIME (ISO 8601, e.g. 2026-04-07T18:00:00Z; no offset means UTC) instead of now.")
    Instant at;

    SourceOptions options() {
        return new SourceOptions(at);
    }

    static final class InstantConverter implements ITypeConverter<Instant> {
        @Override
        public Instant convert(String value) {
            try {
                return OffsetDateTime.parse(value).toInstant();
            } catch (DateTimeParseException withOffset) {
                try {
                    return LocalDateTime.parse(value).toInstant(ZoneOffset.UTC);
                } catch (DateTimeParseException e) {
                    throw new TypeConversionException("'" + value + "' is not a time: give e.g. 2026-04-07T18:00:00Z");
                }
            }
        }
    }
}

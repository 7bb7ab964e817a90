package org.scratchpadinspector.format;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.format.DirectoryContents;

/**
 * The known formats, asked in order; the most confident recognition wins (the first on a tie).
 */
public final class FormatRegistry {
    private final List<FormatProvider> providers;

    public FormatRegistry(List<FormatProvider> providers) {
        this.providers = List.copyOf(providers);
    }

    public List<FormatProvider> providers() {
        return providers;
    }

    public Detection detect(Path dir) {
        return detectExcept(dir, null);
    }

    /**
     * Like {@link #detect}, leaving {@code excluded} out (a companion folder is never read by the format that named
     * it). A recognition with companions comes back with a provider that opens them too.
     */
    Detection detectExcept(Path dir, FormatProvider excluded) {
        FormatProvider best = null;
        Recognition bestRecognition = null;
        String unreadable = null;
        for (FormatProvider provider : providers) {
            if (provider == excluded) {
                continue;
            }
            Recognition r;
            try {
                r = provider.recognise(dir);
            } catch (java.io.UncheckedIOException e) {
                // one provider's look failed (a folder it may not list): the others still look
                unreadable = reason(e.getCause());
                continue;
            }
            if (r.recognised() && (bestRecognition == null || r.confidence() > bestRecognition.confidence())) {
                best = provider;
                bestRecognition = r;
            }
        }
        if (best != null) {
            FormatProvider opener = bestRecognition.companions().isEmpty() ? best : new ComposingProvider(best, this);
            return new Detection(dir, opener, bestRecognition, null);
        }
        if (unreadable != null) {
            return new Detection(dir, null, null, Untrusted.line(dir.toString()) + ": cannot be read (" + unreadable
                    + "): its format cannot be told");
        }
        return new Detection(dir, null, null, DirectoryContents.of(dir).noFormatMessage(known()));
    }

    private static String reason(IOException e) {
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        return Untrusted.line(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
    }

    /** Opens the directory in its detected format, or throws with the one line saying none is known. */
    public MemorySource open(Path dir, SourceOptions options, Cancellation cancellation) throws IOException {
        Detection d = detect(dir);
        if (!d.found()) {
            throw new IllegalArgumentException(d.message());
        }
        return d.provider().open(d.recognition(), options, cancellation);
    }

    /** "known: a; b; c" for the message of a directory no format recognises. */
    public String known() {
        return "known: " + providers.stream().map(FormatProvider::describe).collect(Collectors.joining("; "));
    }

    public FormatProvider byName(String name) {
        return providers.stream().filter(p -> p.name().equals(name)).findFirst().orElse(null);
    }

    /** Every format's {@link FormatProvider#memoryFoldersOutside} of {@code dir}; a provider that cannot tell adds none. */
    public List<Path> memoryFoldersOutside(Path dir) {
        java.util.Set<Path> folders = new java.util.LinkedHashSet<>();
        for (FormatProvider provider : providers) {
            try {
                folders.addAll(provider.memoryFoldersOutside(dir));
            } catch (RuntimeException unreadableConfiguration) {
                // the command itself says what is wrong with the directory
            }
        }
        return List.copyOf(folders);
    }
}

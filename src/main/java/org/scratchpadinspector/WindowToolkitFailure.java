package org.scratchpadinspector;

import java.util.Optional;

/**
 * Recognises why JavaFX could not start its toolkit, so that the operator reads one line naming the fix instead
 * of a stack trace (decision 0040). JavaFX's GTK platform throws {@code UnsupportedOperationException} with
 * "Unable to load glass GTK library." when libgtk-3 cannot be loaded, and "Unable to open DISPLAY" when no X
 * server answers at {@code $DISPLAY}; a missing native library of its own shows as an
 * {@code UnsatisfiedLinkError} naming it.
 */
final class WindowToolkitFailure {
    static final String INSTALL_GTK = "apt-get install libgtk-3-0 libgl1";

    private WindowToolkitFailure() {
    }

    /** The line to print for {@code failure}, or empty when it is not a toolkit start failure we know. */
    static Optional<String> explain(Throwable failure, String display) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            String message = t.getMessage() == null ? "" : t.getMessage();
            if (message.contains("Unable to load glass GTK library")
                    || t instanceof UnsatisfiedLinkError && message.toLowerCase(java.util.Locale.ROOT).contains("gtk")) {
                return Optional.of("The window needs GTK 3: " + INSTALL_GTK
                        + " (the command line works without it: try --help).");
            }
            if (message.contains("Unable to open DISPLAY")) {
                return Optional.of("Cannot open the display " + (display == null ? "" : display)
                        + " (no X server answers there); the command line works without one: try --help.");
            }
            if (t instanceof UnsatisfiedLinkError && message.contains("libGL")) {
                return Optional.of("The window needs OpenGL: " + INSTALL_GTK
                        + " (the command line works without it: try --help).");
            }
        }
        return Optional.empty();
    }
}

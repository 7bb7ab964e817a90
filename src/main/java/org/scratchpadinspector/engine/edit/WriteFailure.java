package org.scratchpadinspector.engine.edit;

import java.io.IOException;
import java.nio.file.FileSystemException;

/**
 * A safe write that could not be made, said in one line that names the file and what became of it, e.g.
 * {@code cannot write active.yaml (No space left on device): nothing was written}. {@link #nothingWritten()}
 * is true when the file is exactly as it was.
 */
public final class WriteFailure extends IOException {
    private final boolean nothingWritten;

    WriteFailure(String message, boolean nothingWritten, Throwable cause) {
        super(message, cause);
        this.nothingWritten = nothingWritten;
    }

    public boolean nothingWritten() {
        return nothingWritten;
    }

    /** The system's words for what went wrong, without the path the message already names. */
    static String reason(IOException e) {
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        if (e instanceof FileSystemException fs) {
            return fs.getClass().getSimpleName().replace("Exception", "").replaceAll("([a-z])([A-Z])", "$1 $2")
                    .toLowerCase(java.util.Locale.ROOT);
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}

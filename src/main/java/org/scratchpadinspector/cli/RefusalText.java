package org.scratchpadinspector.cli;

import java.io.PrintWriter;
import org.scratchpadinspector.engine.edit.EditOutcome;

/**
 * How edit, undo and restore say that nothing was written, and what went wrong after a write: the reason on
 * one line, then "nothing was written" unless the reason already said what became of the file.
 */
final class RefusalText {
    private RefusalText() {
    }

    static int refuse(PrintWriter err, String reason) {
        err.println("refused: " + reason);
        if (!reason.contains("nothing was written") && !reason.contains("was not applied")) {
            err.println("nothing was written");
        }
        return 1;
    }

    /** A write that happened but whose journal line could not be completed: said, and the command still succeeds. */
    static void warnings(PrintWriter err, EditOutcome.Applied applied) {
        if (applied.warning() != null) {
            err.println("warning: " + applied.warning());
        }
    }
}

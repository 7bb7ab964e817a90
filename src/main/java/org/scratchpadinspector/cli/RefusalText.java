package org.scratchpadinspector.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * How edit, undo and restore say that nothing was written, and what went wrong after a write: the reason on
 * one line, then "nothing was written" unless the reason already said what became of the file.
 */
final class RefusalText {
    static final String WARNING = "warning: ";

    private RefusalText() {
    }

    static int refuse(PrintWriter err, String reason) {
        err.println("refused: " + reason);
        if (!reason.contains("nothing was written") && !reason.contains("was not applied")) {
            err.println("nothing was written");
        }
        return 1;
    }

    /**
     * What a write reports: its lines on standard output, {@code suffix} after the last of them, and its warning
     * lines (a journal line that could not be completed) on standard error; the command still succeeds.
     */
    static void written(PrintWriter out, PrintWriter err, String report, String suffix) {
        List<String> lines = new ArrayList<>();
        for (String line : report.split("\n", -1)) {
            if (line.startsWith(WARNING)) {
                err.println(line);
            } else {
                lines.add(line);
            }
        }
        for (int i = 0; i < lines.size(); i++) {
            out.println(i == lines.size() - 1 ? lines.get(i) + suffix : lines.get(i));
        }
    }
}

package org.scratchpadinspector.cli;

import java.io.PrintWriter;
import org.scratchpadinspector.engine.blame.Blame;
import org.scratchpadinspector.engine.blame.BlameValues;
import org.scratchpadinspector.engine.blame.FieldChangeRecord;
import org.scratchpadinspector.model.FieldPath;

/** blame's text form: one block per change, values on one line each, an appended text shown as its tail. */
final class BlameText {
    private final PrintWriter out;
    private final String kind;

    BlameText(PrintWriter out, String kind) {
        this.out = out;
        this.kind = kind;
    }

    void print(Blame.Report r) {
        if (!r.everExisted()) {
            return;
        }
        int n = r.changes().size();
        out.println(r.path() + ": " + (n == 0 ? "no changes" : n + " change" + (n == 1 ? "" : "s") + ", newest first"));
        for (FieldChangeRecord c : r.changes()) {
            out.println();
            out.println(BlameCommand.where(c, kind) + "  by " + c.by().key());
            var appended = BlameValues.appendedText(c.oldValue(), c.newValue());
            if (appended.isPresent()) {
                out.println("  appended: " + BlameValues.oneLineCut(appended.get()));
            } else {
                String[] shown = BlameValues.fromFirstDifference(BlameValues.value(c.oldValue()), BlameValues.value(c.newValue()));
                out.println("  old: " + shown[0]);
                out.println("  new: " + shown[1]);
            }
            if (c.detail() != null) {
                out.println("  " + c.detail());
            }
        }
        if (r.firstValue() != FieldPath.ABSENT && r.firstPoint() != null) {
            out.println();
            out.println("first seen in " + r.firstPoint().label() + ": " + BlameValues.oneLineCut(r.firstValue()));
        }
        for (String u : r.unreadable()) {
            out.println("unreadable, changes across it are joined: " + u);
        }
    }
}

package org.scratchpadinspector.ui.edit;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import org.scratchpadinspector.engine.edit.JournalEntry;

/** One edit of the journal (its lines folded, with its final verdict) as the journal table shows it. */
public record JournalRow(String time, String how, String status, String operation, String sections, String cycle,
                         String detail) {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS")
            .withZone(ZoneId.systemDefault());

    public static JournalRow of(org.scratchpadinspector.engine.edit.JournalEdit edit) {
        JournalEntry first = edit.first();
        String detail = edit.message() != null ? edit.message() : first.preview() != null ? first.preview() : "";
        return new JournalRow(TIME.format(first.time()), first.how().key(), edit.status().key(), first.operation(),
                String.join(", ", first.sections()), edit.cycle() == null ? "" : edit.cycle(), detail);
    }

    public static JournalRow of(JournalEntry e) {
        String detail = e.message() != null ? e.message() : e.preview() != null ? e.preview() : "";
        return new JournalRow(TIME.format(e.time()), e.how().key(), e.status().key(), e.operation(),
                String.join(", ", e.sections()), e.cycle() == null ? "" : e.cycle(), detail);
    }
}

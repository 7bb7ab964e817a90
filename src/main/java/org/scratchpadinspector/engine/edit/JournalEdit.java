package org.scratchpadinspector.engine.edit;

import java.util.List;
import java.util.Objects;

/**
 * One edit as the journal tells it: the line that started it (a write, a queued edit, an injection, an undo,
 * an outside write) and the lines that followed it up (applied or rejected, lost), folded into one row with
 * its final verdict. {@code lostNow} is a loss found by reading the agent's files that no line records yet.
 *
 * @param lines every journal line about this edit, in journal order; the first one started it
 */
public record JournalEdit(List<JournalEntry> lines, LostEdit lostNow) {
    public JournalEdit {
        lines = List.copyOf(lines);
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("an edit has at least one journal line");
        }
    }

    /** The line that started the edit; its id names the edit. */
    public JournalEntry first() {
        return lines.get(0);
    }

    /** The line with the final verdict in the journal. */
    public JournalEntry last() {
        return lines.get(lines.size() - 1);
    }

    public String id() {
        return first().id();
    }

    public JournalEntry.Status status() {
        return lostNow != null ? JournalEntry.Status.LOST : last().status();
    }

    public boolean isLost() {
        return status() == JournalEntry.Status.LOST;
    }

    /** The line that recorded the edit taking effect (written to active.yaml, or applied by the agent); null if none. */
    public JournalEntry effect() {
        for (int i = lines.size() - 1; i >= 0; i--) {
            JournalEntry e = lines.get(i);
            if (e.status() == JournalEntry.Status.APPLIED || e.status() == JournalEntry.Status.UNDONE) {
                return e;
            }
        }
        return null;
    }

    /**
     * The cycle of the final verdict: for a lost edit the cycle that overwrote it (null when another writer
     * did), else the cycle recorded by the last line (where it was applied, or the cycle it waits for).
     */
    public String cycle() {
        if (lostNow != null) {
            return lostNow.overwrittenBy();
        }
        return last().cycle();
    }

    /** The sections a lost edit lost (all its sections when the journal does not say); else its sections. */
    public List<String> lostSections() {
        if (lostNow != null) {
            return lostNow.sections();
        }
        return isLost() && !last().sections().isEmpty() ? last().sections() : first().sections();
    }

    /** Why it ended as it did, when a line says so: the loss, the rejection, the agent's acknowledgement. */
    public String message() {
        if (lostNow != null) {
            return lostNow.message();
        }
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (lines.get(i).message() != null) {
                return lines.get(i).message();
            }
        }
        return null;
    }

    /** The loud line of a lost edit: the one its loss was journaled with, or one built from the row. */
    public String lossMessage() {
        String message = message();
        if (message != null && message.startsWith("LOST EDIT")) {
            return message;
        }
        return "LOST EDIT: " + first().operation() + " (" + first().time() + ")"
                + (cycle() == null ? "" : ": overwritten when cycle " + cycle() + " ended")
                + (message == null ? "" : ": " + message);
    }

    /** Whether {@code line} is one of this edit's lines (by id). */
    public boolean has(JournalEntry line) {
        return lines.stream().anyMatch(l -> Objects.equals(l.id(), line.id()));
    }
}

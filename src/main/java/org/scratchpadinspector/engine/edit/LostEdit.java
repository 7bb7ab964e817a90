package org.scratchpadinspector.engine.edit;

import java.util.List;

/**
 * A journaled edit that did not survive: a write missing from the state the next unit started from, a write made
 * while a unit ran missing from that unit's end, or an injection wiped by the crash of the unit it was applied in.
 *
 * @param edit          the journal line of the write (or of the injection's {@code applied})
 * @param nextCycle     the unit whose state lacks the edit
 * @param overwrittenBy the unit whose end wrote the memory over the edit; null when none did (another writer did)
 * @param sections      the sections whose values are not in that state
 * @param checkedIn     which state of {@code nextCycle} lacks them, as the format names it ({@code _before}, or
 *                      {@code _after} for an edit made while {@code nextCycle} ran)
 */
public record LostEdit(JournalEntry edit, String nextCycle, String overwrittenBy, List<String> sections,
                       String checkedIn) {
    public static final String BEFORE = "_before";
    public static final String AFTER = "_after";

    public LostEdit {
        sections = List.copyOf(sections);
        checkedIn = checkedIn == null ? BEFORE : checkedIn;
    }

    public LostEdit(JournalEntry edit, String nextCycle, String overwrittenBy, List<String> sections) {
        this(edit, nextCycle, overwrittenBy, sections, BEFORE);
    }

    /** True for an injection the crash path of the cycle it was applied in wiped. */
    public boolean wipedByCrash() {
        return edit.how() == JournalEntry.How.INJECTED;
    }

    /** The loud message: what was lost, where it is missing, and who overwrote it. */
    public String message() {
        String what = (edit.how() == JournalEntry.How.OUTSIDE ? "the outside write to active.yaml" : edit.operation())
                + " (" + edit.time() + ")";
        String who;
        if (wipedByCrash()) {
            who = "cycle " + nextCycle + " crashed and its crash path replaced what the injection wrote";
        } else if (overwrittenBy == null) {
            who = "another writer changed active.yaml after it was written";
        } else {
            who = "cycle " + overwrittenBy + " was running and wrote active.yaml over it when it ended";
        }
        return "LOST EDIT: " + what + " is not in the " + snapshot() + " of cycle " + nextCycle + " (sections "
                + String.join(", ", sections) + "): " + who;
    }

    /** {@code _before} or {@code _after}. */
    public String snapshot() {
        return checkedIn;
    }
}

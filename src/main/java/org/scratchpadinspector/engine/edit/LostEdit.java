package org.scratchpadinspector.engine.edit;

import java.util.List;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Side;

/**
 * A journaled edit that did not survive (rule 7): a write missing from the next cycle's {@code _before}, a
 * write made while a cycle ran missing from that cycle's {@code _after}, or an injection wiped by the crash
 * of the cycle it was applied in.
 *
 * @param edit          the journal line of the write (or of the injection's {@code applied})
 * @param nextCycle     the cycle whose snapshot lacks the edit
 * @param overwrittenBy the cycle whose end (Event 6) wrote active.yaml over the edit; null when no cycle
 *                      did (another writer did)
 * @param sections      the sections whose values are not in that snapshot
 * @param checkedIn     which snapshot of {@code nextCycle} lacks them: BEFORE, or AFTER for an edit made
 *                      while {@code nextCycle} ran
 */
public record LostEdit(JournalEntry edit, CycleId nextCycle, CycleId overwrittenBy, List<String> sections,
                       Side checkedIn) {
    public LostEdit {
        sections = List.copyOf(sections);
        checkedIn = checkedIn == null ? Side.BEFORE : checkedIn;
    }

    public LostEdit(JournalEntry edit, CycleId nextCycle, CycleId overwrittenBy, List<String> sections) {
        this(edit, nextCycle, overwrittenBy, sections, Side.BEFORE);
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
        return checkedIn == Side.AFTER ? "_after" : "_before";
    }
}

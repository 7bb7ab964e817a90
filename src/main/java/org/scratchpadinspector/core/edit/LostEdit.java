package org.scratchpadinspector.core.edit;

import java.util.List;
import org.scratchpadinspector.core.scratchpad.CycleId;

/**
 * A journaled write to active.yaml that did not reach the next cycle's {@code _before} (rule 7).
 *
 * @param edit          the journal line of the write
 * @param nextCycle     the first cycle that started after the write, whose {@code _before} lacks it
 * @param overwrittenBy the cycle whose end (Event 6) wrote active.yaml over the edit; null when no cycle
 *                      did (another writer did)
 * @param sections      the sections whose written values are not in {@code nextCycle}'s {@code _before}
 */
public record LostEdit(JournalEntry edit, CycleId nextCycle, CycleId overwrittenBy, List<String> sections) {
    public LostEdit {
        sections = List.copyOf(sections);
    }

    /** The loud message: what was lost, where it is missing, and who overwrote it. */
    public String message() {
        String what = edit.operation() + " (" + edit.time() + ")";
        String who = overwrittenBy == null
                ? "another writer changed active.yaml after it was written"
                : "cycle " + overwrittenBy + " was running and wrote active.yaml over it when it ended";
        return "LOST EDIT: " + what + " is not in the _before of cycle " + nextCycle + " (sections "
                + String.join(", ", sections) + "): " + who;
    }
}

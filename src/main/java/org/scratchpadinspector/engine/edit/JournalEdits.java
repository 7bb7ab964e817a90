package org.scratchpadinspector.engine.edit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The journal read as edits, one row each with its final verdict. The journal is append-only, so one edit
 * takes several lines: a queued edit and the line that wrote it, an injection and the agent's answer, a
 * write and the line that found it lost later. A follow-up line names the line it is about in {@code ref};
 * an undo names the edit it undoes there too, but is an edit of its own (a write that can itself be lost).
 */
public final class JournalEdits {
    private JournalEdits() {
    }

    /**
     * Folds {@code entries} into edits in the order they started; {@code lostNow} (losses found in the agent's
     * files and not journaled yet) set the verdict of the edit whose write they name.
     */
    public static List<JournalEdit> fold(List<JournalEntry> entries, List<LostEdit> lostNow) {
        Map<String, String> editOf = new HashMap<>();
        Map<String, List<JournalEntry>> lines = new LinkedHashMap<>();
        for (JournalEntry e : entries) {
            String owner = isFollowUp(e) ? editOf.get(e.ref()) : null;
            if (owner == null || editOf.containsKey(e.id())) {
                owner = e.id();
                lines.putIfAbsent(owner, new ArrayList<>());
            }
            editOf.putIfAbsent(e.id(), owner);
            lines.get(owner).add(e);
        }
        Map<String, LostEdit> lostByEdit = new HashMap<>();
        for (LostEdit l : lostNow) {
            String owner = editOf.get(l.edit().id());
            if (owner != null) {
                lostByEdit.putIfAbsent(owner, l);
            }
        }
        List<JournalEdit> edits = new ArrayList<>();
        lines.forEach((id, group) -> edits.add(new JournalEdit(group, lostByEdit.get(id))));
        return List.copyOf(edits);
    }

    /** A line that reports what became of an earlier one (rather than starting an edit of its own). */
    private static boolean isFollowUp(JournalEntry e) {
        return e.ref() != null && (e.status() == JournalEntry.Status.APPLIED || e.status() == JournalEntry.Status.REJECTED
                || e.status() == JournalEntry.Status.LOST);
    }

    /**
     * The lost edits still standing: lost, and not written again since. A lost edit counts as re-applied once
     * a later edit that took effect (and was not lost itself) wrote every section it lost, or, for one whose
     * sections are unknown, once any later edit took effect.
     */
    public static List<JournalEdit> outstandingLost(List<JournalEdit> edits) {
        List<JournalEdit> standing = new ArrayList<>();
        for (int i = 0; i < edits.size(); i++) {
            JournalEdit edit = edits.get(i);
            if (!edit.isLost()) {
                continue;
            }
            Set<String> missing = new HashSet<>(edit.lostSections());
            boolean reapplied = false;
            for (int later = i + 1; later < edits.size() && !reapplied; later++) {
                JournalEdit next = edits.get(later);
                if (next.status() == JournalEntry.Status.APPLIED && next.effect() != null) {
                    missing.removeAll(next.first().sections());
                    reapplied = missing.isEmpty() || edit.lostSections().isEmpty();
                }
            }
            if (!reapplied) {
                standing.add(edit);
            }
        }
        return List.copyOf(standing);
    }
}

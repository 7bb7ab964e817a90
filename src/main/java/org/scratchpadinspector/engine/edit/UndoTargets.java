package org.scratchpadinspector.engine.edit;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Which journaled edit Undo takes back: the newest that took effect and is not undone yet, with its previous
 * version in the history. That is a write to the file, or an injection the agent applied (its history entry is the
 * agent's state just before it was sent). An injection a crash wiped is lost, not undoable: nothing of it is left.
 */
public final class UndoTargets {
    private UndoTargets() {
    }

    /** The newest undoable line of {@code entries} (in journal order), or null. */
    public static JournalEntry newest(List<JournalEntry> entries) {
        Set<String> undone = new HashSet<>();
        Set<String> lost = new HashSet<>();
        for (JournalEntry e : entries) {
            if (e.ref() != null && e.status() == JournalEntry.Status.UNDONE) {
                undone.add(e.ref());
            } else if (e.ref() != null && e.status() == JournalEntry.Status.LOST) {
                lost.add(e.ref());
            }
        }
        for (int i = entries.size() - 1; i >= 0; i--) {
            JournalEntry e = entries.get(i);
            if (e.status() != JournalEntry.Status.APPLIED || e.history() == null) {
                continue;
            }
            if (e.isWrite() && !undone.contains(e.id())) {
                return e;
            }
            if (isAppliedInjection(e) && !undone.contains(e.id()) && !lost.contains(e.id())
                    && (e.ref() == null || !lost.contains(e.ref()))) {
                return e;
            }
        }
        return null;
    }

    /** An {@code applied} line of an injection: the agent took it in, at wake or between iterations. */
    public static boolean isAppliedInjection(JournalEntry e) {
        return e.how() == JournalEntry.How.INJECTED && e.status() == JournalEntry.Status.APPLIED;
    }

    /** The {@code queued} line an applied injection follows up (it holds the value sent), or null. */
    public static JournalEntry queuedLineOf(List<JournalEntry> entries, JournalEntry applied) {
        if (applied.ref() == null) {
            return null;
        }
        return entries.stream().filter(e -> e.id().equals(applied.ref())).findFirst().orElse(null);
    }
}

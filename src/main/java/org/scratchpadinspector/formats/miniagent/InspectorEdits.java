package org.scratchpadinspector.formats.miniagent;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.engine.edit.Journal;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.UnitEvent;

/**
 * The store edits this inspector journaled in an experiment folder, read only: they show in the store's
 * timeline, and when the file is still what the newest one wrote, the version it replaced is the store's
 * "previous" state exactly.
 */
final class InspectorEdits {
    private final List<JournalEntry> applied;
    private final Path folder;

    private InspectorEdits(Path folder, List<JournalEntry> applied) {
        this.folder = folder;
        this.applied = applied;
    }

    static InspectorEdits of(Path experiment) {
        Path folder = experiment.resolve(".inspector");
        List<JournalEntry> applied = new ArrayList<>();
        try {
            for (JournalEntry e : new Journal(folder.resolve(Journal.FILE_NAME)).read().entries()) {
                if (e.status() == JournalEntry.Status.APPLIED && e.history() != null
                        && e.history().endsWith("_" + ExperimentLayout.STORE)) {
                    applied.add(e);
                }
            }
        } catch (IOException e) {
            return new InspectorEdits(folder, List.of());
        }
        return new InspectorEdits(folder, applied);
    }

    List<UnitEvent> events() {
        return applied.stream().map(e -> new UnitEvent("edit", e.time().toString(), "inspector edit: "
                + e.operation(), "previous version: .inspector/history/" + e.history(), Severity.OK)).toList();
    }

    /** The newest edit when the store file is still exactly what it wrote, else null. */
    JournalEntry newestIfCurrent(String currentHash) {
        if (applied.isEmpty()) {
            return null;
        }
        JournalEntry newest = applied.get(applied.size() - 1);
        return currentHash != null && currentHash.equals(newest.hashAfter()) ? newest : null;
    }

    Path historyFile(JournalEntry entry) {
        return folder.resolve("history").resolve(entry.history());
    }
}

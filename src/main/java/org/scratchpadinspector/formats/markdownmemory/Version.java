package org.scratchpadinspector.formats.markdownmemory;

import java.util.List;
import org.scratchpadinspector.engine.history.FileChange;
import org.scratchpadinspector.engine.history.LoggedVersion;
import org.scratchpadinspector.model.UnitId;

/**
 * One version as the source lists it: the history's version, what it changed in sections, and the rules its
 * memory breaks.
 *
 * @param logged          the history's record (commit, author, time, message, flags, file changes)
 * @param unitId          its unit id, sorted by place
 * @param sectionsChanged {@code file#Heading/Sub}, {@code file#§N}, {@code file#front-matter}, in order
 * @param findings        rules broken
 * @param unreadable      files of the version that cannot be read, one line each
 */
record Version(LoggedVersion logged, UnitId unitId, List<String> sectionsChanged, List<Finding> findings,
               List<String> unreadable) {
    static final String WORKTREE = "worktree";

    Version {
        sectionsChanged = List.copyOf(sectionsChanged);
        findings = List.copyOf(findings);
        unreadable = List.copyOf(unreadable);
    }

    List<FileChange> changes() {
        return logged.changes();
    }

    List<String> filesChanged() {
        return logged.changes().stream().map(FileChange::path).toList();
    }

    boolean worktree() {
        return logged.commit() == null;
    }

    static UnitId id(String text, int sequence) {
        return new UnitId(text, String.format("%09d", sequence));
    }
}

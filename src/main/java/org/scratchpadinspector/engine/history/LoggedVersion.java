package org.scratchpadinspector.engine.history;

import java.util.List;
import org.eclipse.jgit.lib.ObjectId;

/**
 * One version of a memory directory as a history holds it.
 *
 * @param id       what the operator types: a commit's 12-hex prefix, {@code r<n>} for a recording, {@code worktree}
 * @param sequence its place, from 1, oldest first
 * @param commit   the commit, or null for the files as they are now
 * @param time     ISO-8601 with the writer's offset ({@code 2026-03-01T10:00:00+00:00}), or null when unknown
 * @param author   the git author's name; {@code inspector} or {@code unknown} in a recording; null when unknown
 * @param message  the commit message without its trailers, or null
 * @param flags    flags the history itself carries ({@code gap})
 * @param changes  the memory files it changed, in path order
 */
public record LoggedVersion(String id, int sequence, ObjectId commit, String time, String author, String message,
                            List<String> flags, List<FileChange> changes) {
    public LoggedVersion {
        flags = List.copyOf(flags);
        changes = List.copyOf(changes);
    }
}

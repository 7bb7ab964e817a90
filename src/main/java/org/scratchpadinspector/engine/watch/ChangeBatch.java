package org.scratchpadinspector.engine.watch;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/**
 * File names (not paths) that were created, modified or deleted in the watched directory or its logs
 * directory during one debounce window.
 *
 * @param changedNames names of the changed entries, sorted; a name may refer to a file that no longer exists
 * @param rescanNeeded events were lost (queue overflow, the directory came back, the logs directory
 *     appeared): the listener must re-list the directories instead of trusting {@code changedNames}
 * @param firstEventNanos {@link System#nanoTime()} when the first event of this batch was received
 */
public record ChangeBatch(Set<String> changedNames, boolean rescanNeeded, long firstEventNanos) {
    public ChangeBatch {
        changedNames = Collections.unmodifiableSortedSet(new TreeSet<>(changedNames));
    }
}

package org.scratchpadinspector.engine.edit;

import java.io.IOException;
import java.util.List;

/**
 * A facet a format offers when it can tell, from the agent's own files, which journaled edits did not survive (seed
 * 000: an edit missing from the next cycle's {@code _before}). {@code journal} and {@code check} fold its findings
 * into the journal's edits.
 */
public interface LostEdits {
    /** The losses found now among {@code journal}'s lines (journaled ones included only when not marked yet). */
    List<LostEdit> detect(List<JournalEntry> journal) throws IOException;
}

package org.scratchpadinspector.engine.edit;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.scratchpadinspector.model.MemorySource;

/** How many edits of a source's journal were lost and still stand (what {@code check} and {@code journal} say). */
public final class LostEditCount {
    private LostEditCount() {
    }

    /** The count for a source whose format can tell losses ({@link LostEdits}); 0 for one that cannot or was never edited. */
    public static int of(MemorySource source) throws IOException {
        if (source.facet(LostEdits.class).isEmpty()) {
            return 0;
        }
        List<JournalEntry> entries = new ArrayList<>();
        for (Path file : JournalFiles.under(source.directory())) {
            entries.addAll(new Journal(file).read().entries());
        }
        if (entries.isEmpty()) {
            return 0;
        }
        entries.sort(Comparator.comparing(JournalEntry::time));
        List<LostEdit> lostNow = source.facet(LostEdits.class).get().detect(entries);
        return JournalEdits.outstandingLost(JournalEdits.fold(entries, lostNow)).size();
    }
}

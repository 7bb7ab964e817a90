package org.scratchpadinspector.engine.edit;

import java.io.IOException;
import java.time.Clock;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesSource;
import org.scratchpadinspector.model.MemorySource;

/** How many edits of a source's journal were lost and still stand (what {@code check} and {@code journal} say). */
public final class LostEditCount {
    private LostEditCount() {
    }

    /** The count for a source the safe write journals (seed 000 today); 0 for one the inspector never edits. */
    public static int of(MemorySource source) throws IOException {
        if (source instanceof YamlCyclesSource cycles) {
            return JournalEdits.standingLost(new MemoryEditor(cycles.scratchpad().location(), Clock.systemUTC())).size();
        }
        return 0;
    }
}

package org.scratchpadinspector.engine.blame;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.Journal;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.LostEditDetector;
import org.scratchpadinspector.engine.edit.MemoryEditor;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;

/**
 * Which changes the edit journal explains. A write to active.yaml (an edit or an undo, written directly,
 * from the queue or between Command-mode steps) explains a change of a section between cycles when it is
 * the cycle the write came before (the first cycle newer than the one the journal line records) and the
 * section's value in that cycle's {@code _before} is the value the write left (its recorded fingerprint);
 * a write after the newest cycle explains active.yaml the same way. An applied injection explains a change
 * of a section it names inside the cycle it was applied in. The journal is read once; damaged lines are
 * skipped (and counted).
 */
public final class JournalAttribution {
    private final Map<Integer, List<JournalEntry>> writesBeforeCycle = new HashMap<>();
    private final List<JournalEntry> writesAfterNewest = new ArrayList<>();
    private final Map<CycleId, List<JournalEntry>> injectionsInCycle = new HashMap<>();
    private final int damagedLines;

    private JournalAttribution(List<JournalEntry> entries, CycleIndex index, int damagedLines) {
        this.damagedLines = damagedLines;
        for (JournalEntry e : entries) {
            if (e.isWrite()) {
                int next = nextCycle(index, e.cycle());
                if (next < 0) {
                    writesAfterNewest.add(e);
                } else {
                    writesBeforeCycle.computeIfAbsent(next, k -> new ArrayList<>()).add(e);
                }
            } else if (e.how() == JournalEntry.How.INJECTED && e.status() == JournalEntry.Status.APPLIED
                    && e.cycle() != null && CycleId.parse(e.cycle()) != null) {
                injectionsInCycle.computeIfAbsent(CycleId.parse(e.cycle()), k -> new ArrayList<>()).add(e);
            }
        }
    }

    /** Reads {@code .inspector/journal.jsonl} of the scratchpad (missing: nothing is explained). */
    public static JournalAttribution read(ScratchpadLocation location, CycleIndex index) throws IOException {
        Path file = location.directory().resolve(MemoryEditor.INSPECTOR_DIR).resolve(Journal.FILE_NAME);
        Journal.Contents contents = new Journal(file).read();
        return new JournalAttribution(contents.entries(), index, contents.damagedLines());
    }

    public static JournalAttribution of(List<JournalEntry> entries, CycleIndex index) {
        return new JournalAttribution(entries, index, 0);
    }

    public int damagedLines() {
        return damagedLines;
    }

    /** The newest journal line that explains {@code section} changing to {@code value} in {@code t}, or null. */
    public JournalEntry explain(Transition t, String section, Object value) {
        List<JournalEntry> candidates = switch (t.kind()) {
            case BETWEEN_CYCLES -> writesBeforeCycle.getOrDefault(t.cycleIndex(), List.of());
            case UNCOMMITTED -> writesAfterNewest;
            case WITHIN_CYCLE -> injectionsInCycle.getOrDefault(t.cycle(), List.of());
        };
        String fingerprint = null;
        for (int i = candidates.size() - 1; i >= 0; i--) {
            JournalEntry e = candidates.get(i);
            String expected = e.expect().get(section);
            if (expected != null && fingerprint == null) {
                // a large value's fingerprint is costly, and most transitions have no journal line to match
                fingerprint = value == FieldPath.ABSENT ? LostEditDetector.ABSENT : Hashes.fingerprint(value);
            }
            if (expected != null ? expected.equals(fingerprint)
                    : e.sections().contains(section) && (e.expect().isEmpty() || t.kind() == Transition.Kind.WITHIN_CYCLE)) {
                return e;
            }
        }
        return null;
    }

    private static int nextCycle(CycleIndex index, String cycle) {
        CycleId after = cycle == null ? null : CycleId.parse(cycle);
        if (cycle != null && after == null) {
            return -1;
        }
        for (int i = 0; i < index.size(); i++) {
            if (after == null || index.id(i).compareTo(after) > 0) {
                return i;
            }
        }
        return -1;
    }

    /** One line for a change the journal explains: how, what and when. */
    public static String describe(JournalEntry e) {
        String text = "journal " + e.id() + ": " + e.operation() + " (" + e.how().key()
                + (e.status() == JournalEntry.Status.UNDONE ? ", undo" : "") + ") at "
                + e.time().truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
        return e.message() == null ? text : text + "; " + e.message();
    }
}

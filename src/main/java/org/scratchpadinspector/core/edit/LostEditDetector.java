package org.scratchpadinspector.core.edit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.scratchpadinspector.core.scratchpad.CycleId;
import org.scratchpadinspector.core.scratchpad.CycleIndex;
import org.scratchpadinspector.core.scratchpad.ScratchpadLocation;
import org.scratchpadinspector.core.scratchpad.Side;
import org.scratchpadinspector.core.yaml.YamlProblem;
import org.scratchpadinspector.core.yaml.YamlReader;

/**
 * Rule 7: every journaled write to active.yaml must show in the {@code _before} of the next cycle. The
 * next cycle of a write is the first cycle whose id is after {@code cycle}, the newest cycle when the write
 * happened. Its {@code _before} is compared with the write section by section, by parsed value
 * ({@link Hashes#fingerprint}), never by bytes; last_updated is left out (the agent stamps it).
 *
 * <p>The cycle that overwrote a lost edit is the one whose Event 6 came after the write: the cycle
 * recorded as running at the write if there was one, else the first cycle from {@code cycle} on whose
 * {@code _after} (written just before active.yaml) is no older than active.yaml was right after the write.
 * See docs/decisions/0016.
 *
 * <p>Detection reads only. A write is not checked yet while its next cycle has no {@code _before}; a write
 * superseded by a later write of the same sections before that cycle, an undone write, and a write already
 * marked lost are not reported.
 */
public final class LostEditDetector {
    /** The fingerprint of a section the write removed. */
    public static final String ABSENT = "absent";

    private LostEditDetector() {
    }

    public static List<LostEdit> detect(ScratchpadLocation location, List<JournalEntry> journal) throws IOException {
        CycleIndex index = CycleIndex.scan(location);
        Set<String> settled = new HashSet<>();
        for (JournalEntry e : journal) {
            if (e.ref() != null && (e.status() == JournalEntry.Status.LOST || e.status() == JournalEntry.Status.UNDONE)) {
                settled.add(e.ref());
            }
        }
        List<JournalEntry> writes = journal.stream().filter(JournalEntry::isWrite).toList();
        List<LostEdit> lost = new ArrayList<>();
        for (int w = 0; w < writes.size(); w++) {
            JournalEntry edit = writes.get(w);
            if (settled.contains(edit.id()) || edit.expect().isEmpty()) {
                continue;
            }
            int next = nextCycle(index, edit.cycle());
            if (next < 0 || !index.has(next, CycleIndex.BEFORE)) {
                continue;
            }
            Set<String> sections = new HashSet<>(edit.expect().keySet());
            for (int later = w + 1; later < writes.size(); later++) {
                if (nextCycle(index, writes.get(later).cycle()) == next) {
                    sections.removeAll(writes.get(later).expect().keySet());
                }
            }
            if (sections.isEmpty()) {
                continue;
            }
            Map<String, Object> before = readBefore(location, index.id(next));
            if (before == null) {
                continue;
            }
            List<String> missing = new ArrayList<>();
            for (Map.Entry<String, String> expected : edit.expect().entrySet()) {
                String section = expected.getKey();
                if (!sections.contains(section)) {
                    continue;
                }
                String actual = before.containsKey(section) ? Hashes.fingerprint(before.get(section)) : ABSENT;
                if (!actual.equals(expected.getValue())) {
                    missing.add(section);
                }
            }
            if (!missing.isEmpty()) {
                missing.sort(null);
                lost.add(new LostEdit(edit, index.id(next), overwriter(location, index, edit, next), missing));
            }
        }
        return List.copyOf(lost);
    }

    /** Appends a {@code lost} line for each of {@code lost} (journaled writes themselves stay unchanged). */
    public static void markLost(Journal journal, List<LostEdit> lost, Clock clock) throws IOException {
        for (LostEdit l : lost) {
            JournalEntry e = l.edit();
            journal.append(JournalEntry.of(clock.instant(), e.how(), JournalEntry.Status.LOST, e.operation(),
                            l.sections())
                    .withRef(e.id())
                    .withCycle(l.overwrittenBy() == null ? null : l.overwrittenBy().toString(), false)
                    .withNextCycle(l.nextCycle().toString())
                    .withHashes(e.hashBefore(), e.hashAfter())
                    .withPreview(e.preview())
                    .withMessage(l.message()));
        }
    }

    /** Detects with the editor's journal and marks what it finds; returns the newly found lost edits. */
    public static List<LostEdit> detectAndMark(MemoryEditor editor) throws IOException {
        List<LostEdit> lost = detect(editor.location(), editor.journal().read().entries());
        markLost(editor.journal(), lost, editor.clock());
        return lost;
    }

    private static int nextCycle(CycleIndex index, String cycle) {
        CycleId after = cycle == null ? null : CycleId.parse(cycle);
        for (int i = 0; i < index.size(); i++) {
            if (after == null || index.id(i).compareTo(after) > 0) {
                return i;
            }
        }
        return -1;
    }

    private static CycleId overwriter(ScratchpadLocation location, CycleIndex index, JournalEntry edit, int next)
            throws IOException {
        CycleId recorded = edit.cycle() == null ? null : CycleId.parse(edit.cycle());
        if (edit.cycleRunning() && recorded != null) {
            return recorded;
        }
        Instant written = edit.writtenAt() != null ? edit.writtenAt() : edit.time();
        int from = recorded == null ? 0 : Math.max(0, index.indexOf(recorded));
        for (int i = from; i <= next && i < index.size(); i++) {
            if (!index.has(i, CycleIndex.AFTER)) {
                continue;
            }
            Path after = location.snapshot(index.id(i), Side.AFTER);
            try {
                if (!Files.getLastModifiedTime(after).toInstant().isBefore(written)) {
                    return index.id(i);
                }
            } catch (java.nio.file.NoSuchFileException e) {
                // deleted since the listing
            }
        }
        return null;
    }

    private static Map<String, Object> readBefore(ScratchpadLocation location, CycleId id) throws IOException {
        try {
            return StateSchema.loadLikeSeed(YamlReader.parseMapping(Files.readAllBytes(location.snapshot(id, Side.BEFORE))));
        } catch (YamlProblem | java.nio.file.NoSuchFileException e) {
            return null;
        }
    }
}

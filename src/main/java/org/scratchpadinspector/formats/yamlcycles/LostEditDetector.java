package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;

import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.Journal;
import org.scratchpadinspector.engine.edit.LostEdit;
import org.scratchpadinspector.engine.edit.JournalEdit;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.JournalEdits;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.pyyaml.YamlProblem;
import org.scratchpadinspector.pyyaml.YamlReader;

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
 * <p>Two more kinds of loss are found in the agent's files. A write made while a cycle ran (an outside
 * write seen by the window, recorded with {@code cycle_running}) is checked against that cycle's
 * {@code _after} as soon as it exists: the agent writes active.yaml from the same state at Event 6. An
 * injection applied in a cycle that crashed is checked against that cycle's {@code _after}: the seed's
 * crash path replaces notes after the injection took effect. See docs/decisions/0023 and 0024.
 *
 * <p>Detection reads only. A write is not checked yet while its next cycle has no {@code _before}; a write
 * superseded by a later write of the same sections before that cycle, an undone write, and an edit already
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
        List<JournalEdit> edits = JournalEdits.fold(journal, List.of());
        for (JournalEdit edit : edits) {
            if (edit.isLost()) {
                edit.lines().forEach(line -> settled.add(line.id()));
            }
        }
        List<JournalEntry> writes = journal.stream().filter(JournalEntry::isWrite).toList();
        List<LostEdit> lost = new ArrayList<>();
        // a write whose sections a later write rewrote before the next cycle: lost with it if that one is lost
        Map<JournalEntry, Map<String, String>> supersededBy = new LinkedHashMap<>();
        for (int w = 0; w < writes.size(); w++) {
            JournalEntry edit = writes.get(w);
            if (settled.contains(edit.id()) || edit.expect().isEmpty()) {
                continue;
            }
            CycleId ranDuring = edit.cycleRunning() && edit.cycle() != null ? CycleId.parse(edit.cycle()) : null;
            int running = ranDuring == null ? -1 : index.indexOf(ranDuring);
            if (running >= 0 && index.has(running, CycleIndex.AFTER)) {
                // written while that cycle ran: its end wrote active.yaml from the state its _after holds
                Set<String> sections = unsupersededWhileRunning(writes, w);
                LostEdit l = compare(location, edit, index.id(running), Side.AFTER, sections, index.id(running));
                if (l != null) {
                    lost.add(l);
                }
                continue;
            }
            int next = nextCycle(index, edit.cycle());
            if (next < 0 || !index.has(next, CycleIndex.BEFORE)) {
                continue;
            }
            Set<String> sections = new HashSet<>(edit.expect().keySet());
            // a later write rewrote this one's sections only if it was planned on the file this one left (or on a
            // file a write planned on it left): one planned on a file the agent had saved over it meanwhile
            // carries none of its values
            Set<String> descendants = new HashSet<>();
            if (edit.hashAfter() != null) {
                descendants.add(edit.hashAfter());
            }
            for (int later = w + 1; later < writes.size(); later++) {
                JournalEntry candidate = writes.get(later);
                boolean onTop = candidate.hashBefore() == null || descendants.contains(candidate.hashBefore());
                if (onTop && candidate.hashAfter() != null) {
                    descendants.add(candidate.hashAfter());
                }
                if (onTop && nextCycle(index, candidate.cycle()) == next) {
                    Set<String> rewritten = new HashSet<>(sections);
                    rewritten.retainAll(writes.get(later).expect().keySet());
                    String rewriter = writes.get(later).id();
                    for (String section : rewritten) {
                        supersededBy.computeIfAbsent(edit, e -> new HashMap<>()).put(section, rewriter);
                    }
                    sections.removeAll(rewritten);
                }
            }
            if (sections.isEmpty()) {
                continue;
            }
            LostEdit l = compare(location, edit, index.id(next), Side.BEFORE, sections, null);
            if (l != null) {
                CycleId overwriter = l.overwrittenBy() != null ? null : overwriter(location, index, edit, next);
                lost.add(l.overwrittenBy() != null ? l : new LostEdit(edit, l.nextCycle(),
                        overwriter == null ? null : overwriter.toString(), l.sections()));
            }
        }
        lost.addAll(lostWithALaterWrite(lost, supersededBy, settled));
        for (JournalEdit edit : edits) {
            LostEdit l = edit.isLost() ? null : wipedByCrash(location, index, edit);
            if (l != null) {
                lost.add(l);
            }
        }
        return List.copyOf(lost);
    }

    /**
     * The writes whose sections a later write rewrote (on top of them, as its plan read the file they left) before
     * the next cycle, where that later write is lost: their values went with it, and the later write's loss names
     * only its own operation.
     */
    private static List<LostEdit> lostWithALaterWrite(List<LostEdit> lost, Map<JournalEntry, Map<String, String>> supersededBy,
                                                      Set<String> settled) {
        Map<String, LostEdit> byId = new HashMap<>();
        lost.forEach(l -> byId.put(l.edit().id(), l));
        List<LostEdit> more = new ArrayList<>();
        // newest first, so that a chain of rewrites (A, then B on A, then C on B, C lost) reaches A through B
        List<JournalEntry> earlier = new ArrayList<>(supersededBy.keySet());
        java.util.Collections.reverse(earlier);
        for (JournalEntry edit : earlier) {
            if (settled.contains(edit.id()) || byId.containsKey(edit.id())) {
                continue;
            }
            List<String> sections = new ArrayList<>();
            LostEdit with = null;
            for (Map.Entry<String, String> e : supersededBy.get(edit).entrySet()) {
                LostEdit later = byId.get(e.getValue());
                if (later != null && later.sections().contains(e.getKey())) {
                    sections.add(e.getKey());
                    with = later;
                }
            }
            if (with != null) {
                sections.sort(null);
                LostEdit l = new LostEdit(edit, with.nextCycle(), with.overwrittenBy(), sections, with.snapshot());
                more.add(l);
                byId.put(edit.id(), l);
            }
        }
        return more;
    }

    /** The sections of writes.get(w) that no later write made while the same cycle ran wrote again. */
    private static Set<String> unsupersededWhileRunning(List<JournalEntry> writes, int w) {
        JournalEntry edit = writes.get(w);
        Set<String> sections = new HashSet<>(edit.expect().keySet());
        for (int later = w + 1; later < writes.size(); later++) {
            JournalEntry next = writes.get(later);
            if (next.cycleRunning() && edit.cycle().equals(next.cycle())) {
                sections.removeAll(next.expect().keySet());
            }
        }
        return sections;
    }

    /** The edit as lost if a section of {@code sections} differs in the cycle's snapshot; null otherwise. */
    private static LostEdit compare(ScratchpadLocation location, JournalEntry edit, CycleId cycle, Side side,
                                    Set<String> sections, CycleId overwrittenBy) throws IOException {
        if (sections.isEmpty()) {
            return null;
        }
        Map<String, Object> snapshot = read(location, cycle, side);
        if (snapshot == null) {
            return null;
        }
        List<String> missing = new ArrayList<>();
        for (Map.Entry<String, String> expected : edit.expect().entrySet()) {
            String section = expected.getKey();
            if (!sections.contains(section)) {
                continue;
            }
            String actual = snapshot.containsKey(section) ? Hashes.fingerprint(snapshot.get(section)) : ABSENT;
            if (!actual.equals(expected.getValue())) {
                missing.add(section);
            }
        }
        if (missing.isEmpty()) {
            return null;
        }
        missing.sort(null);
        return new LostEdit(edit, cycle.toString(), overwrittenBy == null ? null : overwrittenBy.toString(), missing,
                side == Side.AFTER ? LostEdit.AFTER : LostEdit.BEFORE);
    }

    /**
     * An injection applied in a cycle that crashed, whose value is not in that cycle's {@code _after}: the
     * seed's crash path rewrote the state (notes) after the injection took effect.
     */
    private static LostEdit wipedByCrash(ScratchpadLocation location, CycleIndex index, JournalEdit edit)
            throws IOException {
        JournalEntry applied = edit.effect();
        if (edit.first().how() != JournalEntry.How.INJECTED || applied == null || applied.cycle() == null) {
            return null;
        }
        Object value = applied.value() != null ? applied.value() : edit.first().value();
        var op = SectionOperation.fromKey(applied.operation().split(" ", 2)[0]);
        CycleId cycle = CycleId.parse(applied.cycle());
        int i = cycle == null ? -1 : index.indexOf(cycle);
        if (op.isEmpty() || (value == null && op.get() != SectionOperation.CLEAR) || i < 0
                || !index.has(i, CycleIndex.AFTER)) {
            return null;
        }
        Map<String, Object> after = read(location, cycle, Side.AFTER);
        if (after == null || !(after.get("notes") instanceof String notes) || !notes.startsWith("Cycle " + cycle + " failed: ")) {
            return null;
        }
        String section = op.get() == SectionOperation.UPDATE ? null : applied.sections().isEmpty() ? null : applied.sections().get(0);
        if (op.get() != SectionOperation.UPDATE && section == null) {
            return null;
        }
        List<String> missing = InjectedValues.missing(op.get(), section, value, after);
        return missing.isEmpty() ? null
                : new LostEdit(applied, cycle.toString(), cycle.toString(), missing, LostEdit.AFTER);
    }

    /** Appends a {@code lost} line for each of {@code lost} (journaled writes themselves stay unchanged). */
    public static void markLost(Journal journal, List<LostEdit> lost, Clock clock) throws IOException {
        for (LostEdit l : lost) {
            JournalEntry e = l.edit();
            journal.append(JournalEntry.of(clock.instant(), e.how(), JournalEntry.Status.LOST, e.operation(),
                            l.sections())
                    .withRef(e.id())
                    .withCycle(l.overwrittenBy(), false)
                    .withNextCycle(l.nextCycle())
                    .withHashes(e.hashBefore(), e.hashAfter())
                    .withPreview(e.preview())
                    .withMessage(l.message()));
        }
    }

    /**
     * The lost edits still standing in the journal of {@code editor}'s scratchpad, the losses found now in the
     * agent's files included. Reads only.
     */
    public static List<JournalEdit> standingLost(MemoryEditor editor) throws IOException {
        List<JournalEntry> entries = editor.journal().read().entries();
        if (entries.isEmpty()) {
            return List.of();
        }
        return JournalEdits.outstandingLost(JournalEdits.fold(entries, detect(editor.location(), entries)));
    }

    /** Detects with the editor's journal and marks what it finds; returns the newly found lost edits. */
    public static List<LostEdit> detectAndMark(MemoryEditor editor) throws IOException {
        // two checks at once (two directory changes in a row) would both find, and both mark, the same loss
        synchronized (editor.journal()) {
            List<LostEdit> lost = detect(editor.location(), editor.journal().read().entries());
            markLost(editor.journal(), lost, editor.clock());
            return lost;
        }
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

    private static Map<String, Object> read(ScratchpadLocation location, CycleId id, Side side) throws IOException {
        try {
            return StateSchema.loadLikeSeed(YamlReader.parseMapping(Files.readAllBytes(location.snapshot(id, side))));
        } catch (YamlProblem | java.nio.file.NoSuchFileException e) {
            return null;
        }
    }
}

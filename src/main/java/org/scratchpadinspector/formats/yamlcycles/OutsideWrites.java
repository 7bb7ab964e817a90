package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.JournalEntry;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.pyyaml.YamlProblem;
import org.scratchpadinspector.pyyaml.YamlReader;

/**
 * Tells a write to active.yaml by another program during a running cycle from the agent's own writes, and
 * journals it ({@link JournalEntry.How#OUTSIDE}) so that lost-edit detection reports it once the cycle ends.
 *
 * <p>The agent writes active.yaml only at the end of a cycle (Event 6), after that cycle's {@code _after};
 * it writes {@code _before} after reading active.yaml. So a version of active.yaml modified after the
 * running cycle's {@code _before}, while that cycle has no {@code _after}, was written by someone else —
 * unless the inspector wrote it (its hash is a journaled write). The previous cycle's save, seen late
 * together with the next {@code _before}, is older than that {@code _before} and is not mistaken for one.
 * See docs/decisions/0024. One instance per open scratchpad; it remembers the last version it looked at.
 */
public final class OutsideWrites {
    private final MemoryEditor editor;
    private String seenHash;
    private Map<String, Object> seenState;

    /** A foreign write: the running cycle, the sections it changed, and its journal line. */
    public record OutsideWrite(CycleId cycle, String hash, List<String> sections, JournalEntry entry) {
        public OutsideWrite {
            sections = List.copyOf(sections);
        }

        /** The announcement, said at once. */
        public String message() {
            return message(cycle);
        }

        static String message(CycleId cycle) {
            return "active.yaml was changed by another program while cycle " + cycle + " runs: the agent will overwrite"
                    + " this when cycle " + cycle + " ends";
        }
    }

    public OutsideWrites(MemoryEditor editor) {
        this.editor = Objects.requireNonNull(editor, "editor");
    }

    /**
     * Looks at active.yaml now. When it is a foreign write during a running cycle, journals it and returns it;
     * otherwise remembers this version as the one the next look compares with.
     */
    public synchronized Optional<OutsideWrite> look() throws IOException {
        Path active = editor.location().active();
        byte[] bytes;
        Instant modified;
        try {
            bytes = Files.readAllBytes(active);
            modified = Files.getLastModifiedTime(active).toInstant();
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
        String hash = Hashes.sha256(bytes);
        if (hash.equals(seenHash)) {
            return Optional.empty();
        }
        Map<String, Object> now = parse(bytes);
        Map<String, Object> seen = seenState;
        remember(hash, now);
        Optional<CycleId> running = runningCycle(modified);
        if (running.isEmpty() || now == null || journaled(hash)) {
            return Optional.empty();
        }
        CycleId cycle = running.get();
        Map<String, Object> before = parse(Files.readAllBytes(editor.location().snapshot(cycle, Side.BEFORE)));
        if (before == null) {
            return Optional.empty();
        }
        Map<String, String> expect = new LinkedHashMap<>();
        for (String section : StateSchema.changedSections(before, now)) {
            boolean changedSinceSeen = seen == null || StateSchema.changedSections(seen, now).contains(section);
            if (!section.equals(StateSchema.LAST_UPDATED) && changedSinceSeen) {
                Map<String, Object> loaded = StateSchema.loadLikeSeed(now);
                expect.put(section, loaded.containsKey(section) ? Hashes.fingerprint(loaded.get(section))
                        : LostEditDetector.ABSENT);
            }
        }
        if (expect.isEmpty()) {
            return Optional.empty();
        }
        List<String> sections = expect.keySet().stream().sorted().toList();
        JournalEntry entry = JournalEntry.of(editor.clock().instant(), JournalEntry.How.OUTSIDE,
                        JournalEntry.Status.APPLIED, "outside write", sections)
                .withCycle(cycle.toString(), true)
                .withHashes(null, hash)
                .withWritten(modified, expect)
                .withMessage(OutsideWrite.message(cycle));
        editor.journal().append(entry);
        return Optional.of(new OutsideWrite(cycle, hash, sections, entry));
    }

    private void remember(String hash, Map<String, Object> state) {
        seenHash = hash;
        seenState = state;
    }

    /** The newest cycle if it is running and active.yaml was modified after its {@code _before}. */
    private Optional<CycleId> runningCycle(Instant activeModified) throws IOException {
        CycleIndex index = CycleIndex.scan(editor.location());
        int newest = index.size() - 1;
        if (newest < 0 || !index.has(newest, CycleIndex.BEFORE) || index.has(newest, CycleIndex.AFTER)) {
            return Optional.empty();
        }
        CycleId id = index.id(newest);
        try {
            if (Files.exists(editor.location().snapshot(id, Side.AFTER))) {
                return Optional.empty(); // the cycle ended since the listing: this is its own save
            }
            Instant before = Files.getLastModifiedTime(editor.location().snapshot(id, Side.BEFORE)).toInstant();
            return activeModified.isAfter(before) ? Optional.of(id) : Optional.empty();
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
    }

    /** Whether {@code hash} is a version the journal already accounts for (an inspector write, a known outside write). */
    private boolean journaled(String hash) throws IOException {
        return editor.journal().read().entries().stream().anyMatch(e -> hash.equalsIgnoreCase(e.hashAfter()));
    }

    private static Map<String, Object> parse(byte[] bytes) {
        try {
            return YamlReader.parseMapping(bytes);
        } catch (YamlProblem | RuntimeException e) {
            return null;
        }
    }
}

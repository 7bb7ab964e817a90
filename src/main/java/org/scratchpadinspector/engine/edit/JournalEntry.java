package org.scratchpadinspector.engine.edit;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * One line of {@code .inspector/journal.jsonl}: a write to active.yaml, a queued edit, an injection, an
 * undo, or the finding that an earlier edit was lost. Immutable; the {@code with...} methods return copies.
 *
 * @param id         unique id of this line
 * @param time       when it happened (the editor's clock)
 * @param how        how the edit was applied
 * @param status     what became of it
 * @param operation  e.g. {@code append notes}, {@code whole file}, {@code undo}
 * @param sections   the sections the operation names
 * @param cycle      the newest cycle when the edit was written (for a {@code lost} line: the cycle whose
 *                   end overwrote the edit, null when no cycle did); null when unknown
 * @param cycleRunning whether {@code cycle} was running when the edit was written
 * @param hashBefore SHA-256 of active.yaml before the write (or the base of a queued edit)
 * @param hashAfter  SHA-256 of what was written; null when nothing was
 * @param history    file name of the previous version in {@code .inspector/history/}, when one was saved
 * @param preview    a short one-line preview of the value
 * @param ref        the id of the line this one is about (the queued edit applied, the edit undone or lost)
 * @param writtenAt  the modification time of active.yaml just after the write (compared with the agent's
 *                   file times by lost-edit detection)
 * @param expect     fingerprint ({@link Hashes#fingerprint}) of every section the write changed, as written
 * @param nextCycle  for a {@code lost} line: the cycle whose {@code _before} lacks the edit
 * @param message    free text: why it was rejected or lost
 * @param value      for an injection: the value it sends (as JSON reads it back), so that its presence in a
 *                   snapshot can be checked later; null otherwise or when unknown
 * @param agentStopped the operator asserted that the agent was stopped, so the write went through although
 *                   the newest cycle looked running
 * @param file       the file written, relative to the folder that holds {@code .inspector/} (e.g.
 *                   {@code active.yaml}); null on lines that wrote no file or were journaled before it was kept
 * @param unit       the unit the edit was asked on, in formats where that is not the file itself; null otherwise
 * @param args       the operator's values of a format's edit action, by name; empty otherwise
 */
public record JournalEntry(String id, Instant time, How how, Status status, String operation,
                           List<String> sections, String cycle, boolean cycleRunning, String hashBefore,
                           String hashAfter, String history, String preview, String ref, Instant writtenAt,
                           Map<String, String> expect, String nextCycle, String message, Object value,
                           boolean agentStopped, String file, String unit, Map<String, String> args) {

    /** How an edit reached the agent. */
    public enum How {
        /** Written to active.yaml directly (Files mode, the command line). */
        FILE,
        /** Held while a cycle ran, then written to active.yaml. */
        QUEUED,
        /** Written between two steps in Command mode (the inspector runs the agent, so no cycle races it). */
        COMMAND,
        /** Sent through the control protocol and applied inside the agent. */
        INJECTED,
        /** Written by another program while a cycle ran: seen by the inspector, not made by it. */
        OUTSIDE;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static How fromKey(String key) {
            return valueOf(key.toUpperCase(Locale.ROOT));
        }
    }

    public enum Status {
        APPLIED, QUEUED, REJECTED, LOST, UNDONE;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Status fromKey(String key) {
            return valueOf(key.toUpperCase(Locale.ROOT));
        }
    }

    public JournalEntry {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(how, "how");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(operation, "operation");
        sections = sections == null ? List.of() : List.copyOf(sections);
        expect = expect == null ? Map.of() : Map.copyOf(expect);
        args = args == null ? Map.of() : Map.copyOf(args);
    }

    /** A new entry with a fresh id and every optional field empty; fill them with the {@code with...} methods. */
    public static JournalEntry of(Instant time, How how, Status status, String operation, List<String> sections) {
        return new JournalEntry(Journal.newId(), time, how, status, operation, sections, null, false, null, null,
                null, null, null, null, null, null, null, null, false, null, null, null);
    }

    public JournalEntry withCycle(String cycleId, boolean running) {
        Copy c = new Copy(this);
        c.cycle = cycleId;
        c.cycleRunning = running;
        return c.build();
    }

    public JournalEntry withHashes(String before, String after) {
        Copy c = new Copy(this);
        c.hashBefore = before;
        c.hashAfter = after;
        return c.build();
    }

    public JournalEntry withHistory(String historyName) {
        Copy c = new Copy(this);
        c.history = historyName;
        return c.build();
    }

    public JournalEntry withPreview(String text) {
        Copy c = new Copy(this);
        c.preview = text;
        return c.build();
    }

    public JournalEntry withRef(String refId) {
        Copy c = new Copy(this);
        c.ref = refId;
        return c.build();
    }

    public JournalEntry withWritten(Instant modified, Map<String, String> fingerprints) {
        Copy c = new Copy(this);
        c.writtenAt = modified;
        c.expect = fingerprints;
        return c.build();
    }

    public JournalEntry withNextCycle(String cycleId) {
        Copy c = new Copy(this);
        c.nextCycle = cycleId;
        return c.build();
    }

    public JournalEntry withMessage(String text) {
        Copy c = new Copy(this);
        c.message = text;
        return c.build();
    }

    public JournalEntry withValue(Object injected) {
        Copy c = new Copy(this);
        c.value = injected;
        return c.build();
    }

    /** This entry marked as written on the operator's word that the agent was stopped. */
    public JournalEntry withAgentStopped() {
        Copy c = new Copy(this);
        c.agentStopped = true;
        return c.build();
    }

    /** The file this line wrote, relative to the folder holding {@code .inspector/}. */
    public JournalEntry withFile(String relativeName) {
        Copy c = new Copy(this);
        c.file = relativeName;
        return c.build();
    }

    /** The unit a format's edit action was asked on, and the operator's values. */
    public JournalEntry withUnit(String unitId, Map<String, String> values) {
        Copy c = new Copy(this);
        c.unit = unitId;
        c.args = values;
        return c.build();
    }

    /** The same line with another verdict (the completion of an intended write says what became of it). */
    public JournalEntry withStatus(Status verdict) {
        Copy c = new Copy(this);
        c.status = verdict;
        return c.build();
    }

    /** The components of an entry being copied with one or two of them changed. */
    private static final class Copy {
        private final String id;
        private final Instant time;
        private final How how;
        private Status status;
        private final String operation;
        private final List<String> sections;
        private String cycle;
        private boolean cycleRunning;
        private String hashBefore;
        private String hashAfter;
        private String history;
        private String preview;
        private String ref;
        private Instant writtenAt;
        private Map<String, String> expect;
        private String nextCycle;
        private String message;
        private Object value;
        private boolean agentStopped;
        private String file;
        private String unit;
        private Map<String, String> args;

        Copy(JournalEntry e) {
            id = e.id;
            time = e.time;
            how = e.how;
            status = e.status;
            operation = e.operation;
            sections = e.sections;
            cycle = e.cycle;
            cycleRunning = e.cycleRunning;
            hashBefore = e.hashBefore;
            hashAfter = e.hashAfter;
            history = e.history;
            preview = e.preview;
            ref = e.ref;
            writtenAt = e.writtenAt;
            expect = e.expect;
            nextCycle = e.nextCycle;
            message = e.message;
            value = e.value;
            agentStopped = e.agentStopped;
            file = e.file;
            unit = e.unit;
            args = e.args;
        }

        JournalEntry build() {
            return new JournalEntry(id, time, how, status, operation, sections, cycle, cycleRunning, hashBefore,
                    hashAfter, history, preview, ref, writtenAt, expect, nextCycle, message, value, agentStopped, file,
                    unit, args);
        }
    }

    /** True for a line that records a write to active.yaml by the inspector (an edit or an undo). */
    public boolean isWrite() {
        return hashAfter != null && how != How.INJECTED && (status == Status.APPLIED || status == Status.UNDONE);
    }
}

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
 */
public record JournalEntry(String id, Instant time, How how, Status status, String operation,
                           List<String> sections, String cycle, boolean cycleRunning, String hashBefore,
                           String hashAfter, String history, String preview, String ref, Instant writtenAt,
                           Map<String, String> expect, String nextCycle, String message, Object value,
                           boolean agentStopped) {

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
    }

    /** A new entry with a fresh id and every optional field empty; fill them with the {@code with...} methods. */
    public static JournalEntry of(Instant time, How how, Status status, String operation, List<String> sections) {
        return new JournalEntry(Journal.newId(), time, how, status, operation, sections, null, false, null, null,
                null, null, null, null, null, null, null, null, false);
    }

    public JournalEntry withCycle(String cycleId, boolean running) {
        return new JournalEntry(id, time, how, status, operation, sections, cycleId, running, hashBefore, hashAfter,
                history, preview, ref, writtenAt, expect, nextCycle, message, value, agentStopped);
    }

    public JournalEntry withHashes(String before, String after) {
        return new JournalEntry(id, time, how, status, operation, sections, cycle, cycleRunning, before, after,
                history, preview, ref, writtenAt, expect, nextCycle, message, value, agentStopped);
    }

    public JournalEntry withHistory(String historyName) {
        return new JournalEntry(id, time, how, status, operation, sections, cycle, cycleRunning, hashBefore,
                hashAfter, historyName, preview, ref, writtenAt, expect, nextCycle, message, value, agentStopped);
    }

    public JournalEntry withPreview(String text) {
        return new JournalEntry(id, time, how, status, operation, sections, cycle, cycleRunning, hashBefore,
                hashAfter, history, text, ref, writtenAt, expect, nextCycle, message, value, agentStopped);
    }

    public JournalEntry withRef(String refId) {
        return new JournalEntry(id, time, how, status, operation, sections, cycle, cycleRunning, hashBefore,
                hashAfter, history, preview, refId, writtenAt, expect, nextCycle, message, value, agentStopped);
    }

    public JournalEntry withWritten(Instant modified, Map<String, String> fingerprints) {
        return new JournalEntry(id, time, how, status, operation, sections, cycle, cycleRunning, hashBefore,
                hashAfter, history, preview, ref, modified, fingerprints, nextCycle, message, value, agentStopped);
    }

    public JournalEntry withNextCycle(String cycleId) {
        return new JournalEntry(id, time, how, status, operation, sections, cycle, cycleRunning, hashBefore,
                hashAfter, history, preview, ref, writtenAt, expect, cycleId, message, value, agentStopped);
    }

    public JournalEntry withMessage(String text) {
        return new JournalEntry(id, time, how, status, operation, sections, cycle, cycleRunning, hashBefore,
                hashAfter, history, preview, ref, writtenAt, expect, nextCycle, text, value, agentStopped);
    }

    public JournalEntry withValue(Object injected) {
        return new JournalEntry(id, time, how, status, operation, sections, cycle, cycleRunning, hashBefore,
                hashAfter, history, preview, ref, writtenAt, expect, nextCycle, message, injected, agentStopped);
    }

    /** This entry marked as written on the operator's word that the agent was stopped. */
    public JournalEntry withAgentStopped() {
        return new JournalEntry(id, time, how, status, operation, sections, cycle, cycleRunning, hashBefore,
                hashAfter, history, preview, ref, writtenAt, expect, nextCycle, message, value, true);
    }

    /** True for a line that records a write to active.yaml by the inspector (an edit or an undo). */
    public boolean isWrite() {
        return hashAfter != null && how != How.INJECTED && (status == Status.APPLIED || status == Status.UNDONE);
    }
}

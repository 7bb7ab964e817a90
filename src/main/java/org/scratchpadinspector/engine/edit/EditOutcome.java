package org.scratchpadinspector.engine.edit;

import org.scratchpadinspector.model.TextProblem;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** What applying an edit (or an undo) gave. Every outcome but {@link Applied} wrote nothing. */
public sealed interface EditOutcome {

    /** One line for a status bar or stderr. */
    String message();

    /**
     * Written: the file now has {@code hashAfter}; the previous version is {@code historyEntry}. {@code warning}
     * says what went wrong after the write (the journal could not take its closing line), or is null.
     */
    record Applied(Path file, String operation, String hashBefore, String hashAfter, Path historyEntry,
                   JournalEntry journalEntry, String warning) implements EditOutcome {
        public Applied(Path file, String operation, String hashBefore, String hashAfter, Path historyEntry,
                       JournalEntry journalEntry) {
            this(file, operation, hashBefore, hashAfter, historyEntry, journalEntry, null);
        }

        @Override
        public String message() {
            return operation + ": " + file + " " + Hashes.shortHash(hashBefore) + " → " + Hashes.shortHash(hashAfter);
        }
    }

    /** Why an edit cannot be made. The operator's text (if any) is in {@code yours}, to keep in the editor. */
    record Refused(Reason reason, String message, TextProblem problem, String yours)
            implements EditOutcome, PlanResult {
        public enum Reason {
            /** The text does not parse: {@link #problem()} has the line and column. */
            INVALID_TEXT,
            /** The top level of the file is not a mapping (or a key is not a string). */
            NOT_A_MAPPING,
            /** The operation does not fit the section (append a list to text, ...). */
            TYPE_CLASH,
            /** The request itself is wrong (no section, ...). */
            INVALID,
            /** The memory file cannot be read, so a section operation has nothing to apply to. */
            UNREADABLE_FILE,
            /** A whole-file edit cannot be re-applied on another version: merge by hand. */
            CANNOT_REAPPLY,
            /** Nothing in the history to undo. */
            NOTHING_TO_UNDO,
            /** The file changed since the edit an undo would revert (force to undo anyway). */
            CHANGED_SINCE_EDIT,
            /** The directory holds no memory of the format: a file written there would never be read by the agent. */
            NO_MEMORY,
            /** The file is empty or being written (or was cut short): no base for an edit. */
            BEING_WRITTEN
        }

        /** Where the text does not read, when that is why. */
        public Optional<TextProblem> problemAt() {
            return Optional.ofNullable(problem);
        }
    }

    /** A known section would change type: apply again with the change confirmed. */
    record NeedsConfirmation(EditPlan plan) implements EditOutcome {
        public List<TypeChange> typeChanges() {
            return plan.typeChanges();
        }

        @Override
        public String message() {
            return String.join("; ", plan.typeChanges().stream().map(TypeChange::message).toList())
                    + ": confirm the type change";
        }
    }

    /** A cycle (a unit of the agent's run) is running: the agent would overwrite the file at its end. Queue or inject. */
    record CycleRunning(EditPlan plan, String cycle) implements EditOutcome {
        @Override
        public String message() {
            return "cycle " + cycle + " is running: the agent would overwrite " + fileName(plan)
                    + " when it ends; the edit was not written";
        }
    }

    /**
     * The file changed since the edit was made on it. Show base / theirs / yours; a section operation
     * can be re-applied on theirs with {@link #reapplyOnTheirs()}.
     *
     * @param plan   the edit as planned on the base
     * @param theirs the version on disk now
     * @param raced  how the other writer raced the write itself (it saved while the edit was being written, and
     *               its save was put back), or null when the file had changed before the write began
     */
    record Conflict(EditPlan plan, MemoryVersion theirs, String raced) implements EditOutcome {
        public Conflict(EditPlan plan, MemoryVersion theirs) {
            this(plan, theirs, null);
        }

        /** The version the edit was made on (null text when only its hash is known). */
        public String baseText() {
            return plan.baseText();
        }

        public String theirsText() {
            return theirs.text();
        }

        /** What the edit would have written on the base. */
        public String yoursText() {
            return plan.resultText();
        }

        public boolean canReapply() {
            return plan.request() instanceof EditRequest.Section && theirs.isReadable();
        }

        /** A new plan: the same section operation on theirs (validate and preview it again before applying). */
        public PlanResult reapplyOnTheirs() {
            if (!(plan.request() instanceof EditRequest.Section)) {
                return new Refused(Refused.Reason.CANNOT_REAPPLY,
                        "a whole-file edit cannot be re-applied on the new version: merge it by hand",
                        null, plan.resultText());
            }
            return plan.planning().plan(plan.request(), theirs);
        }

        @Override
        public String message() {
            if (raced != null) {
                return raced;
            }
            return fileName(plan) + " changed since the edit was made (" + Hashes.shortHash(plan.baseHash()) + " → "
                    + Hashes.shortHash(theirs.hash()) + "): nothing was written";
        }
    }

    /** The name of the file a plan writes, for messages. */
    private static String fileName(EditPlan plan) {
        return plan.base().path() == null ? "the file" : String.valueOf(plan.base().path().getFileName());
    }
}

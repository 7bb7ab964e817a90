package org.scratchpadinspector.engine.edit;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Rule 4: edits held while a cycle runs, journaled as {@code queued}, written in order by
 * {@link #applyPending()} once the caller sees the cycle end. Each is checked against the file as it is
 * then (the agent has just rewritten it): a section operation is re-applied on that version; a whole-file
 * edit whose base changed becomes a {@link EditOutcome.Conflict} and leaves the queue. Thread-safe.
 */
public final class EditQueue {
    private final SectionEditor editor;
    private final List<QueuedEdit> pending = new ArrayList<>();

    /** One held edit: its plan (on the version it was made on), whether a type change was confirmed, its journal line. */
    public record QueuedEdit(EditPlan plan, boolean confirmTypeChange, JournalEntry journalEntry) {
        public String id() {
            return journalEntry.id();
        }
    }

    /** What became of one queued edit when the queue was applied. */
    public record Result(QueuedEdit edit, EditOutcome outcome) {
    }

    public EditQueue(SectionEditor editor) {
        this.editor = editor;
    }

    /** Holds {@code plan} and journals it as queued (the journal is written; the file is not). */
    public synchronized QueuedEdit enqueue(EditPlan plan, boolean confirmTypeChange) throws IOException {
        JournalEntry entry = JournalEntry.of(editor.clock().instant(), JournalEntry.How.QUEUED,
                        JournalEntry.Status.QUEUED, plan.request().describe(), plan.sections())
                .withHashes(plan.baseHash(), null)
                .withPreview(plan.request().preview(SectionEditor.PREVIEW_LENGTH));
        var running = editor.runningUnit();
        if (running.isPresent()) {
            entry = entry.withCycle(running.get(), true);
        }
        editor.journal().append(entry);
        QueuedEdit queued = new QueuedEdit(plan, confirmTypeChange, entry);
        pending.add(queued);
        return queued;
    }

    public synchronized List<QueuedEdit> pending() {
        return List.copyOf(pending);
    }

    /** Drops a held edit; journals it as rejected (withdrawn). False when it is not held. */
    public synchronized boolean withdraw(String id) throws IOException {
        for (QueuedEdit q : pending) {
            if (q.id().equals(id)) {
                pending.remove(q);
                reject(q, "withdrawn by the operator");
                return true;
            }
        }
        return false;
    }

    /**
     * Writes the held edits in order. Stops, keeping the rest, if a cycle is running again. An edit that
     * cannot be written (conflict, type clash, unconfirmed new type change) leaves the queue as
     * {@code rejected}, with its outcome returned so the operator can resolve it.
     */
    public synchronized List<Result> applyPending() throws IOException {
        List<Result> results = new ArrayList<>();
        while (!pending.isEmpty()) {
            QueuedEdit queued = pending.get(0);
            EditOutcome outcome = applyOne(queued);
            if (outcome instanceof EditOutcome.CycleRunning) {
                results.add(new Result(queued, outcome));
                break;
            }
            pending.remove(0);
            if (!(outcome instanceof EditOutcome.Applied)) {
                reject(queued, outcome.message());
            }
            results.add(new Result(queued, outcome));
        }
        return List.copyOf(results);
    }

    private EditOutcome applyOne(QueuedEdit queued) throws IOException {
        MemoryVersion now = editor.readCurrent();
        EditPlan plan = queued.plan();
        if (!now.hash().equalsIgnoreCase(plan.baseHash())) {
            if (!(plan.request() instanceof EditRequest.Section)) {
                return new EditOutcome.Conflict(plan, now);
            }
            PlanResult again = plan.planning().plan(plan.request(), now);
            if (again instanceof EditOutcome.Refused refused) {
                return refused;
            }
            EditPlan rebased = (EditPlan) again;
            // a confirmation covers the type changes the operator saw, not new ones theirs brings
            boolean confirmed = queued.confirmTypeChange()
                    && plan.typeChanges().containsAll(rebased.typeChanges());
            return editor.apply(rebased, confirmed, JournalEntry.How.QUEUED, queued.id());
        }
        return editor.apply(plan, queued.confirmTypeChange(), JournalEntry.How.QUEUED, queued.id());
    }

    private void reject(QueuedEdit queued, String why) throws IOException {
        JournalEntry e = queued.journalEntry();
        editor.journal().append(JournalEntry.of(editor.clock().instant(), JournalEntry.How.QUEUED,
                        JournalEntry.Status.REJECTED, e.operation(), e.sections())
                .withRef(e.id()).withHashes(e.hashBefore(), null).withPreview(e.preview()).withMessage(why));
    }
}

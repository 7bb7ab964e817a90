package org.scratchpadinspector.ui.edit;

import org.scratchpadinspector.agent.inject.JournaledInjector;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditQueue;

/** Where an edit went when the operator applied it. */
public sealed interface Submission {
    /** Written to active.yaml now (Files with no cycle running, or between Command steps). */
    record Written(EditOutcome.Applied applied) implements Submission {
    }

    /** Held until the running cycle (or command step) ends; journaled {@code queued}. */
    record Queued(EditQueue.QueuedEdit edit, String runningCycle) implements Submission {
    }

    /** Sent to the attached agent; its outcome arrives later. */
    record Injected(JournaledInjector.Sent sent) implements Submission {
    }

    /** Nothing written: a refusal, a type change to confirm, or a conflict to resolve. */
    record NotWritten(EditOutcome outcome) implements Submission {
    }
}

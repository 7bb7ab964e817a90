package org.scratchpadinspector.ui.edit;

import java.util.List;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;

/** The one-line texts of the memory editor that follow from its state alone: the preview summary, the
 * problem with the text, and where an edit would go. Pure. */
final class EditorTexts {
    private EditorTexts() {
    }

    /** E.g. {@code +3 −1 lines · changes notes}, with the type changes to confirm. */
    static String summary(EditPlan planned, List<DiffLine> lines) {
        if (planned.changesNothing()) {
            return "No change: the state would stay as it is.";
        }
        long added = lines.stream().filter(l -> l.kind() == DiffLine.Kind.ADDED).count();
        long removed = lines.stream().filter(l -> l.kind() == DiffLine.Kind.REMOVED).count();
        String types = planned.needsConfirmation() ? "  ⚠ type change: " + String.join("; ",
                planned.typeChanges().stream().map(t -> t.message()).toList()) : "";
        return "+" + added + " −" + removed + " lines · changes " + String.join(", ", planned.changedSections()) + types;
    }

    /** The refusal, led by line and column when the parser gave them. */
    static String problem(EditOutcome.Refused refused) {
        return refused.problemAt().filter(p -> p.hasPosition())
                .map(p -> "Line " + p.line() + ", column " + p.column() + ": " + p.reason())
                .orElse(refused.message());
    }

    static int problemLine(EditOutcome.Refused refused) {
        return refused.problemAt().map(p -> p.line()).orElse(0);
    }

    static int problemColumn(EditOutcome.Refused refused) {
        return refused.problemAt().map(p -> p.column()).orElse(0);
    }

    /**
     * Where an edit would go if applied now.
     *
     * @param running            the running cycle, or null
     * @param commandStepRunning whether a command step runs now
     * @param sectionEdit        a section edit (an attached agent takes those), not the whole file
     * @param file               the name of the memory file the editor writes
     */
    static String path(EditMode mode, String running, boolean commandStepRunning, boolean sectionEdit, String file) {
        if (mode == EditMode.ATTACHED && sectionEdit) {
            return "Attached · injected into the agent, applied at its next safe point";
        } else if (mode == EditMode.COMMAND && commandStepRunning) {
            return "Command · a step is running: the edit is queued until it ends";
        } else if (running != null) {
            return mode.label() + " · cycle " + running + " is running: the edit is queued until it ends";
        }
        return mode.label() + " · " + (mode == EditMode.COMMAND ? "between steps: " : "no cycle running: ")
                + "written to " + file + " now (atomic, previous version kept for undo)";
    }

    /** What the editor works on once the base is read. */
    static String editing(EditBase loaded) {
        return loaded.fromAgent()
                ? "Editing the agent's state " + (loaded.agentCycle() == null ? "before its first cycle"
                        : "as of cycle " + loaded.agentCycle()) + ". Nothing is sent until you apply."
                : "Editing a copy of " + (loaded.version() == null || loaded.version().path() == null ? "the memory file"
                        : loaded.version().path().getFileName()) + ". Nothing is written until you apply.";
    }
}

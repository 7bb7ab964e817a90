package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.engine.edit.SectionEditException;
import org.scratchpadinspector.engine.edit.SectionEdit;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.MemoryVersion;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.pyyaml.YamlProblem;
import org.scratchpadinspector.pyyaml.YamlReader;

/**
 * Plans the undo of an injection the agent applied: the sections it touched go back to their values in the agent's
 * state just before it (kept in the history when it was sent; the injection carried that state's hash, so the agent
 * applied it on exactly that state). The undo is checked like any undo: if a touched section no longer holds what
 * the injection left there, undoing would throw that later change away, and it is refused unless forced.
 */
final class InjectionUndo {
    private InjectionUndo() {
    }

    /**
     * @param applied the injection's {@code applied} journal line
     * @param queued  its {@code queued} line (the value it sent), or null when the journal lacks it
     * @param before  the agent's state before it, as saved in the history
     * @param now     the state the undo is planned on: active.yaml, or an attached agent's state now
     */
    static PlanResult plan(JournalEntry applied, JournalEntry queued, byte[] before, MemoryVersion now, boolean force) {
        Map<String, Object> prior;
        try {
            prior = YamlReader.parseMapping(before);
        } catch (YamlProblem unreadable) {
            return refused(EditOutcome.Refused.Reason.NOTHING_TO_UNDO, "cannot undo injected " + applied.operation()
                    + ": the state saved before it cannot be read (" + unreadable.getMessage() + ")");
        }
        if (!force && now.isReadable()) {
            String changed = changedSince(applied, queued, prior, now.state());
            if (changed != null) {
                return refused(EditOutcome.Refused.Reason.CHANGED_SINCE_EDIT, changed);
            }
        }
        Map<String, Object> values = new LinkedHashMap<>();
        List<String> absent = new ArrayList<>();
        for (String section : applied.sections()) {
            if (prior.containsKey(section)) {
                values.put(section, prior.get(section));
            } else {
                absent.add(section);
            }
        }
        return EditPlanner.plan(new EditRequest.UndoInjection(values, absent, applied), now);
    }

    /** Why the touched sections no longer hold what the injection left, or null when they do. */
    private static String changedSince(JournalEntry applied, JournalEntry queued, Map<String, Object> prior,
                                       Map<String, Object> now) {
        Optional<SectionOperation> op = SectionOperation.fromKey(applied.operation().split(" ", 2)[0]);
        Object value = queued != null && queued.value() != null ? queued.value() : applied.value();
        String where = "cycle " + applied.cycle();
        if (op.isEmpty() || (value == null && op.get() != SectionOperation.CLEAR)) {
            return "cannot tell whether " + String.join(", ", applied.sections()) + " changed since injected "
                    + applied.operation() + " was applied in " + where + " (the journal does not hold its value):"
                    + " force to undo anyway";
        }
        Map<String, Object> left;
        try {
            String section = op.get() == SectionOperation.UPDATE || applied.sections().isEmpty() ? null
                    : applied.sections().get(0);
            left = new SectionEdit(section, op.get(), value).applyTo(StateSchema.loadLikeSeed(prior));
        } catch (SectionEditException e) {
            return "cannot undo injected " + applied.operation() + ": " + e.getMessage();
        }
        List<String> changed = new ArrayList<>();
        for (String section : applied.sections()) {
            if (!Hashes.fingerprint(left.get(section)).equals(Hashes.fingerprint(now.get(section)))) {
                changed.add(section);
            }
        }
        return changed.isEmpty() ? null : String.join(", ", changed) + " changed since injected " + applied.operation()
                + " was applied in " + where + ": undoing would throw that change away; force to undo anyway";
    }

    private static EditOutcome.Refused refused(EditOutcome.Refused.Reason reason, String message) {
        return new EditOutcome.Refused(reason, message, null, null);
    }
}

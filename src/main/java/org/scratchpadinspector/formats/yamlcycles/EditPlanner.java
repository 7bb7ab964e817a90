package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.Hashes;

import java.util.List;
import java.util.Map;
import org.scratchpadinspector.formats.yamlcycles.yaml.PyYamlWriter;
import org.scratchpadinspector.formats.yamlcycles.yaml.YamlProblem;
import org.scratchpadinspector.formats.yamlcycles.yaml.YamlReader;

/** Validates a request against one version of active.yaml and computes what it would write (rule 2). Pure. */
public final class EditPlanner {
    private EditPlanner() {
    }

    /** The plan of {@code request} on {@code base}, or the reason it is refused. Reads and writes nothing. */
    public static PlanResult plan(EditRequest request, ActiveVersion base) {
        if (request instanceof EditRequest.WholeFile whole) {
            return planWholeFile(whole, whole.text(), base);
        }
        if (request instanceof EditRequest.RestoreSnapshot snapshot) {
            return planWholeFile(snapshot, snapshot.text(), base);
        }
        if (request instanceof EditRequest.Restore restore) {
            return planRestore(restore, base);
        }
        if (request instanceof EditRequest.UndoInjection undo) {
            return planUndoInjection(undo, base);
        }
        EditRequest.Section section = (EditRequest.Section) request;
        if (!base.isReadable()) {
            return new EditOutcome.Refused(EditOutcome.Refused.Reason.UNREADABLE_ACTIVE,
                    "active.yaml cannot be read (" + base.problem().getMessage()
                            + "): replace the whole file instead of one section", base.problem(), null);
        }
        Map<String, Object> result;
        try {
            result = section.edit().applyTo(base.state());
        } catch (SectionEditException e) {
            return new EditOutcome.Refused(e.reason() == SectionEditException.Reason.TYPE_CLASH
                    ? EditOutcome.Refused.Reason.TYPE_CLASH : EditOutcome.Refused.Reason.INVALID,
                    e.getMessage(), null, null);
        }
        // The operation sees the state as the seed loads it; default sections the file did not have stay out
        // of the written text unless the edit gave them a value.
        for (Map.Entry<String, Object> def : StateSchema.defaults().entrySet()) {
            String key = def.getKey();
            if (!base.parsed().containsKey(key) && result.containsKey(key)
                    && Hashes.fingerprint(result.get(key)).equals(Hashes.fingerprint(def.getValue()))) {
                result.remove(key);
            }
        }
        String text = PyYamlWriter.dump(result);
        result = StateSchema.loadLikeSeed(result);
        return new EditPlan(request, base, text, result, StateSchema.changedSections(base.state(), result),
                StateSchema.typeChanges(base.state(), result, section.edit().touchedSections()));
    }

    /** Putting back the sections an applied injection changed, on the state as it is now. */
    private static PlanResult planUndoInjection(EditRequest.UndoInjection undo, ActiveVersion base) {
        if (!base.isReadable()) {
            return new EditOutcome.Refused(EditOutcome.Refused.Reason.UNREADABLE_ACTIVE,
                    "active.yaml cannot be read (" + base.problem().getMessage() + "): the injection cannot be undone"
                            + " section by section", base.problem(), null);
        }
        Map<String, Object> result = undo.applyTo(base.parsed());
        String text = PyYamlWriter.dump(result);
        result = StateSchema.loadLikeSeed(result);
        return new EditPlan(undo, base, text, result, StateSchema.changedSections(base.state(), result), List.of());
    }

    /** A restore is not validated: it puts back what was there, readable or not. */
    private static PlanResult planRestore(EditRequest.Restore restore, ActiveVersion base) {
        Map<String, Object> result = ActiveVersion.of(restore.entry(),
                restore.text().getBytes(java.nio.charset.StandardCharsets.UTF_8)).state();
        Map<String, Object> shown = result == null ? Map.of() : result;
        Map<String, Object> before = base.isReadable() ? base.state() : Map.of();
        return new EditPlan(restore, base, restore.text(), shown, StateSchema.changedSections(before, shown),
                List.of());
    }

    private static PlanResult planWholeFile(EditRequest whole, String text, ActiveVersion base) {
        Object parsed;
        try {
            parsed = YamlReader.parse(text);
        } catch (YamlProblem problem) {
            return new EditOutcome.Refused(EditOutcome.Refused.Reason.INVALID_YAML,
                    "the text does not parse: " + problem.getMessage(), problem, text);
        }
        Map<String, Object> state;
        try {
            state = YamlReader.parseMapping(text);
        } catch (YamlProblem problem) {
            return new EditOutcome.Refused(EditOutcome.Refused.Reason.NOT_A_MAPPING,
                    "the top level of active.yaml must be a mapping of sections: " + problem.reason(),
                    problem, text);
        }
        if (parsed == null) {
            return new EditOutcome.Refused(EditOutcome.Refused.Reason.NOT_A_MAPPING,
                    "the text is empty: active.yaml must be a mapping of sections", null, text);
        }
        Map<String, Object> result = StateSchema.loadLikeSeed(state);
        Map<String, Object> before = base.isReadable() ? base.state() : Map.of();
        List<String> changed = StateSchema.changedSections(before, result);
        return new EditPlan(whole, base, text, result, changed,
                StateSchema.typeChanges(before, result, StateSchema.allSections(before, result)));
    }
}

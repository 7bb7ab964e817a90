package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditPlanning;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.MemoryVersion;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.engine.edit.SectionEdit;
import org.scratchpadinspector.engine.edit.SectionEditException;
import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.model.TextProblem;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.pyyaml.DecodedRenderer;
import org.scratchpadinspector.pyyaml.PyYamlWriter;
import org.scratchpadinspector.pyyaml.YamlProblem;
import org.scratchpadinspector.pyyaml.YamlReader;

/**
 * Validates a request against one version of active.yaml and computes what it would write (rule 2): seed 000's
 * {@link EditPlanning}, PyYAML-exact text and the seed's schema. Pure.
 */
public final class EditPlanner {
    /** Seed 000's grammar of active.yaml, as the engine's edit types and the window's editor ask for it. */
    public static final EditPlanning PLANNING = new EditPlanning() {
        @Override
        public PlanResult plan(EditRequest request, MemoryVersion base) {
            return EditPlanner.plan(request, base);
        }

        @Override
        public EditRequest.Section sectionRequest(Map<String, Object> state, SectionOperation op, String section,
                                                  String valueText) throws TextProblem {
            try {
                return EditPlanner.section(state, op, section, valueText);
            } catch (YamlProblem problem) {
                throw problem;
            }
        }

        @Override
        public MemoryVersion versionOf(Path path, byte[] bytes) {
            return ActiveVersion.of(path, bytes);
        }

        @Override
        public String valueText(Object value) {
            return PyYamlWriter.dump(value);
        }

        @Override
        public String decoded(Map<String, Object> state) {
            return DecodedRenderer.render(state);
        }

        @Override
        public List<String> changedSections(Map<String, Object> base, Map<String, Object> result) {
            return StateSchema.changedSections(base, result);
        }
    };

    private EditPlanner() {
    }

    /**
     * A section operation whose value is YAML text, e.g. {@code "- a\n- b"} or {@code "Ship 1.4.1"}; for
     * clear the text is ignored, for update it must be a mapping of sections to values.
     *
     * @throws YamlProblem when the value does not parse (with its line and column), or update is not given
     *                     a mapping
     */
    public static EditRequest.Section section(SectionOperation op, String section, String valueYaml) throws YamlProblem {
        if (op == SectionOperation.CLEAR) {
            return new EditRequest.Section(new SectionEdit(section, op, null));
        }
        Object value = YamlReader.parse(valueYaml == null ? "" : valueYaml);
        if (op == SectionOperation.UPDATE) {
            if (!(value instanceof Map<?, ?> map)) {
                throw new YamlProblem("update needs a mapping of sections to values, not "
                        + YamlReader.describeType(value));
            }
            Map<String, Object> args = new LinkedHashMap<>();
            map.forEach((k, v) -> args.put(String.valueOf(k), v));
            return new EditRequest.Section(SectionEdit.update(args));
        }
        return new EditRequest.Section(new SectionEdit(section, op, value));
    }

    /**
     * Like {@link #section(SectionOperation, String, String)}, planned on {@code state} (the state as the agent loads
     * it; null when unknown): an append to a section that holds text takes the value as text, since only text can be
     * appended there, so {@code operator: checked ✓ — ok} becomes one new line rather than a mapping that is refused.
     */
    public static EditRequest.Section section(Map<String, Object> state, SectionOperation op, String section,
                                              String valueYaml) throws YamlProblem {
        return EditRequest.takesText(state, op, section) ? EditRequest.text(op, section, valueYaml)
                : section(op, section, valueYaml);
    }

    /** The plan of {@code request} on {@code base}, or the reason it is refused. Reads and writes nothing. */
    public static PlanResult plan(EditRequest request, MemoryVersion base) {
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
            return new EditOutcome.Refused(EditOutcome.Refused.Reason.UNREADABLE_FILE,
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
                StateSchema.typeChanges(base.state(), result, section.edit().touchedSections()), PLANNING);
    }

    /** Putting back the sections an applied injection changed, on the state as it is now. */
    private static PlanResult planUndoInjection(EditRequest.UndoInjection undo, MemoryVersion base) {
        if (!base.isReadable()) {
            return new EditOutcome.Refused(EditOutcome.Refused.Reason.UNREADABLE_FILE,
                    "active.yaml cannot be read (" + base.problem().getMessage() + "): the injection cannot be undone"
                            + " section by section", base.problem(), null);
        }
        Map<String, Object> result = undo.applyTo(base.parsed());
        String text = PyYamlWriter.dump(result);
        result = StateSchema.loadLikeSeed(result);
        return new EditPlan(undo, base, text, result, StateSchema.changedSections(base.state(), result), List.of(), PLANNING);
    }

    /** A restore is not validated: it puts back what was there, readable or not. */
    private static PlanResult planRestore(EditRequest.Restore restore, MemoryVersion base) {
        Map<String, Object> result = ActiveVersion.of(restore.entry(),
                restore.text().getBytes(java.nio.charset.StandardCharsets.UTF_8)).state();
        Map<String, Object> shown = result == null ? Map.of() : result;
        Map<String, Object> before = base.isReadable() ? base.state() : Map.of();
        return new EditPlan(restore, base, restore.text(), shown, StateSchema.changedSections(before, shown),
                List.of(), PLANNING);
    }

    private static PlanResult planWholeFile(EditRequest whole, String text, MemoryVersion base) {
        Object parsed;
        try {
            parsed = YamlReader.parse(text);
        } catch (YamlProblem problem) {
            return new EditOutcome.Refused(EditOutcome.Refused.Reason.INVALID_TEXT,
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
                StateSchema.typeChanges(before, result, StateSchema.allSections(before, result)), PLANNING);
    }
}

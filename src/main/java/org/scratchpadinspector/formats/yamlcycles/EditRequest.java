package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.JournalEntry;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.scratchpadinspector.formats.yamlcycles.yaml.PyYamlWriter;
import org.scratchpadinspector.formats.yamlcycles.yaml.YamlProblem;
import org.scratchpadinspector.formats.yamlcycles.yaml.YamlReader;

/** What the operator asks for: a section operation, or a whole new text for active.yaml. */
public sealed interface EditRequest {

    /** What the request does, for journals and status lines, e.g. {@code append notes} or {@code whole file}. */
    String describe();

    /** A one-line preview of the value, at most {@code max} characters. */
    String preview(int max);

    /** A section operation (README, "Editing memory"), applied to the state on which it is planned. */
    record Section(SectionEdit edit) implements EditRequest {
        public Section {
            Objects.requireNonNull(edit, "edit");
        }

        @Override
        public String describe() {
            return edit.describe();
        }

        @Override
        public String preview(int max) {
            return edit.op() == SectionOperation.CLEAR ? "" : oneLine(edit.value(), max);
        }
    }

    /** The operator's full text for active.yaml, written as is once it validates. */
    record WholeFile(String text) implements EditRequest {
        public WholeFile {
            Objects.requireNonNull(text, "text");
        }

        @Override
        public String describe() {
            return "whole file";
        }

        @Override
        public String preview(int max) {
            return shorten(text.strip().replace("\n", " ⏎ "), max);
        }
    }

    /**
     * Undo: put back {@code entry}, the version of active.yaml saved in the history before the edit
     * {@code undoes} (a journal id) was written. Its bytes are written back exactly.
     */
    record Restore(java.nio.file.Path entry, String text, JournalEntry undoes) implements EditRequest {
        public Restore {
            Objects.requireNonNull(entry, "entry");
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(undoes, "undoes");
        }

        @Override
        public String describe() {
            return "undo " + undoes.operation();
        }

        @Override
        public String preview(int max) {
            return shorten("restore " + entry.getFileName(), max);
        }
    }

    /**
     * Undo of an injection the agent applied ({@code undoes}, its {@code applied} journal line): each section it
     * touched goes back to the value it held just before ({@code prior}; a section named in {@code absent} had
     * none and is removed). Planned like a section edit on the state as it is now, so everything else the agent
     * wrote since stays. Sent to an attached agent as one {@code replace} injection per section
     * ({@link #injections()}), or written to the file.
     */
    record UndoInjection(Map<String, Object> prior, java.util.List<String> absent, JournalEntry undoes)
            implements EditRequest {
        public UndoInjection {
            Objects.requireNonNull(undoes, "undoes");
            prior = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(prior));
            absent = java.util.List.copyOf(absent);
        }

        @Override
        public String describe() {
            return "undo " + undoes.operation();
        }

        @Override
        public String preview(int max) {
            java.util.List<String> sections = new java.util.ArrayList<>(prior.keySet());
            sections.addAll(absent);
            return shorten("put back " + String.join(", ", sections) + " as before the injection", max);
        }

        /** The same undo as injections: one replace per section (a section that was absent is cleared). */
        public java.util.List<SectionEdit> injections() {
            java.util.List<SectionEdit> edits = new java.util.ArrayList<>();
            prior.forEach((section, value) -> edits.add(SectionEdit.replace(section, value)));
            absent.forEach(section -> edits.add(SectionEdit.clear(section)));
            return edits;
        }

        /** The state with every touched section put back. */
        Map<String, Object> applyTo(Map<String, Object> state) {
            Map<String, Object> result = new LinkedHashMap<>(state);
            result.putAll(prior);
            absent.forEach(result::remove);
            return result;
        }
    }

    /**
     * Restore: a past snapshot ({@code source}, e.g. {@code 20260401_100637:before}) becomes active.yaml, its
     * text written exactly as the agent wrote it. Validated like a whole file; journaled as {@code restore SOURCE}.
     */
    record RestoreSnapshot(String source, String text) implements EditRequest {
        public RestoreSnapshot {
            Objects.requireNonNull(source, "source");
            Objects.requireNonNull(text, "text");
        }

        @Override
        public String describe() {
            return "restore " + source;
        }

        @Override
        public String preview(int max) {
            return shorten("restore " + source, max);
        }
    }

    /**
     * A section operation whose value is YAML text, e.g. {@code "- a\n- b"} or {@code "Ship 1.4.1"}; for
     * clear the text is ignored, for update it must be a mapping of sections to values.
     *
     * @throws YamlProblem when the value does not parse (with its line and column), or update is not given
     *                     a mapping
     */
    static Section section(SectionOperation op, String section, String valueYaml) throws YamlProblem {
        if (op == SectionOperation.CLEAR) {
            return new Section(new SectionEdit(section, op, null));
        }
        Object value = YamlReader.parse(valueYaml == null ? "" : valueYaml);
        if (op == SectionOperation.UPDATE) {
            if (!(value instanceof Map<?, ?> map)) {
                throw new YamlProblem("update needs a mapping of sections to values, not "
                        + YamlReader.describeType(value));
            }
            Map<String, Object> args = new LinkedHashMap<>();
            map.forEach((k, v) -> args.put(String.valueOf(k), v));
            return new Section(SectionEdit.update(args));
        }
        return new Section(new SectionEdit(section, op, value));
    }

    /**
     * A replace or append whose value is {@code text} exactly as given, never parsed as YAML: line breaks,
     * colons, quotes and leading dashes all stay as typed ({@code "a\nb"} is two lines, not {@code "a b"}).
     */
    static Section text(SectionOperation op, String section, String text) {
        if (op != SectionOperation.REPLACE && op != SectionOperation.APPEND) {
            throw new IllegalArgumentException("only replace and append take a text value, not " + op.key());
        }
        return new Section(new SectionEdit(section, op, text == null ? "" : text));
    }

    /**
     * Like {@link #section}, planned on {@code state} (the state as the agent loads it; null when unknown): an
     * append to a section that holds text takes the value as text, since only text can be appended there, so
     * {@code operator: checked ✓ — ok} becomes one new line rather than a mapping that is refused.
     */
    static Section section(Map<String, Object> state, SectionOperation op, String section, String valueYaml)
            throws YamlProblem {
        return takesText(state, op, section) ? text(op, section, valueYaml) : section(op, section, valueYaml);
    }

    /** Whether {@code op} on {@code section} of {@code state} takes its value as text: an append to text. */
    static boolean takesText(Map<String, Object> state, SectionOperation op, String section) {
        return op == SectionOperation.APPEND && state != null && state.get(section) instanceof String;
    }

    static WholeFile wholeFile(String text) {
        return new WholeFile(text);
    }

    private static String oneLine(Object value, int max) {
        String text = value instanceof Map<?, ?> || value instanceof java.util.Collection<?>
                ? PyYamlWriter.dump(value).strip() : String.valueOf(value);
        return shorten(text.replace("\n", " ⏎ "), max);
    }

    private static String shorten(String text, int max) {
        return text.length() <= max ? text : text.substring(0, Math.max(0, max - 1)) + "…";
    }
}

package org.scratchpadinspector.engine.edit;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What the operator asks for: a section operation, or a whole new text for the memory file. A section operation
 * whose value is text in the format's syntax is read by the format ({@link EditPlanning#sectionRequest}).
 */
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
        public Map<String, Object> applyTo(Map<String, Object> state) {
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
     * A replace or append whose value is {@code text} exactly as given, never parsed as YAML: line breaks,
     * colons, quotes and leading dashes all stay as typed ({@code "a\nb"} is two lines, not {@code "a b"}).
     */
    public static Section text(SectionOperation op, String section, String text) {
        if (op != SectionOperation.REPLACE && op != SectionOperation.APPEND) {
            throw new IllegalArgumentException("only replace and append take a text value, not " + op.key());
        }
        return new Section(new SectionEdit(section, op, text == null ? "" : text));
    }

    /** Whether {@code op} on {@code section} of {@code state} takes its value as text: an append to text. */
    public static boolean takesText(Map<String, Object> state, SectionOperation op, String section) {
        return op == SectionOperation.APPEND && state != null && state.get(section) instanceof String;
    }

    public static WholeFile wholeFile(String text) {
        return new WholeFile(text);
    }

    private static String oneLine(Object value, int max) {
        String text = value instanceof Map<?, ?> || value instanceof java.util.Collection<?>
                ? block(value, "").strip() : String.valueOf(value);
        return shorten(text.replace("\n", " ⏎ "), max);
    }

    /** A mapping or list laid out as block lines ({@code key: value}, {@code - item}), for a one-line preview. */
    private static String block(Object value, String indent) {
        StringBuilder out = new StringBuilder();
        if (value instanceof Map<?, ?> map) {
            map.forEach((k, v) -> out.append(indent).append(k).append(':').append(nested(v, indent)));
        } else if (value instanceof java.util.Collection<?> items) {
            items.forEach(v -> out.append(indent).append("- ").append(nested(v, indent).stripLeading()));
        } else {
            out.append(indent).append(value).append('\n');
        }
        return out.toString();
    }

    private static String nested(Object value, String indent) {
        boolean empty = value instanceof Map<?, ?> m ? m.isEmpty() : value instanceof java.util.Collection<?> c && c.isEmpty();
        if (empty) {
            return value instanceof Map<?, ?> ? " {}\n" : " []\n";
        }
        return value instanceof Map<?, ?> || value instanceof java.util.Collection<?>
                ? "\n" + block(value, indent + "  ") : " " + value + "\n";
    }

    private static String shorten(String text, int max) {
        return text.length() <= max ? text : text.substring(0, Math.max(0, max - 1)) + "…";
    }
}

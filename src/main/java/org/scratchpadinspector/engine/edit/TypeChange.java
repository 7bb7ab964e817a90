package org.scratchpadinspector.engine.edit;

/** A known section whose value would change kind, e.g. notes from text to a list: applying needs confirmation. */
public record TypeChange(String section, Kind from, Kind to) {

    /** The kind of a value, as the type-change check compares them (a format tells which kind a value is). */
    public enum Kind {
        NULL("null"), TEXT("text"), NUMBER("a number"), BOOLEAN("a boolean"), LIST("a list"),
        MAPPING("a mapping"), TIMESTAMP("a timestamp"), BINARY("binary data"), SET("a set"), OTHER("another type");

        private final String words;

        Kind(String words) {
            this.words = words;
        }

        /** How an operator reads it, e.g. {@code a list}. */
        public String words() {
            return words;
        }
    }

    public String message() {
        return "'" + section + "' would change from " + from.words() + " to " + to.words();
    }
}

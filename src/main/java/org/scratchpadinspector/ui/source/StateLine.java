package org.scratchpadinspector.ui.source;

/**
 * One line of a state pane: its 1-based number in the state, its text and how the line diff against the other pane
 * marks it.
 */
public record StateLine(int number, String text, Mark mark) {
    public enum Mark {
        SAME, REMOVED, ADDED, PROBLEM;

        public String styleClass() {
            return "state-line-" + name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}

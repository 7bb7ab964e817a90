package org.scratchpadinspector.ui.agent;

/** One line of the live event log: the time (HH:mm:ss), the event type, a sentence, and how loud to show it. */
public record AgentEventRow(String time, String type, String text, Severity severity) {
    public enum Severity { INFO, GOOD, WARNING, ERROR }

    @Override
    public String toString() {
        return time + "  " + text;
    }
}

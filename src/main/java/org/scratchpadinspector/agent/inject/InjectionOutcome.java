package org.scratchpadinspector.agent.inject;

import org.scratchpadinspector.engine.edit.JournalEntry;

/**
 * What became of one injection: applied by the agent (in {@code cycleId}, at wake when {@code iteration} is 0,
 * else after that iteration), or rejected ({@code reason}: conflict, type_clash, withdrawn, refused).
 *
 * @param journalEntry the journal line that records the outcome
 */
public record InjectionOutcome(String injectionId, boolean applied, String cycleId, Integer iteration, String reason,
                               String message, JournalEntry journalEntry) {

    /** One line for the operator, e.g. {@code applied in cycle 20260401_100137 at wake}. */
    public String describe() {
        if (applied) {
            String where = iteration == null ? "" : iteration == 0 ? " at wake" : " after iteration " + iteration;
            return "applied in cycle " + cycleId + where;
        }
        return "rejected" + (reason == null ? "" : " (" + reason + ")") + (message == null ? "" : ": " + message);
    }
}

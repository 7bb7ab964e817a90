package org.scratchpadinspector.agent.reference;

/** The agent's model: {@code model.complete(system=rules, user=prompt)}, as in the seed. */
public interface Model {
    /**
     * Called before cycle number {@code index} is named (0-based, counting the cycles already in the
     * directory). Returns the cycle's iteration limit, or -1 for the agent's own.
     *
     * @throws ScriptExhausted when there is nothing to run for that cycle (no cycle is started)
     */
    default int prepareCycle(int index) throws ScriptExhausted {
        return -1;
    }

    /** One model call; any exception ends the cycle on the seed's crash path. */
    String complete(String system, String user) throws Exception;

    /** The scripted model has no answer for this cycle or call. */
    final class ScriptExhausted extends Exception {
        public ScriptExhausted(String message) {
            super(message);
        }
    }
}

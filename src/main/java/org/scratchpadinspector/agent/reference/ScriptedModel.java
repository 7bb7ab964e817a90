package org.scratchpadinspector.agent.reference;

import java.util.List;

/** Replays a {@link Script}, like sample_agent.py's ScriptedModel; each call moves a simulated clock on. */
public final class ScriptedModel implements Model {
    private final Script script;
    private final AgentClock clock;
    private List<String> responses = List.of();
    private int calls;

    public ScriptedModel(Script script, AgentClock clock) {
        this.script = script;
        this.clock = clock;
    }

    @Override
    public int prepareCycle(int index) throws ScriptExhausted {
        Script.Cycle cycle = script.cycle(index);
        responses = cycle.responses();
        calls = 0;
        return cycle.maxIterations() >= 0 ? cycle.maxIterations() : script.maxIterations();
    }

    @Override
    public String complete(String system, String user) throws ScriptExhausted {
        calls++;
        clock.modelCalled();
        if (calls > responses.size()) {
            throw new ScriptExhausted("the script has no response for call " + calls);
        }
        return responses.get(calls - 1);
    }
}

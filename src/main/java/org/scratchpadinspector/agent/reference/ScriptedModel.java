package org.scratchpadinspector.agent.reference;

import java.util.List;
import java.util.function.Consumer;

/**
 * Replays a {@link Script}, like sample_agent.py's ScriptedModel; each call moves a simulated clock on. At a
 * cycle's {@code kill_at} call the process dies instead of answering, like {@code kill -9}: no {@code _after},
 * no active.yaml, control.json left behind, exit status 137 (for tests of interrupted cycles).
 */
public final class ScriptedModel implements Model {
    /** The exit status of a process killed by SIGKILL, as sample_agent.py returns it. */
    public static final int KILLED_STATUS = 137;

    private final Script script;
    private final AgentClock clock;
    private final Consumer<String> kill;
    private List<String> responses = List.of();
    private int killAt = -1;
    private int calls;

    public ScriptedModel(Script script, AgentClock clock) {
        this(script, clock, ScriptedModel::haltProcess);
    }

    /** @param kill called with the reason at a {@code kill_at} call; it must not return normally */
    public ScriptedModel(Script script, AgentClock clock, Consumer<String> kill) {
        this.script = script;
        this.clock = clock;
        this.kill = kill;
    }

    @Override
    public int prepareCycle(int index) throws ScriptExhausted {
        Script.Cycle cycle = script.cycle(index);
        responses = cycle.responses();
        killAt = cycle.killAt();
        calls = 0;
        return cycle.maxIterations() >= 0 ? cycle.maxIterations() : script.maxIterations();
    }

    @Override
    public String complete(String system, String user) throws ScriptExhausted {
        calls++;
        if (calls == killAt) {
            kill.accept("agent process killed during model call " + calls);
            throw new IllegalStateException("the kill at model call " + calls + " returned");
        }
        clock.modelCalled();
        if (calls > responses.size()) {
            throw new ScriptExhausted("the script has no response for call " + calls);
        }
        return responses.get(calls - 1);
    }

    /** Ends the JVM at once: no shutdown hooks, so nothing is cleaned up, as after SIGKILL. */
    private static void haltProcess(String reason) {
        System.out.flush();
        System.err.println("agent: " + reason);
        System.err.flush();
        Runtime.getRuntime().halt(KILLED_STATUS);
    }
}

package org.scratchpadinspector.agent.reference;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.scratchpadinspector.pyyaml.PyYamlWriter;

/**
 * One cycle of the seed's {@code run_once()}, cut at its safe points so that it can be stepped: wake (event
 * 2), the {@code _before} snapshot (3), one iteration of {@code run_cycle} at a time (4), then the crash
 * path if run_cycle raised, {@code _after} (5) and active.yaml (6). The state is one mapping object mutated
 * in place, so that, as in Python, the crash path's {@code state_after = state_before} keeps every change
 * made before the crash.
 */
public final class CycleRun {
    /** What one iteration did, for the {@code iteration} event; null response: the model call failed. */
    public record Iteration(int n, String response, String action, String toolResult, boolean done) {
    }

    private final String id;
    private final ScratchpadFiles files;
    private final CycleLog log;
    private final Model model;
    private final Dispatcher dispatcher;
    private final String rules;
    private final int maxIterations;
    private final AgentClock clock;
    private Map<String, Object> state;
    private int iteration;
    private boolean done;
    private Exception crash;
    private final java.util.List<InjectionBook.Queued> injected = new java.util.ArrayList<>();

    public CycleRun(String id, ScratchpadFiles files, CycleLog log, Model model, Dispatcher dispatcher, String rules,
                    int maxIterations, AgentClock clock) {
        this.id = id;
        this.files = files;
        this.log = log;
        this.model = model;
        this.dispatcher = dispatcher;
        this.rules = rules;
        this.maxIterations = maxIterations;
        this.clock = clock;
        log.info("cycle " + id + " started");
    }

    public String id() {
        return id;
    }

    /** Event 2: read active.yaml. */
    public void wake() throws IOException, ScratchpadFiles.WakeFailure {
        state = files.load();
    }

    /** Event 3. */
    public Path writeBefore() throws IOException {
        return files.snapshot(state, id, "before");
    }

    /** The live state mapping (mutated by iterations and injections; the worker's alone). */
    public Map<String, Object> state() {
        return state;
    }

    /** Records an injection applied to this cycle's state (the worker's lock is held). */
    void injected(InjectionBook.Queued injection) {
        injected.add(injection);
    }

    /** The injections applied in this cycle, in order. */
    java.util.List<InjectionBook.Queued> injectedThisCycle() {
        return java.util.List.copyOf(injected);
    }

    /** Whether run_cycle raised (the crash path runs in {@link #endRunCycle}). */
    public boolean crashed() {
        return crash != null;
    }

    public int iteration() {
        return iteration;
    }

    /** The iterations that finished: one whose model call or dispatch raised does not count. */
    public int finishedIterations() {
        return crash == null ? iteration : iteration - 1;
    }

    /** Whether run_cycle has returned or raised. */
    public boolean ended() {
        return crash != null || done || iteration >= maxIterations;
    }

    /** One iteration of run_cycle's loop: prompt, model call, dispatch. */
    public Iteration iterate() {
        iteration++;
        // sample_agent.py's _build_prompt: yaml.dump(state, default_flow_style=False, sort_keys=False,
        // allow_unicode=True), so the model reads real Unicode, not escapes.
        String prompt = "Your scratchpad:\n" + PyYamlWriter.dumpAllowUnicode(state);
        String response;
        try {
            response = model.complete(rules, prompt);
        } catch (Exception e) {
            crashed(e);
            return new Iteration(iteration, null, null, null, false);
        }
        String action = Dispatcher.actionName(response);
        log.info("iteration " + iteration + " response: " + response);
        log.info("iteration " + iteration + " action: " + action);
        try {
            Dispatcher.Outcome outcome = dispatcher.dispatch(response, state);
            done = outcome.done();
            return new Iteration(iteration, response, action, outcome.toolResult(), done);
        } catch (ToolFailure | RuntimeException e) {
            crashed(e);
            return new Iteration(iteration, response, action, null, false);
        }
    }

    private void crashed(Exception e) {
        crash = e;
        if (e instanceof InterruptedException) {
            Thread.currentThread().interrupt();
        }
        log.exception("cycle " + id + " failed: " + message(e), e);
    }

    /** Python's {@code str(e)}. */
    static String message(Exception e) {
        if (e instanceof ToolFailure || e instanceof Model.ScriptExhausted || e instanceof IOException) {
            return e.getMessage() == null ? "" : e.getMessage();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** The end of run_cycle's log (when it returned), then the crash path. */
    public void endRunCycle() {
        if (crash == null) {
            log.info("cycle " + id + " finished after " + iteration + " iterations (" + (done ? "done" : "max_iterations") + ")");
        } else {
            state.put("notes", "Cycle " + id + " failed: " + message(crash));
        }
    }

    /** Event 5. */
    public Path writeAfter() throws IOException {
        return files.snapshot(state, id, "after");
    }

    /** Event 6: stamps last_updated with the clock, then writes active.yaml. */
    public Path sleep() throws IOException {
        return files.save(state, AgentClock.isoFormat(clock.now()));
    }

    /** completed, max_iterations or crashed. */
    public String status() {
        return crash != null ? "crashed" : done ? "completed" : "max_iterations";
    }

    public String error() {
        return crash == null ? null : message(crash);
    }

    public void closeLog() {
        log.close();
    }
}

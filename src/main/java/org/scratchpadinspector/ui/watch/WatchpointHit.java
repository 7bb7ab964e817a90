package org.scratchpadinspector.ui.watch;

/**
 * A watchpoint that held, as the Watchpoints tab lists it: which one, where (the cycle, and the iteration when
 * the agent said it), what it saw, and the whole sentence.
 *
 * @param watchpointId its id ({@code w1})
 * @param cycleId      the cycle it held in, or null when the agent did not say
 * @param iteration    the iteration it held at (0: at wake), or null when not known (a cycle read from the files)
 * @param saw          what it saw, in words ({@code matched write_file({'path': 'x'})})
 * @param sentence     the line shown: {@code watchpoint w1 (tool=write_file) held in cycle X, iteration 2: matched …}
 */
public record WatchpointHit(String watchpointId, String cycleId, Integer iteration, String saw, String sentence) {
    @Override
    public String toString() {
        return sentence;
    }
}

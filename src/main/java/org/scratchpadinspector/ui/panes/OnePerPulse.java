package org.scratchpadinspector.ui.panes;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.BooleanSupplier;
import javafx.animation.AnimationTimer;

/**
 * Runs queued steps, one per pulse, each until it says it is done. A step that gives a pane new text costs CSS
 * and layout for the pane's new cells; three panes in one pulse held the FX thread three times as long.
 * Steps run at the start of a pulse, so each one's CSS and layout fall in that same pulse.
 */
final class OnePerPulse {
    private final Deque<BooleanSupplier> steps = new ArrayDeque<>();
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            BooleanSupplier next = steps.peek();
            if (next != null && next.getAsBoolean()) {
                steps.poll();
            }
            if (steps.isEmpty()) {
                stop();
            }
        }
    };

    /** Drops the steps still queued and queues {@code batch}, the first to run in the next pulse. */
    void replaceWith(List<BooleanSupplier> batch) {
        steps.clear();
        steps.addAll(batch);
        if (!steps.isEmpty()) {
            timer.start();
        }
    }

    /** Runs the queued steps now (before something that needs their outcome, such as going to a change). */
    void finishNow() {
        timer.stop();
        while (!steps.isEmpty()) {
            if (steps.peek().getAsBoolean()) {
                steps.poll();
            }
        }
    }

    boolean isIdle() {
        return steps.isEmpty();
    }
}

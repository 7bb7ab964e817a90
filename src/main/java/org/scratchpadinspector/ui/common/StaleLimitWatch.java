package org.scratchpadinspector.ui.common;

import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Side;

/**
 * Judges the newest cycle again when the sign of life that keeps it running runs out (its files older than the
 * stale limit), so that a dead agent's cycle turns interrupted in the list, the details and the edit path without
 * waiting for a file event. The re-judgement is published as a change of that cycle's {@code _before}.
 */
public final class StaleLimitWatch {
    private static final long SLACK_MILLIS = 1000;
    private final InspectorContext context;
    private final LatestRequest judgement;
    private Cancellation pending;
    private boolean closed;

    public StaleLimitWatch(InspectorContext context) {
        this.context = context;
        this.judgement = context.runner().latest("when does the newest cycle go stale");
        context.scratchpadProperty().addListener((obs, was, now) -> rearm());
        context.lastChangeProperty().addListener((obs, was, now) -> rearm());
        rearm();
    }

    private void rearm() {
        if (pending != null) {
            pending.cancel();
            pending = null;
        }
        Scratchpad pad = context.scratchpad();
        CycleIndex index = pad == null ? null : pad.index();
        int newest = index == null ? -1 : index.size() - 1;
        if (newest < 0 || !index.has(newest, CycleIndex.BEFORE) || index.has(newest, CycleIndex.AFTER)) {
            return;
        }
        CycleId id = index.id(newest);
        judgement.submit(cancel -> pad.liveness().judge(pad.location(), index, newest), verdict -> {
            if (pad != context.scratchpad() || verdict.recheckAt() == null || closed) {
                return;
            }
            long delay = Math.max(0, Duration.between(Instant.now(), verdict.recheckAt()).toMillis()) + SLACK_MILLIS;
            pending = context.runner().later("re-judge cycle " + id, Duration.ofMillis(delay), () -> rejudge(pad, id));
        }, error -> { });
    }

    private void rejudge(Scratchpad pad, CycleId id) {
        if (pad == context.scratchpad()) {
            context.publishChange(new DirectoryChange(Set.of(Side.BEFORE.fileName(id)), false));
        }
    }

    /** Stops the timer (when the window closes); any thread. */
    public void close() {
        closed = true;
        judgement.cancel();
        if (pending != null) {
            pending.cancel();
        }
    }
}

package org.scratchpadinspector.ui.common;

import java.time.Duration;
import java.time.Instant;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Liveness;
import org.scratchpadinspector.model.MemorySource;

/**
 * Judges the running unit again when the sign of life that keeps it running runs out (its files older than the
 * stale limit), so that a dead agent's unit turns interrupted in the list, the details and the edit path without
 * waiting for a file event. When and what to re-judge is the source's {@link Liveness#recheck}; the re-judgement is
 * published as a change of the names it gives (seed 000: the newest cycle's {@code _before}).
 */
public final class StaleLimitWatch {
    private static final long SLACK_MILLIS = 1000;
    private final InspectorContext context;
    private final LatestRequest judgement;
    private Cancellation pending;
    private boolean closed;

    public StaleLimitWatch(InspectorContext context) {
        this.context = context;
        this.judgement = context.runner().latest("when does the running unit go stale");
        context.sourceProperty().addListener((obs, was, now) -> rearm());
        context.lastChangeProperty().addListener((obs, was, now) -> rearm());
        rearm();
    }

    private void rearm() {
        if (pending != null) {
            pending.cancel();
            pending = null;
        }
        MemorySource source = context.source();
        Liveness liveness = source == null ? null : source.facet(Liveness.class).orElse(null);
        if (liveness == null) {
            return;
        }
        judgement.submit(cancel -> liveness.recheck(), recheck -> {
            if (source != context.source() || recheck.isEmpty() || closed) {
                return;
            }
            Liveness.Recheck at = recheck.get();
            long delay = Math.max(0, Duration.between(Instant.now(), at.at()).toMillis()) + SLACK_MILLIS;
            pending = context.runner().later("re-judge " + at.names(), Duration.ofMillis(delay), () -> rejudge(source, at));
        }, error -> { });
    }

    private void rejudge(MemorySource source, Liveness.Recheck at) {
        if (source == context.source()) {
            context.publishChange(new DirectoryChange(at.names(), false));
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

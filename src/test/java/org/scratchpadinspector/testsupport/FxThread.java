package org.scratchpadinspector.testsupport;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.application.Platform;

/** For programs outside TestFX (benchmarks, screenshot writers): runs code on the FX thread and waits for it. */
public final class FxThread {
    private FxThread() {
    }

    /** Runs {@code action} on the FX thread; its result, or its exception; at most {@code seconds} of waiting. */
    public static <T> T call(Supplier<T> action, long seconds) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(action.get());
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
        return result.get(seconds, TimeUnit.SECONDS);
    }
}

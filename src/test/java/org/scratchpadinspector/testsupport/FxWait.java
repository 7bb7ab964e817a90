package org.scratchpadinspector.testsupport;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Waits for a condition about the window, asking it on the FX thread: a code area read from the test thread while a
 * pulse fills it can throw (CI saw "Index 5 out of bounds for length 5" from such a read).
 */
public final class FxWait {
    private FxWait() {
    }

    /** Polls {@code condition} on the FX thread until it holds; a {@link TimeoutException} after {@code seconds}. */
    public static void until(long seconds, Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(condition).get(seconds, TimeUnit.SECONDS));
    }
}

package org.scratchpadinspector.ui;

import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A part of the window built on its first use instead of before the first frame (on the FX thread, like any view):
 * a view the window may never show costs the start nothing.
 */
final class Deferred<T> implements Supplier<T> {
    private final Supplier<T> build;
    private T built;

    Deferred(Supplier<T> build) {
        this.build = build;
    }

    /** The part, built now if it was not yet. */
    @Override
    public T get() {
        if (built == null) {
            built = build.get();
        }
        return built;
    }

    /** Runs {@code action} on the part only if it was built (e.g. closing it). */
    void ifBuilt(Consumer<T> action) {
        if (built != null) {
            action.accept(built);
        }
    }

    boolean isBuilt() {
        return built != null;
    }
}

package org.scratchpadinspector.engine.watch;

/** A running watcher of a directory: stopping it never throws. */
public interface Watcher extends AutoCloseable {
    @Override
    void close();
}

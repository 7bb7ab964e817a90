package org.scratchpadinspector;

import java.util.Optional;
import org.scratchpadinspector.model.OwnsThreads;

/**
 * A JVM started by {@link CliRelaunch} or {@link CollectorRelaunch} ends when the JVM that started it is gone. The
 * parent passes its pid ({@value #PARENT}); the child looks at it every {@link #EVERY_MILLIS} ms and halts once it
 * has ended, so that killing the {@code java -jar} an operator started (or its terminal) stops the command or the
 * window too, instead of leaving it to finish an edit nobody waits for. An edit cut short this way is settled by
 * the next command (its journal intent says what it was).
 */
@OwnsThreads("watches the parent process and ends this JVM with it")
final class ParentWatch {
    static final String PARENT = "inspector.parent";
    static final long EVERY_MILLIS = 200;
    /** The code of a JVM stopped by SIGTERM: the parent's end stops this one as a signal would. */
    static final int STOPPED = 143;

    private ParentWatch() {
    }

    /** The option that names this JVM as the parent of the one started with it. */
    static String option() {
        return "-D" + PARENT + "=" + ProcessHandle.current().pid();
    }

    /** Starts watching when this JVM was started by another inspector JVM; does nothing otherwise. */
    static void startIfRelaunched() {
        String pid = System.getProperty(PARENT);
        if (pid == null || pid.isBlank()) {
            return;
        }
        Optional<ProcessHandle> parent;
        try {
            parent = ProcessHandle.of(Long.parseLong(pid.trim()));
        } catch (NumberFormatException e) {
            return;
        }
        if (parent.isEmpty() || !parent.get().isAlive()) {
            Runtime.getRuntime().halt(STOPPED);
        }
        ProcessHandle watched = parent.get();
        Thread watch = new Thread(() -> {
            while (true) {
                try {
                    Thread.sleep(EVERY_MILLIS);
                } catch (InterruptedException e) {
                    return;
                }
                if (!watched.isAlive()) {
                    Runtime.getRuntime().halt(STOPPED);
                }
            }
        }, "parent-watch");
        watch.setDaemon(true);
        watch.start();
    }
}

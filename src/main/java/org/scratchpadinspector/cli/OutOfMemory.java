package org.scratchpadinspector.cli;

import java.util.Locale;

/** The one line a command prints when its JVM's heap ran out, instead of a stack trace. */
final class OutOfMemory {
    private OutOfMemory() {
    }

    static String message(String[] args) {
        String command = args.length == 0 ? "the command" : "`" + args[0] + "`";
        long max = Runtime.getRuntime().maxMemory();
        return String.format(Locale.ROOT, "error: %s ran out of memory (this JVM may use at most %,d MiB);"
                + " run it again with more, e.g. JDK_JAVA_OPTIONS=-Xmx4g", command, max >> 20);
    }
}

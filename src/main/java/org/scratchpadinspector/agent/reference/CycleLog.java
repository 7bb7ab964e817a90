package org.scratchpadinspector.agent.reference;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * {@code logs/cycle_<id>.log} in the samples' format, Python logging's {@code %(asctime)s %(levelname)s
 * %(message)s} with the agent's clock: {@code 2026-04-01 10:01:44,000 INFO cycle 20260401_100137 started}.
 */
public final class CycleLog implements Closeable {
    private static final DateTimeFormatter ASCTIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss,SSS");

    private final AgentClock clock;
    private final BufferedWriter out;

    private CycleLog(AgentClock clock, BufferedWriter out) {
        this.clock = clock;
        this.out = out;
    }

    public static CycleLog open(Path logsDirectory, String cycleId, AgentClock clock) throws IOException {
        Files.createDirectories(logsDirectory);
        return new CycleLog(clock, Files.newBufferedWriter(logsDirectory.resolve("cycle_" + cycleId + ".log"),
                StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND));
    }

    public void info(String message) {
        line("INFO", message, null);
    }

    /** {@code log.exception(...)}: the ERROR line, then a Python-style traceback of {@code error}. */
    public void exception(String message, Throwable error) {
        line("ERROR", message, error);
    }

    private synchronized void line(String level, String message, Throwable error) {
        LocalDateTime now = clock.now();
        try {
            out.write(now.format(ASCTIME) + " " + level + " " + message + "\n");
            if (error != null) {
                out.write(traceback(error));
            }
            out.flush();
        } catch (IOException ignored) {
            // a log that cannot be written must not stop the cycle (Python's logging prints and carries on)
        }
    }

    static String traceback(Throwable error) {
        StringBuilder text = new StringBuilder("Traceback (most recent call last):\n");
        StackTraceElement[] frames = error.getStackTrace();
        for (int i = frames.length - 1; i >= 0; i--) {
            StackTraceElement frame = frames[i];
            if (!frame.getClassName().startsWith("org.scratchpadinspector.")) {
                continue;
            }
            text.append("  File \"").append(frame.getFileName()).append("\", line ").append(frame.getLineNumber())
                    .append(", in ").append(frame.getMethodName()).append('\n');
        }
        String type = error instanceof ToolFailure failure ? failure.pythonType() : error.getClass().getSimpleName();
        text.append(type);
        if (error.getMessage() != null && !error.getMessage().isEmpty()) {
            text.append(": ").append(error.getMessage());
        }
        return text.append('\n').toString();
    }

    @Override
    public void close() {
        try {
            out.close();
        } catch (IOException ignored) {
            // nothing to do
        }
    }
}

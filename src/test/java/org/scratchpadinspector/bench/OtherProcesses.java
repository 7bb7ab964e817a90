package org.scratchpadinspector.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * CPU time that threads of other processes used while a scenario ran (Linux, {@code /proc/PID/task/TID/stat}, in
 * clock ticks of 10 ms), and which ones used most. A stall in which the FX thread waited for a core means something
 * else held the cores; this says whether that was this JVM or another process, such as an earlier run still deleting
 * its files or a kernel thread. Threads that started and ended within the scenario are not seen.
 */
final class OtherProcesses {
    private static final double MILLIS_PER_TICK = 10;
    private static final String SELF = Long.toString(ProcessHandle.current().pid());

    /** A thread's name and its user + system ticks so far; kept by thread id, as a kernel worker's name changes. */
    private record Ticks(String name, long ticks) {
    }

    private Map<String, Ticks> atStart = Map.of();

    OtherProcesses() {
        restart();
    }

    void restart() {
        atStart = threadTicks();
    }

    /** Total CPU ms of other processes' threads since {@link #restart()}, then the three that used most. */
    String sinceStart() {
        Map<String, Long> used = new HashMap<>();
        threadTicks().forEach((tid, now) -> {
            Ticks before = atStart.get(tid);
            long delta = now.ticks() - (before == null ? 0 : before.ticks());
            if (delta > 0) {
                used.merge(now.name(), delta, Long::sum);
            }
        });
        long total = used.values().stream().mapToLong(Long::longValue).sum();
        String top = used.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(3)
                .map(e -> String.format("%s %.0f", e.getKey(), e.getValue() * MILLIS_PER_TICK))
                .collect(Collectors.joining(", "));
        return String.format("%.0f ms (%s)", total * MILLIS_PER_TICK, top.isEmpty() ? "none" : top);
    }

    /** Every thread of every other process, by thread id. */
    private static Map<String, Ticks> threadTicks() {
        Map<String, Ticks> ticks = new HashMap<>();
        try (Stream<Path> processes = Files.list(Path.of("/proc"))) {
            processes.filter(p -> p.getFileName().toString().chars().allMatch(Character::isDigit))
                    .filter(p -> !p.getFileName().toString().equals(SELF))
                    .forEach(p -> addThreads(p, ticks));
        } catch (IOException | RuntimeException e) {
            return ticks;
        }
        return ticks;
    }

    private static void addThreads(Path process, Map<String, Ticks> ticks) {
        try (Stream<Path> tasks = Files.list(process.resolve("task"))) {
            tasks.forEach(task -> {
                try {
                    String stat = Files.readString(task.resolve("stat"));
                    ticks.put(task.getFileName().toString(), new Ticks(ThreadStat.name(stat),
                            ThreadStat.field(stat, ThreadStat.USER_TICKS) + ThreadStat.field(stat, ThreadStat.SYSTEM_TICKS)));
                } catch (IOException | RuntimeException gone) {
                    // the thread ended meanwhile
                }
            });
        } catch (IOException | RuntimeException gone) {
            // the process ended meanwhile
        }
    }
}

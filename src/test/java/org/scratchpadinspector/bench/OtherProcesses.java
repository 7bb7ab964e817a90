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
    private Map<String, Long> atStart = Map.of();

    OtherProcesses() {
        restart();
    }

    void restart() {
        Map<String, Long> byId = new HashMap<>();
        threadTicks().forEach((thread, ticks) -> byId.put(thread.substring(0, thread.indexOf(' ')), ticks));
        atStart = byId;
    }

    /** Total CPU ms of other processes' threads since {@link #restart()}, then the three that used most. */
    String sinceStart() {
        Map<String, Long> now = threadTicks();
        Map<String, Long> used = new HashMap<>();
        now.forEach((thread, ticks) -> {
            // keyed by thread id: a kernel worker's name changes with the work it does
            String tid = thread.substring(0, thread.indexOf(' '));
            Long before = atStart.get(tid);
            long delta = ticks - (before == null ? 0 : before);
            if (delta > 0) {
                used.merge(thread.substring(thread.indexOf(' ') + 1), delta, Long::sum);
            }
        });
        long total = used.values().stream().mapToLong(Long::longValue).sum();
        String top = used.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(3)
                .map(e -> String.format("%s %.0f", e.getKey(), e.getValue() * MILLIS_PER_TICK))
                .collect(Collectors.joining(", "));
        return String.format("%.0f ms (%s)", total * MILLIS_PER_TICK, top.isEmpty() ? "none" : top);
    }

    /** "TID name" of every thread of every other process, with its user + system ticks so far. */
    private static Map<String, Long> threadTicks() {
        Map<String, Long> ticks = new HashMap<>();
        try (Stream<Path> processes = Files.list(Path.of("/proc"))) {
            processes.filter(p -> p.getFileName().toString().chars().allMatch(Character::isDigit))
                    .filter(p -> !p.getFileName().toString().equals(SELF))
                    .forEach(p -> addThreads(p, ticks));
        } catch (IOException | RuntimeException e) {
            return ticks;
        }
        return ticks;
    }

    private static void addThreads(Path process, Map<String, Long> ticks) {
        try (Stream<Path> tasks = Files.list(process.resolve("task"))) {
            tasks.forEach(task -> {
                try {
                    String stat = Files.readString(task.resolve("stat"));
                    String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    ticks.put(task.getFileName() + " " + name, Long.parseLong(f[14 - 3]) + Long.parseLong(f[15 - 3]));
                } catch (IOException | RuntimeException gone) {
                    // the thread ended meanwhile
                }
            });
        } catch (IOException | RuntimeException gone) {
            // the process ended meanwhile
        }
    }
}

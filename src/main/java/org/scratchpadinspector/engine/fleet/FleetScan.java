package org.scratchpadinspector.engine.fleet;

import org.scratchpadinspector.model.OwnsThreads;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.scratchpadinspector.engine.edit.LostEditCount;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.format.Detection;
import org.scratchpadinspector.format.FormatRegistry;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.HealthFacts;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;

/**
 * Looks at every agent of a fleet at once, each on a thread of a bounded pool, so that one slow or unreachable
 * agent never holds back the others: an agent that has not answered by the deadline is "unreachable since T"
 * and its look goes on in the background (it is not started again while it runs). The rows come back sorted by
 * trouble. Remote directories go through the caller's resolver, whose connections are reused across agents on
 * one host and across scans.
 */
@OwnsThreads("scans the fleet's agents a few at a time")
public final class FleetScan implements AutoCloseable {
    /** How many of the newest units an agent's failing count looks at. */
    public static final int NEWEST = 20;
    public static final int MAX_THREADS = 16;
    public static final Duration DEFAULT_DEADLINE = Duration.ofSeconds(30);
    private static final int MAX_WALKED = 20_000;

    /** A DIR as typed, turned into a path (remote ones connect). */
    public interface Resolver {
        Path resolve(String dir) throws IOException;
    }

    private final FormatRegistry registry;
    private final Resolver resolver;
    private final Clock clock;
    private final ExecutorService pool;
    private final Map<String, Running> running = new ConcurrentHashMap<>();

    private record Running(Future<AgentRow> future, Instant started, Cancellation cancel) {
    }

    public FleetScan(FormatRegistry registry, Resolver resolver, Clock clock) {
        this.registry = registry;
        this.resolver = resolver;
        this.clock = clock;
        this.pool = Executors.newFixedThreadPool(MAX_THREADS, r -> {
            Thread t = new Thread(r, "fleet-scan");
            t.setDaemon(true);
            return t;
        });
    }

    /** Every agent's row, sorted by trouble, within {@code deadline} (late ones as unreachable). */
    public List<AgentRow> scan(List<FleetEntry> entries, Duration deadline) {
        long end = System.nanoTime() + deadline.toNanos();
        List<Running> started = new ArrayList<>();
        for (FleetEntry entry : entries) {
            started.add(running.compute(entry.name() + "\n" + entry.dir(), (key, previous) -> {
                if (previous != null && !previous.future().isDone()) {
                    return previous; // still looking from an earlier scan
                }
                Cancellation cancel = new Cancellation();
                return new Running(pool.submit(() -> look(entry, cancel)), clock.instant(), cancel);
            }));
        }
        List<AgentRow> rows = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            FleetEntry entry = entries.get(i);
            Running r = started.get(i);
            try {
                rows.add(r.future().get(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS));
            } catch (TimeoutException e) {
                rows.add(AgentRow.unreachable(entry, r.started(), "no answer within " + deadline.toSeconds() + " s"));
            } catch (ExecutionException e) {
                rows.add(AgentRow.unreachable(entry, r.started(), Untrusted.line(String.valueOf(e.getCause()))));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("interrupted");
            }
        }
        rows.sort(AgentRow.BY_TROUBLE);
        return rows;
    }

    private AgentRow look(FleetEntry entry, Cancellation cancel) {
        Instant started = clock.instant();
        Path dir;
        try {
            dir = resolver.resolve(entry.dir());
        } catch (IOException | RuntimeException e) {
            return AgentRow.unreachable(entry, started, Untrusted.line(reason(e)));
        }
        try {
            if (!Files.isDirectory(dir)) {
                return AgentRow.unreachable(entry, started, Files.exists(dir) ? "not a directory" : "no such directory");
            }
            Detection detection = registry.detect(dir);
            if (!detection.found()) {
                return new AgentRow(entry.name(), entry.dir(), null, null, null, null, null, 0, true,
                        Untrusted.line(detection.message()));
            }
            MemorySource source = detection.provider().open(detection.recognition(), SourceOptions.NOW, cancel);
            Optional<HealthFacts> facts = source.facet(HealthFacts.class);
            HealthFacts.Health health = facts.isPresent() ? facts.get().health(NEWEST, cancel) : listedWhole(source, cancel);
            int failing = (int) health.newest().stream().filter(Unit::failing).count();
            int lost;
            String problem = null;
            try {
                lost = LostEditCount.of(source);
            } catch (IOException | RuntimeException e) {
                lost = 0;
                problem = "the edit journal cannot be read: " + Untrusted.line(reason(e));
            }
            return new AgentRow(entry.name(), entry.dir(), source.format(), health.units(), failing, health.running(),
                    seconds(health.lastActivity()), lost, true, problem);
        } catch (IOException | UncheckedIOException e) {
            return AgentRow.unreachable(entry, started, Untrusted.line(reason(e)));
        } catch (RuntimeException e) {
            return new AgentRow(entry.name(), entry.dir(), null, null, null, null, null, 0, true,
                    "cannot be read: " + Untrusted.line(reason(e)));
        }
    }

    /** For a source without {@link HealthFacts}: every unit, and the newest file time found near its root. */
    private static HealthFacts.Health listedWhole(MemorySource source, Cancellation cancel) throws IOException {
        List<Unit> units = source.units(cancel, u -> { });
        List<Unit> newest = units.subList(Math.max(0, units.size() - NEWEST), units.size());
        boolean running = newest.stream().anyMatch(u -> u.status().key().equals("running"));
        return new HealthFacts.Health(units.size(), newest, running, newestWrite(source.directory()));
    }

    private static Instant newestWrite(Path root) throws IOException {
        Instant[] newest = {null};
        try (Stream<Path> files = Files.walk(root, 4)) {
            files.limit(MAX_WALKED).forEach(p -> {
                try {
                    BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                    Instant t = a.lastModifiedTime().toInstant();
                    if (a.isRegularFile() && (newest[0] == null || t.isAfter(newest[0]))) {
                        newest[0] = t;
                    }
                } catch (IOException e) {
                    // a file gone meanwhile says nothing of the agent
                }
            });
        }
        return newest[0];
    }

    /** To the second: what SFTP's file times hold, so one agent reads the same near and far. */
    private static Instant seconds(Instant t) {
        return t == null ? null : t.truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
    }

    private static String reason(Throwable e) {
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m.lines().findFirst().orElse(m);
    }

    @Override
    public void close() {
        running.values().forEach(r -> r.cancel().cancel());
        pool.shutdownNow();
    }
}

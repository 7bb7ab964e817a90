package org.scratchpadinspector.cli;

import org.scratchpadinspector.model.OwnsThreads;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.scratchpadinspector.agent.command.CycleCommand;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.watchpoint.Breakpoint;
import org.scratchpadinspector.engine.watchpoint.UnitHit;
import org.scratchpadinspector.format.Detection;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.LiveControl;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.engine.watchpoint.ConditionParser;
import org.scratchpadinspector.engine.watchpoint.InvalidCondition;
import java.util.HashMap;
import java.util.Map;
import org.scratchpadinspector.format.Untrusted;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "step", description = {
        "Command mode without a window: run CMD, a shell command that runs exactly one",
        "cycle of the agent, once, as the window's Agent panel does; print its output",
        "(stdout and stderr, merged) as it comes, then the cycle(s) it produced with",
        "their status. Nothing runs the agent between two steps, so an edit made then",
        "(edit DIR ...) is written at once and read by the next cycle.",
        "With --until COND (repeatable) it steps again and again until a condition",
        "holds for the cycle just produced, then says which one and what it saw: exit 0;",
        "1 when --max-steps ran out first. COND: status=crashed, tool=shell,",
        "tool=shell:rm  (arguments contain \"rm \"), changed=current_task,",
        "size:notes>4000, iteration>3, or the JSON form {\"when\": ...}.",
        "A cycle that reused the id of the cycle before it (two cycles started in the",
        "same second: the second overwrote the first's files) is reported as such.",
        "Exit code: the command's own (printed in any case); 1 with --fail-on STATUS[,STATUS]",
        "when a cycle it ran ends in one of them (the agent catches its own crash and",
        "exits 0); 124 when the timeout stopped it (it and every process it started are",
        "killed); 2 when it cannot start (no such working directory, empty command, a",
        "condition or status it cannot read)."})
@OwnsThreads("stops the step's command on shutdown")
final class StepCommand implements Callable<Integer> {
    static final int TIMED_OUT = 124;

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Option(names = "--command", required = true, paramLabel = "CMD",
            description = "The command that runs one cycle, run by /bin/sh -c, e.g. \"python3 agent.py --once .\".")
    String command;

    @Option(names = "--cwd", paramLabel = "D",
            description = "Its working directory (default: the agent root, the directory that holds scratchpad/).")
    Path cwd;

    @Option(names = "--timeout", paramLabel = "S", defaultValue = "300",
            description = "Stop it after S seconds (default ${DEFAULT-VALUE}).")
    long timeoutSeconds;

    @Option(names = "--until", paramLabel = "COND",
            description = "Step until COND holds for a new cycle (repeatable: any of them), e.g. status=crashed.")
    List<String> until = new ArrayList<>();

    @Option(names = "--fail-on", split = ",", paramLabel = "STATUS",
            description = "Exit 1 when a cycle the command ran ends in one of these statuses, e.g. crashed,interrupted.")
    List<String> failOn = new ArrayList<>();

    @Option(names = "--max-steps", paramLabel = "N", defaultValue = "50",
            description = "With --until: give up after N steps, exit 1 (default ${DEFAULT-VALUE}).")
    int maxSteps;

    /** One run of the command: its exit code for the operator, and the cycles it added, oldest first. */
    private record Outcome(int code, List<UnitId> added) {
    }

    /** What each unit looked like before a step: its id, and its stamp where the source keeps one. */
    private record Before(Set<String> ids, Map<String, String> stamps) {
    }

    /** A unit the step added, or one whose files it rewrote under an id that was there before. */
    private record Ran(Unit unit, boolean reusedId) {
    }

    /** Only the newest units can have their id reused: a seed 000 id is the second a cycle starts. */
    private static final int REUSE_WINDOW = 3;

    private final Set<String> failStatuses = new HashSet<>();

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path given = dir.path().toAbsolutePath().normalize();
        if (!Files.isDirectory(given)) {
            err.println("cannot step: " + given + (Files.exists(given) ? " is not a directory" : " does not exist"));
            return Cli.TROUBLE;
        }
        if (timeoutSeconds <= 0) {
            err.println("cannot step: --timeout must be a whole number of seconds above zero, e.g. 300");
            return Cli.TROUBLE;
        }
        CycleCommand.Spec run = new CycleCommand.Spec(command.trim(),
                (cwd == null ? agentRoot(given) : cwd).toAbsolutePath().normalize(), Duration.ofSeconds(timeoutSeconds));
        Optional<String> problem = CycleCommand.problem(run);
        if (problem.isPresent()) {
            err.println("cannot step: " + problem.get());
            return Cli.TROUBLE;
        }
        Set<String> known = known(given);
        for (String name : failOn) {
            if (!known.isEmpty() && !known.contains(name.strip())) {
                err.println("cannot step: --fail-on " + Untrusted.line(name.strip()) + " is not a status; one of "
                        + String.join(", ", known));
                return Cli.TROUBLE;
            }
            failStatuses.add(name.strip());
        }
        List<Breakpoint> conditions = new ArrayList<>();
        for (String text : until) {
            try {
                conditions.add(new Breakpoint(text.strip(), ConditionParser.parseText(text, List.copyOf(known))));
            } catch (InvalidCondition e) {
                err.println("cannot step: --until \"" + text + "\": " + e.getMessage());
                return Cli.TROUBLE;
            }
        }
        if (conditions.isEmpty()) {
            return stepOnce(given, run, out, err).code();
        }
        if (maxSteps <= 0) {
            err.println("cannot step: --max-steps must be a whole number above zero, e.g. 50");
            return Cli.TROUBLE;
        }
        for (int n = 1; n <= maxSteps; n++) {
            out.println("until: step " + n + " of at most " + maxSteps);
            Outcome outcome = stepOnce(given, run, out, err);
            if (outcome.code() != 0) {
                return outcome.code();
            }
            Optional<UnitHit> hit = hit(given, outcome.added(), conditions);
            if (hit.isPresent()) {
                out.println("until: " + hit.get().hit().id() + " held for " + kind(given) + " " + hit.get().unit()
                        + ": " + hit.get().sawText());
                return 0;
            }
        }
        out.println("until: no condition held in " + maxSteps + " step" + (maxSteps == 1 ? "" : "s")
                + " (--max-steps " + maxSteps + ")");
        return 1;
    }

    private Outcome stepOnce(Path given, CycleCommand.Spec run, PrintWriter out, PrintWriter err)
            throws InterruptedException {
        Before before = before(given);
        out.println("$ " + run.commandLine() + "    (in " + run.workingDirectory() + ", timeout " + timeoutSeconds + " s)");
        out.flush();
        CycleCommand.Result result;
        Cancellation cancel = new Cancellation();
        CountDownLatch finished = new CountDownLatch(1);
        Thread stopOnExit = new Thread(() -> stopCommand(cancel, finished), "step-stop-on-exit");
        Runtime.getRuntime().addShutdownHook(stopOnExit);
        try {
            result = CycleCommand.run(run, line -> {
                synchronized (out) {
                    out.println(line);
                    out.flush();
                }
            }, cancel);
        } catch (IOException e) {
            err.println("cannot step: the command could not be started: " + e.getMessage());
            return new Outcome(Cli.TROUBLE, List.of());
        } finally {
            finished.countDown();
            removeHook(stopOnExit);
        }
        List<Ran> ran = reportUnits(given, before, out);
        List<UnitId> added = ran.stream().map(r -> r.unit().id()).toList();
        if (result.timedOut()) {
            err.println("step: " + result.describe() + "; the command and the processes it started were killed (exit "
                    + TIMED_OUT + ")");
            return new Outcome(TIMED_OUT, added);
        }
        if (result.cancelled()) {
            err.println("step: " + result.describe());
            return new Outcome(130, added);
        }
        out.println("step: " + result.describe() + shellNote(result.exitCode()));
        Optional<Unit> failing = ran.stream().map(Ran::unit).filter(u -> failStatuses.contains(u.status().key()))
                .findFirst();
        if (failing.isPresent()) {
            out.println("step: " + kind(given) + " " + Untrusted.line(failing.get().id().text()) + " ended "
                    + failing.get().status().key() + " (--fail-on " + String.join(",", failOn) + "): exit 1");
            return new Outcome(1, added);
        }
        return new Outcome(result.exitCode(), added);
    }

    /** The source at {@code given}, or null while it holds no memory any format recognises (before a first cycle). */
    private static MemorySource open(Path given) {
        try {
            Detection d = DirArgument.detect(given);
            return d.provider().open(d.recognition(), SourceOptions.NOW, Cancellation.NONE);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** Where the command runs by default: the agent root the source names, else the directory given. */
    private static Path agentRoot(Path given) {
        MemorySource source = open(given);
        return source == null ? given : source.facet(LiveControl.class).map(LiveControl::agentRoot).orElse(given);
    }

    private static String kind(Path given) {
        MemorySource source = open(given);
        return source == null ? "unit" : source.unitWord();
    }

    private static Optional<UnitHit> hit(Path given, List<UnitId> added, List<Breakpoint> conditions) {
        MemorySource source = open(given);
        return source == null || added.isEmpty() ? Optional.empty()
                : UnitHit.first(source, added, conditions, Cancellation.NONE);
    }

    /** The statuses the source's units can have, for --fail-on; empty when it does not say (then any is taken). */
    private static Set<String> known(Path given) {
        MemorySource source = open(given);
        return source == null ? Set.of() : source.facet(History.class)
                .map(h -> (Set<String>) new java.util.LinkedHashSet<>(h.statusKeys())).orElse(Set.of());
    }

    private static Before before(Path given) {
        Set<String> ids = new HashSet<>();
        Map<String, String> stamps = new HashMap<>();
        MemorySource source = open(given);
        if (source != null) {
            List<Unit> units = source.units();
            Optional<History> history = source.facet(History.class);
            for (int i = 0; i < units.size(); i++) {
                UnitId id = units.get(i).id();
                ids.add(id.text());
                if (i >= units.size() - REUSE_WINDOW && history.isPresent()) {
                    stamps.put(id.text(), history.get().stamp(id));
                }
            }
        }
        return new Before(ids, stamps);
    }

    private static List<Ran> reportUnits(Path given, Before before, PrintWriter out) {
        MemorySource source = open(given);
        if (source == null) {
            out.println("no cycle: " + given + " holds no memory a format recognises yet");
            return List.of();
        }
        Optional<History> history = source.facet(History.class);
        String kind = history.map(History::unitKind).orElse("unit");
        List<Ran> added = new ArrayList<>();
        for (Unit u : source.units()) {
            String stamp = before.stamps().get(u.id().text());
            boolean reused = stamp != null && !stamp.isEmpty() && history.isPresent()
                    && !stamp.equals(history.get().stamp(u.id()));
            if (!before.ids().contains(u.id().text()) || reused) {
                added.add(new Ran(u, reused));
            }
        }
        if (added.isEmpty()) {
            out.println("no new " + kind + " in " + Untrusted.line(source.directory().toString()));
        }
        for (Ran ran : added) {
            Unit u = ran.unit();
            StringBuilder line = new StringBuilder(kind).append(' ').append(Untrusted.line(u.id().text()));
            if (ran.reusedId()) {
                line.append(" (reused id: it started in the same second as the ").append(kind)
                        .append(" before it and overwrote that ").append(kind).append("'s files)");
            }
            line.append(": ").append(u.status().key());
            if (u.fields().get("iterations") instanceof Number n) {
                line.append(", ").append(n).append(n.intValue() == 1 ? " iteration" : " iterations");
            }
            if (u.fields().get("tool_calls") instanceof Number n) {
                line.append(", ").append(n).append(n.intValue() == 1 ? " tool call" : " tool calls");
            }
            if (!u.flags().isEmpty()) {
                line.append(", flags ").append(String.join(",", u.flags()));
            }
            out.println(line);
            u.problems().forEach(p -> out.println("  " + Untrusted.line(p)));
        }
        return added;
    }

    /** The shell's own codes for a command it could not find or run, said in words (the code is kept, as timeout(1)). */
    private static String shellNote(int code) {
        return switch (code) {
            case 127 -> " (the shell could not find the command)";
            case 126 -> " (the shell found the command but could not run it)";
            default -> "";
        };
    }

    /** Ctrl-C or a kill of the inspector stops the command and everything it started, not only the JVM. */
    private static void stopCommand(Cancellation cancel, CountDownLatch finished) {
        cancel.cancel();
        try {
            finished.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running: it stops the command
        }
    }
}

package org.scratchpadinspector.cli;

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
import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;
import org.scratchpadinspector.engine.watchpoint.Breakpoint;
import org.scratchpadinspector.engine.watchpoint.ConditionParser;
import org.scratchpadinspector.engine.watchpoint.InvalidCondition;
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
        "Exit code: the command's own; 124 when the timeout stopped it (it and every",
        "process it started are killed); 2 when it cannot start (no such working",
        "directory, empty command, a condition it cannot read)."})
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

    @Option(names = "--max-steps", paramLabel = "N", defaultValue = "50",
            description = "With --until: give up after N steps, exit 1 (default ${DEFAULT-VALUE}).")
    int maxSteps;

    /** One run of the command: its exit code for the operator, and the cycles it added, oldest first. */
    private record Outcome(int code, List<CycleId> added) {
    }

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
                (cwd == null ? ScratchpadLocation.agentRootOf(given) : cwd).toAbsolutePath().normalize(), Duration.ofSeconds(timeoutSeconds));
        Optional<String> problem = CycleCommand.problem(run);
        if (problem.isPresent()) {
            err.println("cannot step: " + problem.get());
            return Cli.TROUBLE;
        }
        List<Breakpoint> conditions = new ArrayList<>();
        for (String text : until) {
            try {
                conditions.add(new Breakpoint(text.strip(), ConditionParser.parseText(text)));
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
            Optional<UntilHit> hit = UntilHit.first(given, outcome.added(), conditions);
            if (hit.isPresent()) {
                out.println(hit.get().describe());
                return 0;
            }
        }
        out.println("until: no condition held in " + maxSteps + " step" + (maxSteps == 1 ? "" : "s")
                + " (--max-steps " + maxSteps + ")");
        return 1;
    }

    private Outcome stepOnce(Path given, CycleCommand.Spec run, PrintWriter out, PrintWriter err)
            throws InterruptedException {
        Set<String> before = cycleIds(given);
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
        List<CycleId> added = reportCycles(given, before, out);
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
        return new Outcome(result.exitCode(), added);
    }

    private static Set<String> cycleIds(Path given) {
        Set<String> ids = new HashSet<>();
        try {
            var index = Scratchpad.open(given).index();
            for (int i = 0; i < index.size(); i++) {
                ids.add(index.id(i).toString());
            }
        } catch (IOException | RuntimeException e) {
            // no scratchpad yet: the first cycle makes it
        }
        return ids;
    }

    private static List<CycleId> reportCycles(Path given, Set<String> before, PrintWriter out) {
        List<CycleSummary> added;
        Path where;
        try {
            Scratchpad pad = Scratchpad.open(given);
            where = pad.location().directory();
            added = pad.summaries(Cancellation.NONE).stream().filter(c -> !before.contains(c.id().toString())).toList();
        } catch (IOException | RuntimeException e) {
            out.println("no cycle: " + given + " cannot be read (" + e.getMessage() + ")");
            return List.of();
        }
        if (added.isEmpty()) {
            out.println("no new cycle in " + where);
        }
        for (CycleSummary c : added) {
            StringBuilder line = new StringBuilder("cycle ").append(c.id()).append(": ").append(c.status().key());
            if (c.iterations() >= 0) {
                line.append(", ").append(c.iterations()).append(c.iterations() == 1 ? " iteration" : " iterations");
            }
            line.append(", ").append(c.toolCalls()).append(c.toolCalls() == 1 ? " tool call" : " tool calls");
            if (!c.flags().isEmpty()) {
                line.append(", flags ").append(c.flags().stream().map(CycleFlag::key).collect(Collectors.joining(",")));
            }
            out.println(line);
            c.problems().forEach(p -> out.println("  " + p));
        }
        return added.stream().map(CycleSummary::id).toList();
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

package org.scratchpadinspector.cli;

import org.scratchpadinspector.model.OwnsThreads;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.scratchpadinspector.agent.reference.AgentClock;
import org.scratchpadinspector.agent.reference.AgentOptions;
import org.scratchpadinspector.agent.reference.ChatCompletionsModel;
import org.scratchpadinspector.agent.reference.Model;
import org.scratchpadinspector.agent.reference.ReferenceAgent;
import org.scratchpadinspector.agent.reference.Script;
import org.scratchpadinspector.agent.reference.ScriptedModel;
import org.scratchpadinspector.agent.reference.ServedAgent;
import org.scratchpadinspector.agent.reference.SimulatedClock;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code agent}: runs the reference agent with the control protocol until stopped. */
@Command(name = "agent", mixinStandardHelpOptions = true,
        description = {"Run the reference agent: the seed's wake / run / sleep cycle on a scratchpad directory, "
                + "controlled over the control protocol v1 (docs/control-protocol.md).",
                "Writes <scratchpad>/.agent/control.json (URL and token) while it runs; stop it with Ctrl-C or SIGTERM."})
@OwnsThreads("stops the served agent on shutdown")
public final class AgentCommand implements java.util.concurrent.Callable<Integer> {
    private static final Pattern DURATION = Pattern.compile("(\\d+)(ms|s|m)?");

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--dir", required = true, paramLabel = "DIR",
            description = "The agent root (scratchpad/, logs/ and sandbox/ go inside; created if missing) or its scratchpad directory.")
    Path dir;

    @Option(names = "--script", paramLabel = "FILE",
            description = "The scripted model's answers (JSON or YAML, sample_agent.py's format plus \"repeat\"). Default: the bundled demo script.")
    Path script;

    @Option(names = "--stepped", description = "Start paused: run only what a client steps.")
    boolean stepped;

    @Option(names = "--interval", paramLabel = "DURATION", defaultValue = "2s",
            description = "Wait between cycles in loop mode, e.g. 2s, 500ms, 0 (default: ${DEFAULT-VALUE}).")
    String interval;

    @Option(names = "--max-iterations", paramLabel = "N", defaultValue = "8",
            description = "Iterations per cycle unless the script says otherwise (default: ${DEFAULT-VALUE}).")
    int maxIterations;

    @Option(names = "--port", paramLabel = "N", defaultValue = "0", description = "Port on 127.0.0.1 (default: any free port).")
    int port;

    @Option(names = "--sandbox", paramLabel = "DIR", description = "Where read_file and write_file work (default: ROOT/sandbox).")
    Path sandbox;

    @Option(names = "--allow-shell", description = "Offer the model a shell tool (runs sh -c in the sandbox).")
    boolean allowShell;

    @Option(names = "--model-url", paramLabel = "URL", description = "An OpenAI-compatible chat-completions API, e.g. http://127.0.0.1:8080/v1, instead of the script.")
    String modelUrl;

    @Option(names = "--model-name", paramLabel = "NAME", description = "The model to ask for at --model-url.")
    String modelName;

    @Option(names = "--api-key-env", paramLabel = "VAR", defaultValue = "OPENAI_API_KEY",
            description = "Environment variable holding the API key for --model-url (default: ${DEFAULT-VALUE}).")
    String apiKeyEnv;

    @Option(names = "--cycles", paramLabel = "N", description = "Stop after N cycles.")
    Integer cycles;

    @Option(names = "--test-clock", arity = "0..1", paramLabel = "START", fallbackValue = "",
            description = "For tests: a simulated clock that advances exactly one second per cycle, from START "
                    + "(2026-04-01T10:01:37 or 20260401_100137), else one second after the newest cycle, else 2026-04-01T10:01:37.")
    String testClock;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        Consumer<String> console = line -> {
            synchronized (out) {
                out.println(line);
                out.flush();
            }
        };
        AgentOptions options = AgentOptions.inDirectory(dir, sandbox, this::clock, this::modelOrFail, maxIterations,
                stepped, parseDuration(interval), allowShell, console);

        ServedAgent served = ServedAgent.serve(options, port);
        ReferenceAgent agent = served.agent();
        Thread cleanup = new Thread(served::close, "agent-shutdown");
        Runtime.getRuntime().addShutdownHook(cleanup);
        console.accept("agent listening on " + served.url() + " (" + (stepped ? "stepped" : "loop") + "); control file "
                + served.controlPath());

        CountDownLatch finished = new CountDownLatch(1);
        AtomicInteger count = new AtomicInteger();
        agent.onCycleFinished(result -> {
            if (cycles != null && count.incrementAndGet() >= cycles) {
                agent.requestStop();
                finished.countDown();
            }
        });
        served.start();
        if (cycles != null && cycles <= 0) {
            finished.countDown();
        }
        finished.await();
        served.close();
        Runtime.getRuntime().removeShutdownHook(cleanup);
        return 0;
    }

    private AgentClock clock(Path scratchpad) {
        if (testClock == null) {
            return AgentClock.system();
        }
        LocalDateTime start;
        if (!testClock.isBlank()) {
            start = parseStart(testClock.trim());
        } else {
            List<String> ids = existingIds(scratchpad);
            start = ids.isEmpty() ? SimulatedClock.DEFAULT_START
                    : LocalDateTime.parse(ids.get(ids.size() - 1), AgentClock.CYCLE_ID).plusSeconds(1);
        }
        return new SimulatedClock(start, 1, 0);
    }

    private static LocalDateTime parseStart(String text) {
        try {
            return text.matches("\\d{8}_\\d{6}") ? LocalDateTime.parse(text, AgentClock.CYCLE_ID) : LocalDateTime.parse(text);
        } catch (DateTimeParseException e) {
            throw new CommandLine.ParameterException(new CommandLine(new AgentCommand()),
                    "--test-clock: not a time: " + text + " (use 2026-04-01T10:01:37 or 20260401_100137)");
        }
    }

    private static List<String> existingIds(Path scratchpad) {
        try (var files = Files.list(scratchpad)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(name -> name.matches("\\d{8}_\\d{6}_(before|after)\\.yaml"))
                    .map(name -> name.substring(0, 15)).distinct().sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private Model modelOrFail(AgentClock clock) {
        try {
            return model(clock);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private Model model(AgentClock clock) throws IOException {
        if (modelUrl != null) {
            if (modelName == null) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--model-url needs --model-name");
            }
            return new ChatCompletionsModel(modelUrl, modelName, System.getenv(apiKeyEnv), Duration.ofMinutes(2));
        }
        return new ScriptedModel(script == null ? Script.demo() : Script.load(script), clock);
    }

    /** {@code 2s}, {@code 500ms}, {@code 1m}, {@code 0} (a bare number is seconds), or ISO-8601 {@code PT2S}. */
    static Duration parseDuration(String text) {
        Matcher m = DURATION.matcher(text.trim());
        if (m.matches()) {
            long n = Long.parseLong(m.group(1));
            String unit = m.group(2) == null ? "s" : m.group(2);
            return switch (unit) {
                case "ms" -> Duration.ofMillis(n);
                case "m" -> Duration.ofMinutes(n);
                default -> Duration.ofSeconds(n);
            };
        }
        try {
            return Duration.parse(text.trim());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("not a duration: " + text + " (use e.g. 2s, 500ms, 0)");
        }
    }
}

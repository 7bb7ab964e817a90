package org.scratchpadinspector.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.engine.cache.CacheSwitch;
import org.scratchpadinspector.format.Untrusted;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The command line: the inspector's functions without a display. */
@Command(name = "scratchpad-inspector", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT, version = "Scratchpad Inspector 0.1.0",
        description = "Inspect the scratchpad memory of an LLM agent: list cycles, show and diff snapshots, check health.")
public final class Cli implements Runnable {
    public static final int TROUBLE = 2;

    /** The subcommands, in the order the help lists them. */
    private static final List<Class<?>> SUBCOMMANDS = List.of(LsCommand.class, ShowCommand.class, DiffCommand.class,
            CheckCommand.class, EditCommand.class, UndoCommand.class, JournalCommand.class, AgentCommand.class,
            StepCommand.class, BlameCommand.class, ChurnCommand.class, RestoreCommand.class, ForkCommand.class,
            CompareCommand.class, RerunCommand.class, IterationsCommand.class, RecordCommand.class);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Standard input for subcommands that read a value from "-". */
    private final InputStream stdin;

    public Cli() {
        this(System.in);
    }

    Cli(InputStream stdin) {
        this.stdin = stdin;
    }

    /** Inherited by every subcommand, so {@code ls --no-cache DIR} works. */
    @CommandLine.Option(names = "--no-cache", scope = CommandLine.ScopeType.INHERIT,
            description = "Compute every cycle's summary again and keep none (or set SCRATCHPAD_INSPECTOR_NO_CACHE=1).")
    void noCache(boolean off) {
        CacheSwitch.setDisabledByOption(off);
    }

    InputStream stdin() {
        return stdin;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Runs {@code args} and returns the exit code, writing to the given streams. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, System.in, out, err);
    }

    /** Like {@link #run(String[], PrintWriter, PrintWriter)}, reading standard input from {@code in}. */
    public static int run(String[] args, InputStream in, PrintWriter out, PrintWriter err) {
        CacheSwitch.setDisabledByOption(false);
        // what the agent's files hold reaches the terminal escaped, whichever path prints it (decision 0095)
        PrintWriter safeOut = new PrintWriter(new EscapingWriter(out));
        PrintWriter safeErr = new PrintWriter(new EscapingWriter(err));
        CommandLine cl = commandLine(in, args.length == 0 ? null : args[0]);
        cl.setOut(safeOut);
        cl.setErr(safeErr);
        // no colours in the help: the escaping would print their escape sequences as text
        cl.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        cl.setExecutionExceptionHandler((ex, line, parsed) -> {
            line.getErr().println("error: " + Untrusted.line(ex.getMessage() == null ? ex.toString() : ex.getMessage()));
            return TROUBLE;
        });
        cl.setExitCodeExceptionMapper(ex -> TROUBLE);
        cl.setExecutionStrategy(parsed -> {
            InterruptedWrites.settle(parsed, safeErr);
            return new CommandLine.RunLast().execute(parsed);
        });
        int code;
        try {
            code = cl.execute(args);
        } catch (OutOfMemoryError e) {
            safeOut.flush();
            safeErr.println(OutOfMemory.message(args));
            code = TROUBLE;
        }
        safeOut.flush();
        safeErr.flush();
        return code;
    }

    /** The whole command line, every subcommand in it. */
    public static CommandLine commandLine(InputStream in) {
        return commandLine(in, null);
    }

    /**
     * The command line with only the subcommand named {@code first} when there is one, else with all: picocli
     * reads every registered subcommand's annotations when the command line is built, which took half of a
     * small {@code ls}'s start (decision 0073), and a run uses one subcommand.
     */
    private static CommandLine commandLine(InputStream in, String first) {
        boolean one = first != null && !first.startsWith("-") && isSubcommand(first);
        CommandLine cl = new CommandLine(new Cli(in));
        for (Class<?> sub : SUBCOMMANDS) {
            if (!one || names(sub).contains(first)) {
                cl.addSubcommand(sub);
            }
        }
        cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST, new CommandSummaries());
        return cl;
    }

    /** True when {@code name} is one of the subcommands (the launcher opens the window otherwise). */
    public static boolean isSubcommand(String name) {
        return SubcommandNames.isSubcommand(name);
    }

    private static List<String> names(Class<?> sub) {
        Command command = sub.getAnnotation(Command.class);
        List<String> names = new ArrayList<>(List.of(command.aliases()));
        names.add(command.name());
        return names;
    }
}

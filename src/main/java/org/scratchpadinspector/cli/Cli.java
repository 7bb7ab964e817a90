package org.scratchpadinspector.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The command line: the inspector's functions without a display. */
@Command(name = "scratchpad-inspector", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT, version = "Scratchpad Inspector 0.1.0",
        description = "Inspect the scratchpad memory of an LLM agent: list cycles, show and diff snapshots, check health.",
        subcommands = {LsCommand.class, ShowCommand.class, DiffCommand.class, CheckCommand.class, AgentCommand.class})
public final class Cli implements Runnable {
    public static final int TROUBLE = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Runs {@code args} and returns the exit code, writing to the given streams. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new Cli());
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler((ex, line, parsed) -> {
            line.getErr().println("error: " + (ex.getMessage() == null ? ex.toString() : ex.getMessage()));
            return TROUBLE;
        });
        cl.setExitCodeExceptionMapper(ex -> TROUBLE);
        int code = cl.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    /** True when {@code name} is one of the subcommands (the launcher opens the window otherwise). */
    public static boolean isSubcommand(String name) {
        return new CommandLine(new Cli()).getSubcommands().containsKey(name)
                || name.startsWith("-");
    }
}

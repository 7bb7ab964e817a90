package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

@Command(name = "rerun", description = {
        "What did my edit change? Fork DIR at cycle ID into DEST, apply the edits there (as edit does),",
        "run one cycle there with CMD (as step does), then compare DIR and DEST from the fork point.",
        "A re-run calls the model and the tools again: a real model may answer differently even without",
        "an edit; a scripted one answers the same. DIR is only read.",
        "Exit code: the comparison's (0 the runs agree, 1 they differ); 1 when the fork or an edit is",
        "refused; 2 on trouble."})
final class RerunCommand implements Callable<Integer> {
    @Spec
    CommandLine.Model.CommandSpec spec;

    @ParentCommand
    Cli cli;

    @Mixin
    DirArgument dir;

    @Parameters(index = "1", paramLabel = "ID", description = "The cycle to re-run.")
    String id;

    @Option(names = "--command", required = true, paramLabel = "CMD",
            description = "The command that runs one cycle, run by /bin/sh -c in DEST, e.g. \"python3 agent.py --once .\".")
    String command;

    @Option(names = "--into", required = true, paramLabel = "DEST", description = "A new or empty directory, outside DIR.")
    Path into;

    @Option(names = "--timeout", paramLabel = "S", defaultValue = "300", description = "Stop the cycle after S seconds (default ${DEFAULT-VALUE}).")
    long timeoutSeconds;

    @ArgGroup(exclusive = false, multiplicity = "0..*")
    List<SectionEdit> edits = new ArrayList<>();

    static final class SectionEdit {
        @Option(names = "--edit", required = true, paramLabel = "SECTION", description = "A section to edit before the re-run (repeatable).")
        String section;
        @Option(names = "--replace", paramLabel = "VALUE", description = "SECTION becomes VALUE (YAML).")
        String replace;
        @Option(names = "--append", paramLabel = "VALUE", description = "VALUE is appended to SECTION.")
        String append;
        @Option(names = "--clear", description = "SECTION is cleared.")
        boolean clear;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        for (SectionEdit e : edits) {
            if ((e.replace != null ? 1 : 0) + (e.append != null ? 1 : 0) + (e.clear ? 1 : 0) != 1) {
                throw new CommandLine.ParameterException(spec.commandLine(),
                        "--edit " + e.section + " needs exactly one of --replace VALUE, --append VALUE, --clear");
            }
        }
        out.println("Note: a re-run calls the model and the tools again. A real model may answer differently even"
                + " without your edit; a scripted one answers the same.");
        int forked = sub(List.of("fork", dir.path().toString(), id, "--into", into.toString()), out, err);
        if (forked != 0) {
            return forked;
        }
        String dest = into.toAbsolutePath().normalize().toString();
        for (SectionEdit e : edits) {
            List<String> args = new ArrayList<>(List.of("edit", dest, e.section));
            if (e.clear) {
                args.add("--clear");
            } else {
                args.add(e.replace != null ? "--replace" : "--append");
                args.add("--");
                args.add(e.replace != null ? e.replace : e.append);
            }
            out.println("> " + String.join(" ", args.subList(0, 3)) + " " + String.join(" ", args.subList(3, args.size())));
            int code = sub(args, out, err);
            if (code != 0) {
                err.println("rerun: the edit of " + e.section + " was not applied (exit " + code + "); the fork "
                        + dest + " is left as it is, no cycle was run");
                return code;
            }
        }
        out.println("> step " + dest);
        int step = sub(List.of("step", dest, "--timeout", Long.toString(timeoutSeconds), "--command", command), out, err);
        out.println();
        int compared = sub(List.of("compare", dir.path().toString(), dest), out, err);
        if (step != 0) {
            out.println("(the cycle's command exited " + step + ")");
        }
        return compared;
    }

    /** Runs another subcommand exactly as the command line would, on the same streams. */
    private int sub(List<String> args, PrintWriter out, PrintWriter err) {
        out.flush();
        return Cli.run(args.toArray(String[]::new), cli.stdin(), out, err);
    }
}

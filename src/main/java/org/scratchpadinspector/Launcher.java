package org.scratchpadinspector;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.scratchpadinspector.cli.Cli;

/**
 * Entry point of the jar. A subcommand runs the command line; anything else will open the window.
 *
 * <p>This class must not extend a JavaFX class: the shaded jar starts it from the class path.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        if (args.length == 0 || !Cli.isSubcommand(args[0])) {
            // The window arrives with the UI issue; until then the usage is the most useful answer.
            System.exit(Cli.run(new String[] {"--help"}, out, err));
        }
        System.exit(Cli.run(args, out, err));
    }
}

package org.scratchpadinspector;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.scratchpadinspector.cli.Cli;
import org.scratchpadinspector.cli.SubcommandNames;

/**
 * Entry point of the jar. A subcommand runs the command line; anything else opens the window
 * ({@code [DIR]}: the directory to open).
 *
 * <p>This class must not extend a JavaFX class: the shaded jar starts it from the class path.
 */
public final class Launcher {
    /** Held, so that its level is not lost with a collected logger. */
    private static Logger javafxStartupLog;

    private Launcher() {
    }

    private static void openWindow(String[] args, PrintWriter err) {
        String display = System.getenv("DISPLAY");
        String wayland = System.getenv("WAYLAND_DISPLAY");
        boolean headlessToolkit = "Monocle".equals(System.getProperty("glass.platform"));
        if (!headlessToolkit && (display == null || display.isBlank()) && (wayland == null || wayland.isBlank())) {
            // one line: what is missing and what works without it
            err.println("No display to open the window on (DISPLAY is not set); the command line works without one:"
                    + " ls, show, diff, check, edit, step (try --help).");
            System.exit(Cli.TROUBLE);
        }
        if ("false".equals(System.getProperty(CollectorRelaunch.OPT_OUT))) {
            // the window's own JVM (or the operator's opt-out): nothing to decide, and nothing to load for it
            launchWindow(args, err);
            return;
        }
        var jvm = CollectorRelaunch.Jvm.current();
        var archive = jvm.onZgc() ? Optional.<WindowClassArchive>empty() : WindowClassArchive.forThisJvm();
        var zgcCommand = CollectorRelaunch.childCommand(jvm, Launcher.class.getName(), args,
                archive.map(WindowClassArchive::options).orElse(List.of()));
        if (zgcCommand.isPresent()) {
            var exit = CollectorRelaunch.runChild(zgcCommand.get(), CollectorRelaunch.START_FAILURE_MILLIS,
                    endedWell -> archive.ifPresent(a -> a.settle(endedWell)));
            if (exit.isPresent()) {
                System.exit(exit.get());
            }
            err.println("The window's JVM on ZGC did not start; opening the window on this JVM's collector.");
        }
        launchWindow(args, err);
    }

    private static void launchWindow(String[] args, PrintWriter err) {
        // JavaFX on the class path warns "Unsupported JavaFX configuration" on every start: noise for an operator
        javafxStartupLog = Logger.getLogger("javafx");
        javafxStartupLog.setLevel(Level.SEVERE);
        try {
            javafx.application.Application.launch(org.scratchpadinspector.ui.InspectorApp.class, args);
        } catch (RuntimeException | LinkageError failure) {
            var line = WindowToolkitFailure.explain(failure, System.getenv("DISPLAY"));
            if (line.isEmpty()) {
                throw failure;
            }
            err.println(line.get());
            System.exit(Cli.TROUBLE);
        }
    }

    public static void main(String[] args) {
        ParentWatch.startIfRelaunched();
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        if (args.length == 0 || !SubcommandNames.isSubcommand(args[0])) {
            openWindow(args, err);
            return;
        }
        // no lambda here: linking one costs the JVM that only starts the command's JVM (CliRelaunch)
        Optional<List<String>> tunedCommand = CliRelaunch.childCommand(args);
        Optional<Integer> tuned = tunedCommand.isPresent() ? CliRelaunch.run(tunedCommand.get()) : Optional.empty();
        System.exit(tuned.isPresent() ? tuned.get() : Cli.run(args, out, err));
    }
}

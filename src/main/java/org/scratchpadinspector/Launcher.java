package org.scratchpadinspector;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.scratchpadinspector.cli.Cli;

/**
 * Entry point of the jar. A subcommand runs the command line; anything else opens the window
 * ({@code [DIR]}: the directory to open).
 *
 * <p>This class must not extend a JavaFX class: the shaded jar starts it from the class path.
 */
public final class Launcher {
    private Launcher() {
    }

    private static void openWindow(String[] args, PrintWriter err) {
        org.scratchpadinspector.ui.StartupMarker.mark("main");
        String display = System.getenv("DISPLAY");
        String wayland = System.getenv("WAYLAND_DISPLAY");
        boolean headlessToolkit = "Monocle".equals(System.getProperty("glass.platform"));
        if (!headlessToolkit && (display == null || display.isBlank()) && (wayland == null || wayland.isBlank())) {
            err.println("No display to open the window on (DISPLAY is not set).");
            err.println("The same functions work from the command line: ls, show, diff, check. Try --help.");
            System.exit(Cli.TROUBLE);
        }
        var zgcCommand = CollectorRelaunch.childCommand(CollectorRelaunch.Jvm.current(), Launcher.class.getName(), args);
        if (zgcCommand.isPresent()) {
            var exit = CollectorRelaunch.runChild(zgcCommand.get());
            if (exit.isPresent()) {
                System.exit(exit.get());
            }
            err.println("The window's JVM on ZGC did not start; opening the window on this JVM's collector.");
        }
        javafx.application.Application.launch(org.scratchpadinspector.ui.InspectorApp.class, args);
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        if (args.length == 0 || !Cli.isSubcommand(args[0])) {
            openWindow(args, err);
            return;
        }
        System.exit(Cli.run(args, out, err));
    }
}

package org.scratchpadinspector.cli;

import java.util.Set;

/**
 * The subcommands' names, known without loading picocli or a command class: the launcher decides with them whether
 * to run the command line or open the window, and reading them from the commands' annotations cost the window's
 * start a tenth of a second (a test holds this list to picocli's own).
 */
public final class SubcommandNames {
    public static final Set<String> NAMES = Set.of("ls", "show", "diff", "check", "edit", "undo", "journal", "agent", "step",
            "blame", "churn", "restore", "fork", "compare", "rerun");

    private SubcommandNames() {
    }

    /** True when {@code first} (the first argument) runs the command line: a subcommand's name or an option. */
    public static boolean runsTheCommandLine(String first) {
        return first.startsWith("-") || NAMES.contains(first);
    }
}

package org.scratchpadinspector.cli;

import java.util.Set;

/**
 * The subcommands' names, written out: the launcher decides between the command line and the window with them
 * before anything else is loaded, and reading them from the commands' annotations (which loads every command class
 * and builds annotation proxies) cost every start tens of milliseconds. A test holds them to picocli's own list.
 */
public final class SubcommandNames {
    public static final Set<String> ALL = Set.of("ls", "show", "diff", "check", "edit", "undo", "journal", "agent", "step",
            "blame", "churn", "restore", "fork", "compare", "rerun", "iterations", "record");

    private SubcommandNames() {
    }

    /** True for an option (the command line's --help, --version ...) and for a subcommand's name. */
    public static boolean isSubcommand(String name) {
        return name.startsWith("-") || ALL.contains(name);
    }
}

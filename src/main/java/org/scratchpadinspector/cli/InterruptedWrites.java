package org.scratchpadinspector.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.scratchpadinspector.engine.edit.WriteRecovery;
import org.scratchpadinspector.formats.Formats;
import picocli.CommandLine;

/**
 * What every command does before its own work: settles the edits a killed inspector left half done in the
 * directories it names ({@link WriteRecovery}), one line each on standard error, so that the command (and the
 * journal it may print or undo from) starts from a journal that knows every write.
 */
final class InterruptedWrites {
    private InterruptedWrites() {
    }

    static void settle(CommandLine.ParseResult parsed, PrintWriter err) {
        CommandLine.ParseResult command = parsed;
        while (command.hasSubcommand()) {
            command = command.subcommand();
        }
        if (command == parsed || command.isUsageHelpRequested() || command.isVersionHelpRequested()) {
            return;
        }
        WriteRecovery recovery = new WriteRecovery(Clock.systemUTC());
        for (CommandLine.Model.PositionalParamSpec p : command.matchedPositionals()) {
            Path dir = localDirectory(p.getValue());
            if (dir != null) {
                for (String line : recovery.recoverUnder(dir, memoryFoldersOutside(dir))) {
                    err.println((line.startsWith("cannot ") ? "warning: " : "recovered: ") + line);
                }
            }
        }
        err.flush();
    }

    /** A positional that names a directory on this machine (a DIR is given as text: it may be an ssh:// address). */
    private static Path localDirectory(Object value) {
        try {
            Path dir = value instanceof Path path ? path
                    : value instanceof String text && !text.contains("://") ? Path.of(text) : null;
            return dir != null && Files.isDirectory(dir) ? dir : null;
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }

    /** A format may keep the memory of a directory elsewhere (a scratchpad the agent's configuration names). */
    private static List<Path> memoryFoldersOutside(Path dir) {
        return Formats.registry().memoryFoldersOutside(dir);
    }
}

package org.scratchpadinspector.cli;

import java.nio.file.Path;
import org.scratchpadinspector.core.scratchpad.Scratchpad;
import picocli.CommandLine.Parameters;

/** The DIR every subcommand starts with. */
final class DirArgument {
    @Parameters(index = "0", paramLabel = "DIR", description = "The scratchpad directory, or the agent root: its config/config.yaml scratchpad_path, scratchpads/ or scratchpad/.")
    Path dir;

    Scratchpad open() {
        return ScratchpadOpener.open(dir);
    }
}

package org.scratchpadinspector;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.scratchpadinspector.cli.Cli;
import picocli.CommandLine;

/** Which first argument runs the command line and which opens the window: decided without building picocli's model. */
class LauncherTest {

    @Test
    void everySubcommandPicocliKnowsRunsTheCommandLine() {
        var names = new CommandLine(new Cli()).getSubcommands().keySet();

        assertThat(names).isNotEmpty().allSatisfy(name -> assertThat(Cli.isSubcommand(name)).as(name).isTrue());
    }

    @Test
    void everyNameTheLauncherKnowsIsASubcommandPicocliKnows() {
        var names = new CommandLine(new Cli()).getSubcommands().keySet();

        assertThat(org.scratchpadinspector.cli.SubcommandNames.NAMES).isNotEmpty().allSatisfy(name ->
                assertThat(names).contains(name));
    }

    @Test
    void anOptionRunsTheCommandLineAndADirectoryOpensTheWindow() {
        assertThat(Cli.isSubcommand("--help")).isTrue();
        assertThat(Cli.isSubcommand("-V")).isTrue();
        assertThat(Cli.isSubcommand("scratchpad-samples/demo")).isFalse();
        assertThat(Cli.isSubcommand("/srv/agent")).isFalse();
        assertThat(Cli.isSubcommand("lsx")).isFalse();
    }
}

package org.scratchpadinspector;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which {@code java -jar} runs of a subcommand move to the tuned JVM, and with what command. */
class CliRelaunchTest {
    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");

    @TempDir
    Path tmp;

    @Test
    void aPlainJavaJarRunsTheSubcommandInTheTunedJvmWithTheArchiveBesideTheJar() throws IOException {
        Path jar = Files.createFile(tmp.resolve("scratchpad-inspector.jar"));
        Path archive = Files.createFile(tmp.resolve("scratchpad-inspector.jsa"));

        List<String> command = CliRelaunch.childCommand(List.of("-jar", jar.toString(), "ls", "DIR"), jar.toString(),
                JAVA, new String[] {"ls", "DIR"}).orElseThrow();

        assertThat(command).startsWith(JAVA.toString(), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC")
                .contains("-XX:SharedArchiveFile=" + archive, "-Dinspector.relaunch=false")
                .endsWith("-cp", jar.toAbsolutePath().toString(), Launcher.class.getName(), "ls", "DIR");
    }

    @Test
    void theCommandsJvmMayUseHalfTheMemoryForItsHeapSoA50MbValueIsShownOnASmallMachine() throws IOException {
        Path jar = Files.createFile(tmp.resolve("app.jar"));

        List<String> command = CliRelaunch.childCommand(List.of("-jar", jar.toString(), "show"), jar.toString(),
                JAVA, new String[] {"show"}).orElseThrow();

        assertThat(command).contains("-XX:MaxRAMPercentage=50");
    }

    @Test
    void withoutAnArchiveTheTunedJvmStillRunsButMapsNothing() throws IOException {
        Path jar = Files.createFile(tmp.resolve("app.jar"));

        List<String> command = CliRelaunch.childCommand(List.of("-jar", jar.toString(), "check"), jar.toString(),
                JAVA, new String[] {"check"}).orElseThrow();

        assertThat(command).noneMatch(option -> option.startsWith("-XX:SharedArchiveFile"));
    }

    @Test
    void jvmOptionsOfTheOperatorsOwnOrAClassPathOfSeveralEntriesKeepTheCommandInThisJvm() throws IOException {
        Path jar = Files.createFile(tmp.resolve("app.jar"));
        String[] args = {"ls", "DIR"};

        assertThat(CliRelaunch.childCommand(List.of("-Xmx8g", "-jar", jar.toString(), "ls", "DIR"), jar.toString(),
                JAVA, args)).isEmpty();
        assertThat(CliRelaunch.childCommand(List.of("-jar", jar.toString()), jar + java.io.File.pathSeparator + tmp,
                JAVA, args)).isEmpty();
        assertThat(CliRelaunch.childCommand(List.of("-jar", jar.toString()), jar.toString(), tmp.resolve("no-java"),
                args)).isEmpty();
    }
}

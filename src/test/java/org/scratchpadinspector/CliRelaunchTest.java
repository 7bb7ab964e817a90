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

    @Test
    void transparentHugePagesAreAskedForOnlyWhereTheKernelOffersThem() throws IOException {
        Path jar = Files.createFile(tmp.resolve("app.jar"));
        Path madvise = Files.writeString(tmp.resolve("madvise"), "always [madvise] never\n");
        Path always = Files.writeString(tmp.resolve("always"), "[always] madvise never\n");
        Path never = Files.writeString(tmp.resolve("never"), "always madvise [never]\n");
        String[] args = {"ls", "DIR"};
        List<String> own = List.of("-jar", jar.toString(), "ls", "DIR");

        assertThat(CliRelaunch.childCommand(own, jar.toString(), JAVA, args, madvise).orElseThrow())
                .contains("-XX:+UseTransparentHugePages");
        assertThat(CliRelaunch.childCommand(own, jar.toString(), JAVA, args, always).orElseThrow())
                .contains("-XX:+UseTransparentHugePages");
        assertThat(CliRelaunch.childCommand(own, jar.toString(), JAVA, args, never).orElseThrow())
                .doesNotContain("-XX:+UseTransparentHugePages");
        // no such setting (another system): nothing asked for, so the JVM has nothing to warn about in the output
        assertThat(CliRelaunch.childCommand(own, jar.toString(), JAVA, args, tmp.resolve("absent")).orElseThrow())
                .doesNotContain("-XX:+UseTransparentHugePages");
    }
}

package org.scratchpadinspector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real launcher, with the window's restart in a second JVM, where the window cannot open: the operator reads one
 * line that says what is missing and gets exit code 2, no stack trace, from either JVM.
 */
@EnabledOnOs(OS.LINUX)
class WindowWithoutToolkitTest {
    @TempDir
    Path tmp;

    private record Outcome(int exit, List<String> lines) {
    }

    @Test
    void withoutADisplayOneLineSaysSoAndNamesTheCommandLine() throws Exception {
        Outcome outcome = launch(env -> {
            env.remove("DISPLAY");
            env.remove("WAYLAND_DISPLAY");
        });

        assertThat(outcome.exit()).isEqualTo(2);
        assertThat(outcome.lines()).singleElement().asString()
                .startsWith("No display to open the window on (DISPLAY is not set)").contains("ls, show, diff, check");
    }

    /** A libgtk-3 that cannot be loaded (an empty file first on the library path), on a real X server (Xvfb). */
    @Test
    void withoutGtkOneLineNamesThePackageToInstall() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/Xvfb")), "needs Xvfb");
        Path libs = Files.createDirectories(tmp.resolve("no-gtk"));
        Files.createFile(libs.resolve("libgtk-3.so.0"));
        Process xvfb = new ProcessBuilder("/usr/bin/Xvfb", "-displayfd", "1", "-nolisten", "tcp")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            String display = new String(xvfb.getInputStream().readNBytes(8), StandardCharsets.US_ASCII).strip();
            assertThat(display).as("Xvfb's display number").matches("\\d+");

            Outcome outcome = launch(env -> {
                env.put("DISPLAY", ":" + display);
                env.remove("WAYLAND_DISPLAY");
                env.put("LD_LIBRARY_PATH", libs.toString());
            });

            assertThat(outcome.exit()).isEqualTo(2);
            assertThat(outcome.lines()).containsExactly("The window needs GTK 3: " + WindowToolkitFailure.INSTALL_GTK
                    + " (the command line works without it: try --help).");
        } finally {
            xvfb.destroy();
            xvfb.waitFor(20, TimeUnit.SECONDS);
        }
    }

    private Outcome launch(Consumer<Map<String, String>> environment) throws IOException, InterruptedException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-Dinspector.classArchive=false", "-cp", System.getProperty("java.class.path"), Launcher.class.getName(),
                "scratchpad-samples/demo");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        builder.environment().put("XDG_CONFIG_HOME", tmp.resolve("config").toString());
        environment.accept(builder.environment());
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the launcher ended").isTrue();
        return new Outcome(process.exitValue(), output.strip().lines().toList());
    }
}

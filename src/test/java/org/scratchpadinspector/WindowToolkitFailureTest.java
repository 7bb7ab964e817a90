package org.scratchpadinspector;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

class WindowToolkitFailureTest {

    @Test
    void aMissingGtkLibraryNamesThePackagesToInstall() {
        var failure = new UnsupportedOperationException("Unable to load glass GTK library.");

        assertThat(WindowToolkitFailure.explain(failure, ":0")).hasValueSatisfying(line -> {
            assertThat(line).startsWith("The window needs GTK 3: apt-get install libgtk-3-0 libgl1");
            assertThat(line).doesNotContain("\n").doesNotContainIgnoringCase("ZGC");
        });
    }

    @Test
    void aGtkLinkErrorInsideAWrapperIsRecognisedToo() {
        var failure = new RuntimeException("Exception in Application start method",
                new UnsatisfiedLinkError("libglassgtk3.so: libgtk-3.so.0: cannot open shared object file"));

        assertThat(WindowToolkitFailure.explain(failure, ":0")).get().asString().contains("GTK 3");
    }

    @Test
    void aDisplayThatDoesNotAnswerIsNamed() {
        var failure = new UnsupportedOperationException("Unable to open DISPLAY");

        assertThat(WindowToolkitFailure.explain(failure, ":98")).get().asString()
                .startsWith("Cannot open the display :98").doesNotContain("\n");
    }

    @Test
    void anyOtherFailureIsNotExplainedAway() {
        assertThat(WindowToolkitFailure.explain(new IllegalStateException("Toolkit already initialized"), ":0")).isEmpty();
        assertThat(WindowToolkitFailure.explain(new NullPointerException(), ":0")).isEmpty();
    }

    /** The real launcher, twice-JVM path included (the window restarts on ZGC), against a display nobody serves. */
    @Test
    @EnabledOnOs(OS.LINUX)
    void aDisplayThatDoesNotExistGivesOneLineAndExitCodeTwo() throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-Dinspector.classArchive=false", "-cp", System.getProperty("java.class.path"),
                Launcher.class.getName()));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("DISPLAY", ":87");
        builder.environment().remove("WAYLAND_DISPLAY");
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);

        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isEqualTo(2);
        assertThat(output.strip().lines()).containsExactly(
                "Cannot open the display :87 (no X server answers there); the command line works without one: try --help.");
    }
}

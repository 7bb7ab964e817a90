package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.SampleCopy;

/** Runs the packaged jar as a user would: {@code java -jar target/scratchpad-inspector.jar …}. */
class JarSmokeIT {
    private static final Path JAR = Path.of(System.getProperty("inspector.jar", "target/scratchpad-inspector.jar"));

    record Result(int code, String out, String err) {
    }

    static Result runJar(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).start();
        var out = p.getInputStream().readAllBytes();
        var err = p.getErrorStream().readAllBytes();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }

    @Test
    void lsJsonOfTheDemoSampleGivesEveryScriptedStatusAndFlag(@TempDir Path tmp) throws Exception {
        Path live = SampleCopy.live(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));
        Result r = runJar("ls", "--json", live.toString());
        assertThat(r.code()).as(r.err()).isZero();
        ExpectedCycles.assertMatches(r.out(), Path.of("scratchpad-samples/demo/expected.json"));
    }

    @Test
    void aSubcommandRunsInTheTunedJvmAndSaysExactlyWhatItSaysInThisOne() throws Exception {
        Result tuned = runJar("check", "scratchpad-samples/demo");
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dinspector.relaunch=false", "-jar", JAR.toString(), "check", "scratchpad-samples/demo");
        Process p = new ProcessBuilder(command).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.getErrorStream().readAllBytes();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(tuned.code()).isEqualTo(p.exitValue()).isEqualTo(1);
        assertThat(tuned.out()).isEqualTo(out);
        assertThat(Path.of(JAR.toString().replaceAll("\\.jar$", ".jsa"))).as("the class archive the build leaves").isRegularFile();
    }

    @Test
    void diffWithoutASnapshotSaysWhatIsMissing() throws Exception {
        Result r = runJar("diff", "scratchpad-samples/healthy");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("Missing required parameter");
    }

    @Test
    void checkOfTheDemoReportsProblemsAndExitsOne() throws Exception {
        Result r = runJar("check", "scratchpad-samples/demo");
        assertThat(r.code()).as(r.out() + r.err()).isEqualTo(1);
        assertThat(r.out()).contains("continuity break").contains("interrupted").contains("NOT healthy");
    }

    @Test
    void checkOfTheHealthySampleExitsZero() throws Exception {
        Result r = runJar("check", "scratchpad-samples/healthy");
        assertThat(r.code()).as(r.out() + r.err()).isZero();
        assertThat(r.out()).contains("healthy");
    }

    @Test
    void everySubcommandExplainsItselfWithHelp() throws Exception {
        for (String command : new String[] {"ls", "show", "diff", "check"}) {
            Result r = runJar(command, "--help");
            assertThat(r.code()).as(command + ": " + r.err()).isZero();
            assertThat(r.out()).contains("Usage: scratchpad-inspector " + command).contains("DIR");
        }
    }

    @Test
    void withoutADisplayTheWindowCommandSaysWhatToDoInstead() throws Exception {
        Result r = runJarWithoutDisplay("scratchpad-samples/demo");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("No display").contains("ls, show, diff, check");
    }

    static Result runJarWithoutDisplay(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().remove("DISPLAY");
        pb.environment().remove("WAYLAND_DISPLAY");
        Process p = pb.start();
        var out = p.getInputStream().readAllBytes();
        var err = p.getErrorStream().readAllBytes();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }
}

package org.scratchpadinspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CollectorRelaunchTest {
    private static final String MAIN = "org.scratchpadinspector.Launcher";

    private static CollectorRelaunch.Jvm plain(String... options) {
        return new CollectorRelaunch.Jvm(List.of(options), "/usr/lib/jvm/bin/java", "target/app.jar", false);
    }

    @Test
    void aPlainJavaJarRestartsOnZgcWithTheSameOptionsClassPathAndArguments() {
        Optional<List<String>> command = CollectorRelaunch.childCommand(plain("-Xmx1g", "-Dprism.order=sw"), MAIN,
                new String[] {"/srv/agent/scratchpad"});

        assertEquals(List.of("/usr/lib/jvm/bin/java", "-XX:TieredStopAtLevel=1", "-Xmx1g", "-Dprism.order=sw", "-XX:+UseZGC",
                "-Dinspector.relaunch=false", "-Dinspector.parent=" + ProcessHandle.current().pid(), "-cp", "target/app.jar",
                MAIN, "/srv/agent/scratchpad"), command.orElseThrow());
    }

    @Test
    void theOperatorsOwnCompilerLevelComesAfterTheWindowsAndSoWins() {
        List<String> command = CollectorRelaunch.childCommand(plain("-XX:TieredStopAtLevel=4"), MAIN, new String[0])
                .orElseThrow();

        assertTrue(command.lastIndexOf("-XX:TieredStopAtLevel=4") > command.indexOf("-XX:TieredStopAtLevel=1"), command::toString);
    }

    @Test
    void aJvmAlreadyOnZgcOpensTheWindowItself() {
        var jvm = new CollectorRelaunch.Jvm(List.of("-XX:+UseZGC"), "java", "app.jar", true);

        assertTrue(CollectorRelaunch.childCommand(jvm, MAIN, new String[0]).isEmpty());
    }

    @Test
    void aCollectorTheOperatorChoseIsKept() {
        for (String chosen : new String[] {"-XX:+UseG1GC", "-XX:+UseSerialGC", "-XX:+UseShenandoahGC", "-XX:-UseZGC"}) {
            assertTrue(CollectorRelaunch.childCommand(plain(chosen), MAIN, new String[0]).isEmpty(), chosen);
        }
    }

    @Test
    void aDebuggerOrAgentKeepsTheJvmItIsAttachedTo() {
        for (String agent : new String[] {"-agentlib:jdwp=transport=dt_socket,server=y,address=5005",
            "-javaagent:/opt/agent.jar", "-agentpath:/opt/libprof.so", "-Xdebug"}) {
            assertTrue(CollectorRelaunch.childCommand(plain(agent), MAIN, new String[0]).isEmpty(), agent);
        }
    }

    @Test
    void theOptOutPropertyAndTheChildItselfNeverRestart() {
        assertTrue(CollectorRelaunch.childCommand(plain("-Dinspector.relaunch=false"), MAIN, new String[0]).isEmpty());
    }

    @Test
    void theChildCommandStartsARealJvmOnZgcAndItsExitCodeComesBack(@TempDir Path dir) throws Exception {
        Path report = dir.resolve("collector.txt");
        var thisJvm = new CollectorRelaunch.Jvm(List.of("-Xmx64m"), CollectorRelaunch.Jvm.current().javaExecutable(),
                System.getProperty("java.class.path"), false);
        List<String> command = CollectorRelaunch.childCommand(thisJvm, ReportCollector.class.getName(),
                new String[] {report.toString()}).orElseThrow();

        Optional<Integer> exit = CollectorRelaunch.runChild(command, 0);

        assertEquals(Optional.of(ReportCollector.EXIT_CODE), exit);
        assertEquals("ZGC relaunch=false", Files.readString(report).strip());
    }

    @Test
    void aChildThatCannotStartIsReportedSoTheWindowOpensHere() {
        assertTrue(CollectorRelaunch.runChild(List.of("/nonexistent/bin/java", "-version")).isEmpty());
    }

    @Test
    void aJvmThatFailsAtOnceIsReportedSoTheWindowOpensHere() {
        String java = CollectorRelaunch.Jvm.current().javaExecutable();

        assertTrue(CollectorRelaunch.runChild(List.of(java, "-XX:+UseNoSuchCollectorGC", "-version")).isEmpty());
    }

    @Test
    void aChildThatReportedItsTroubleAtOnceIsNotRetriedHere() {
        // exit code 2: the window's JVM printed why (no display, no GTK); this JVM would fail the same way
        assertEquals(Optional.of(2), CollectorRelaunch.runChild(List.of("sh", "-c", "exit 2")));
    }

    @Test
    void theArchiveIsKeptOnlyWhenTheChildEndedWell() {
        List<Boolean> endings = new java.util.ArrayList<>();

        CollectorRelaunch.runChild(List.of("sh", "-c", "exit 0"), 0, endings::add);
        CollectorRelaunch.runChild(List.of("sh", "-c", "exit 143"), 0, endings::add);
        CollectorRelaunch.runChild(List.of("sh", "-c", "exit 1"), 0, endings::add);

        assertEquals(List.of(true, true, false), endings);
    }
}

package org.scratchpadinspector.agent.process;

import java.io.IOException;
import java.nio.file.Path;

/** The process contract, met by the Java reference agent ({@code scratchpad-inspector agent}). */
class JavaAgentProcessTest extends AgentProcessContract {
    @Override
    protected Process startAgent(Path root, Path script) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return limited(new ProcessBuilder(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                "org.scratchpadinspector.Launcher", "agent", "--dir", root.toString(), "--script", script.toString(),
                "--stepped", "--test-clock", "--interval", "0")
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(root.resolve("agent-output.txt").toFile())))
                .start();
    }
}

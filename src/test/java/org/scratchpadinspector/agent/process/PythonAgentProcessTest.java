package org.scratchpadinspector.agent.process;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.scratchpadinspector.testsupport.Python;

/**
 * The process contract, met by scratchpad-samples/control/example_agent.py (sample_agent.py's agent with
 * scratchpad_control.py): stepped, with the simulated clock moving one second per cycle.
 */
class PythonAgentProcessTest extends AgentProcessContract {
    private static final Path EXAMPLE_AGENT = Path.of("scratchpad-samples", "control", "example_agent.py").toAbsolutePath();

    @BeforeEach
    void needsPyYaml() {
        Python.requirePyYaml();
    }

    @Override
    protected Process startAgent(Path root, Path script) throws IOException {
        ProcessBuilder builder = new ProcessBuilder("python3", EXAMPLE_AGENT.toString(), root.toString(), "--stepped",
                "--fake-clock", "--clock-step", "1", "--script", script.toString(), "--interval", "0")
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(root.resolve("agent-output.txt").toFile()));
        builder.environment().put("PYTHONUTF8", "1");
        return limited(builder).start();
    }
}

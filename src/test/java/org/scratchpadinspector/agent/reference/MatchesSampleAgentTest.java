package org.scratchpadinspector.agent.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.EventHub;
import org.scratchpadinspector.testsupport.Python;

/**
 * The same script, run by the Java agent and by sample_agent.py (the seed, literally) on the same simulated
 * clock, gives byte-identical snapshots, active.yaml and logs (tracebacks aside: their frames name the
 * implementation's own files).
 */
class MatchesSampleAgentTest {
    private static final Path SAMPLE_AGENT = Path.of("scratchpad-samples/generator/sample_agent.py").toAbsolutePath();
    private static final String CHECKLIST = "1. Tag the release\n2. Build the wheel\n3. Upload to the internal index\n4. Announce in #kestrel";
    private static final String SCRIPT = """
            {"max_iterations": 4, "cycles": [
              ["{\\"tool\\": \\"update_scratchpad\\", \\"args\\": {\\"goals\\": [\\"Ship 1.4.0 → café\\"], \\"current_task\\": \\"Read the checklist\\", \\"pending_actions\\": [\\"Tag\\", \\"Build\\"]}}",
               "{\\"tool\\": \\"read_file\\", \\"args\\": {\\"path\\": \\"docs/release-checklist.md\\"}}",
               "{\\"tool\\": \\"done\\", \\"args\\": {\\"summary\\": \\"Checklist has 4 steps\\"}}"],
              ["{\\"tool\\": \\"echo\\", \\"args\\": {\\"message\\": \\"git tag v1.4.0 → 日本語 it's \\\\\\"quoted\\\\\\"\\"}}",
               "{\\"tool\\": \\"clock\\", \\"args\\": {\\"timezone\\": \\"UTC\\"}}",
               "Sure! {\\"tool\\": \\"done\\"",
               "{\\"tool\\": \\"done\\", \\"args\\": {\\"summary\\": \\"Tagged v1.4.0\\"}}"],
              {"responses": ["{\\"tool\\": \\"echo\\", \\"args\\": {\\"message\\": \\"again\\"}}",
                             "{\\"tool\\": \\"echo\\", \\"args\\": {\\"message\\": \\"again\\"}}"], "max_iterations": 2},
              ["{\\"tool\\": \\"echo\\", \\"args\\": {\\"message\\": \\"about to fail\\"}}",
               "{\\"tool\\": \\"fly\\", \\"args\\": {\\"to\\": \\"the moon\\"}}"],
              ["{\\"tool\\": \\"echo\\", \\"args\\": {\\"n\\": 1}}"],
              ["{\\"tool\\": \\"echo\\", \\"args\\": {\\"message\\": \\"short script\\"}}"],
              ["{\\"tool\\": \\"done\\", \\"args\\": {\\"summary\\": \\"Recovered\\"}}"]
            ]}
            """;
    private static final int CYCLES = 7;

    @TempDir
    Path tmp;

    @Test
    void aScriptRunByTheJavaAgentWritesTheSameFilesAsSampleAgentPy() throws Exception {
        Python.requirePyYaml();
        Path script = tmp.resolve("script.json");
        Files.writeString(script, SCRIPT, StandardCharsets.UTF_8);
        Path pythonRoot = Files.createDirectories(tmp.resolve("python"));
        Path pythonPrompts = tmp.resolve("python-prompts.jsonl");
        Python.run("import subprocess, sys\nfor _ in range(" + CYCLES + "):\n"
                + "    subprocess.run([sys.executable, '-c', " + pyString(RECORDING_SAMPLE_AGENT) + ", "
                + pyString(pythonRoot.toString()) + ", " + pyString(script.toString()) + ", "
                + pyString(pythonPrompts.toString()) + "], check=True, stdout=subprocess.DEVNULL)\n", "");

        Path javaRoot = Files.createDirectories(tmp.resolve("java"));
        Files.createDirectories(javaRoot.resolve("sandbox/docs"));
        Files.writeString(javaRoot.resolve("sandbox/docs/release-checklist.md"), CHECKLIST, StandardCharsets.UTF_8);
        List<String> javaPrompts = runJavaAgent(javaRoot, Script.load(script));

        List<String> pythonFiles = names(pythonRoot.resolve("scratchpad"));
        assertThat(names(javaRoot.resolve("scratchpad"))).isEqualTo(pythonFiles).hasSize(2 * CYCLES + 1);
        for (String name : pythonFiles) {
            assertThat(Files.readString(javaRoot.resolve("scratchpad").resolve(name)))
                    .as(name).isEqualTo(Files.readString(pythonRoot.resolve("scratchpad").resolve(name)));
        }
        List<String> logs = names(pythonRoot.resolve("logs"));
        assertThat(names(javaRoot.resolve("logs"))).isEqualTo(logs);
        for (String name : logs) {
            assertThat(withoutFrames(javaRoot.resolve("logs").resolve(name))).as(name)
                    .isEqualTo(withoutFrames(pythonRoot.resolve("logs").resolve(name)));
        }
        List<String> prompts = new ArrayList<>();
        for (String line : Files.readAllLines(pythonPrompts, StandardCharsets.UTF_8)) {
            prompts.add(new ObjectMapper().readValue(line, String.class));
        }
        assertThat(javaPrompts).as("the model's prompts, as _build_prompt makes them (allow_unicode=True)")
                .isEqualTo(prompts).anySatisfy(prompt -> assertThat(prompt).contains("Ship 1.4.0 \u2192 caf\u00e9"));
    }

    /** sample_agent.py --once, recording every prompt its model gets (argv: root, script, prompts file). */
    private static final String RECORDING_SAMPLE_AGENT = String.join("\n",
            "import json, sys",
            "sys.path.insert(0, " + pyString(SAMPLE_AGENT.getParent().toString()) + ")",
            "import sample_agent",
            "root, script, prompts = sys.argv[1:4]",
            "answer = sample_agent.ScriptedModel.complete",
            "def complete(self, system, user):",
            "    with open(prompts, 'a', encoding='utf-8') as f:",
            "        f.write(json.dumps(user) + '\\n')",
            "    return answer(self, system, user)",
            "sample_agent.ScriptedModel.complete = complete",
            "# imported, not run as a script: name its exceptions as the script does in tracebacks",
            "for error in (sample_agent.ScriptExhausted, sample_agent.ProcessKilled, sample_agent.ParseError):",
            "    error.__module__ = '__main__'",
            "sys.exit(sample_agent.main(['--once', root, '--script', script, '--fake-clock']))");

    /** Runs the Java agent for CYCLES cycles; returns the prompts its model got. */
    private static List<String> runJavaAgent(Path root, Script script) throws Exception {
        Files.createDirectories(root.resolve("scratchpad"));
        Files.createDirectories(root.resolve("logs"));
        SimulatedClock clock = new SimulatedClock(SimulatedClock.DEFAULT_START, 300, 7);
        List<String> prompts = new java.util.concurrent.CopyOnWriteArrayList<>();
        AgentOptions options = new AgentOptions(new ScratchpadDirectory(root.resolve("scratchpad"), root.resolve("logs")),
                root.resolve("logs"), root.resolve("sandbox"), recording(new ScriptedModel(script, clock), prompts), clock, 8, false,
                Duration.ZERO, false, line -> { });
        ReferenceAgent agent = new ReferenceAgent(options, new EventHub());
        CountDownLatch done = new CountDownLatch(1);
        AtomicInteger count = new AtomicInteger();
        agent.onCycleFinished(result -> {
            if (count.incrementAndGet() == CYCLES) {
                agent.requestStop();
                done.countDown();
            }
        });
        agent.start();
        assertThat(done.await(60, TimeUnit.SECONDS)).as("the Java agent ran " + CYCLES + " cycles").isTrue();
        agent.close();
        return prompts;
    }

    private static Model recording(Model model, List<String> prompts) {
        return new Model() {
            @Override
            public int prepareCycle(int index) throws ScriptExhausted {
                return model.prepareCycle(index);
            }

            @Override
            public String complete(String system, String user) throws Exception {
                prompts.add(user);
                return model.complete(system, user);
            }
        };
    }

    /** The log without traceback frames (file and line of each implementation's own code). */
    private static String withoutFrames(Path log) throws Exception {
        return String.join("\n", Files.readAllLines(log, StandardCharsets.UTF_8).stream()
                .filter(line -> !line.startsWith("  ")).toList());
    }

    private static List<String> names(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(Files::isRegularFile).map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static String pyString(String text) {
        return "'" + text.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n") + "'";
    }
}

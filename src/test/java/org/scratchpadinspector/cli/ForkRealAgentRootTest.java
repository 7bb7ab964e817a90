package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.Python;
import org.scratchpadinspector.testsupport.SampleCopy;

/**
 * Time travel on an agent root that holds the agent's code: the msa-real sample with the generator's
 * re-implementation laid out as the real agent's package ({@code msa/agent.py}, run from the root as
 * {@code python3 -m msa.agent --once}), its model scripted by {@code config/model_script.json}.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ForkRealAgentRootTest {
    private static final String COMMAND = "python3 -m msa.agent --once";
    private static final String FORK_AT = "20260401_114509";

    @TempDir
    Path tmp;

    Path source;

    @BeforeEach
    void agentRootWithItsCode() throws IOException {
        source = SampleCopy.copy(RealAgentRootTest.MSA, tmp.resolve("msa"));
        Path pkg = Files.createDirectories(source.resolve("msa"));
        Files.writeString(pkg.resolve("__init__.py"), "");
        Files.copy(Path.of("scratchpad-samples/generator/msa_agent.py"), pkg.resolve("agent.py"));
        Files.writeString(source.resolve("config/model_script.json"), """
                ["{\\"tool\\": \\"echo\\", \\"args\\": {\\"message\\": \\"from the fork\\"}}",
                 "{\\"tool\\": \\"done\\", \\"args\\": {\\"summary\\": \\"stepped in a fork\\"}}"]
                """);
        Files.createDirectories(source.resolve("tools/data"));
        Files.writeString(source.resolve("tools/data/calibration.json"), "{\"fx\": 1412.6}\n");
        Files.createSymbolicLink(source.resolve("tools/calibration.json"), Path.of("data/calibration.json"));
        Files.createSymbolicLink(source.resolve("tools/absolute.json"),
                source.toAbsolutePath().resolve("tools/data/calibration.json"));
        Files.createSymbolicLink(source.resolve("tools/python"), Path.of("/usr/bin/env"));
        Files.createDirectories(source.resolve(".git"));
        Files.writeString(source.resolve(".git/HEAD"), "ref: refs/heads/main\n");
    }

    @Test
    void aForkOfAnAgentRootRunsWithTheSourcesCommandAndLeavesTheSourceByteIdentical() throws IOException {
        Python.requirePyYaml();
        Map<String, String> sourceBefore = tree(source);
        Path dest = tmp.resolve("fork");

        RealAgentRootTest.Run fork = RealAgentRootTest.run("fork", source.toString(), FORK_AT, "--into", dest.toString());
        assertThat(fork.code()).as(fork.err()).isZero();
        assertThat(fork.out()).contains("agent code, config and data:").contains("copied (not linked)");
        RealAgentRootTest.Run step = RealAgentRootTest.run("step", dest.toString(), "--command", COMMAND);

        assertThat(step.code()).as(step.out() + step.err()).isZero();
        List<CycleSummary> cycles = Scratchpad.open(dest).summaries(Cancellation.NONE);
        CycleSummary stepped = cycles.get(cycles.size() - 1);
        assertThat(stepped.id().toString()).isGreaterThan(FORK_AT);
        assertThat(stepped.status()).isEqualTo(CycleStatus.COMPLETED);
        assertThat(stepped.toolCalls()).isEqualTo(1);
        assertThat(step.out()).contains("cycle " + stepped.id() + ": completed");
        assertThat(tree(source)).isEqualTo(sourceBefore);
    }

    @Test
    void theForksCodeIsCopiedNotLinkedAndNoLinkPointsIntoTheSource() throws IOException {
        Path dest = tmp.resolve("fork");
        assertThat(RealAgentRootTest.run("fork", source.toString(), FORK_AT, "--into", dest.toString()).code()).isZero();

        Path agent = dest.resolve("msa/agent.py");
        assertThat(agent).hasSameBinaryContentAs(source.resolve("msa/agent.py"));
        assertThat(Files.isSymbolicLink(agent)).isFalse();
        assertThat(Files.getAttribute(agent, "unix:ino")).isNotEqualTo(Files.getAttribute(source.resolve("msa/agent.py"), "unix:ino"));
        assertThat(Files.getAttribute(agent, "unix:nlink")).isEqualTo(1);
        assertThat(dest.resolve("config/model_script.json")).exists();
        assertThat(Files.readSymbolicLink(dest.resolve("tools/calibration.json"))).isEqualTo(Path.of("data/calibration.json"));
        assertThat(Files.readSymbolicLink(dest.resolve("tools/absolute.json")))
                .isEqualTo(dest.toAbsolutePath().normalize().resolve("tools/data/calibration.json"));
        assertThat(Files.readSymbolicLink(dest.resolve("tools/python"))).isEqualTo(Path.of("/usr/bin/env"));
        try (Stream<Path> all = Files.walk(dest)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                if (Files.isSymbolicLink(p)) {
                    assertThat(p.toRealPath().startsWith(source.toRealPath())).as(p.toString()).isFalse();
                }
            }
        }
        assertThat(dest.resolve(".git")).doesNotExist();
    }

    @Test
    void failOnCrashedExitsOneWhenTheCycleItRanCrashedAndStillPrintsTheCommandsCode() throws IOException {
        Python.requirePyYaml();
        Files.writeString(source.resolve("config/model_script.json"), "[\"<model server down>\"]\n");

        RealAgentRootTest.Run r = RealAgentRootTest.run("step", source.toString(), "--command", COMMAND,
                "--fail-on", "crashed,interrupted");

        assertThat(r.code()).as(r.out() + r.err()).isEqualTo(1);
        assertThat(r.out()).contains(": crashed").contains("step: exit code 0")
                .contains("(--fail-on crashed,interrupted): exit 1");
        RealAgentRootTest.Run bad = RealAgentRootTest.run("step", source.toString(), "--command", COMMAND,
                "--fail-on", "exploded");
        assertThat(bad.code()).isEqualTo(Cli.TROUBLE);
        assertThat(bad.err()).contains("--fail-on exploded is not a status");
    }

    @Test
    void withoutFailOnACrashedCycleKeepsTheCommandsOwnExitCode() throws IOException {
        Python.requirePyYaml();
        Files.writeString(source.resolve("config/model_script.json"), "[\"<model server down>\"]\n");

        RealAgentRootTest.Run r = RealAgentRootTest.run("step", source.toString(), "--command", COMMAND);

        assertThat(r.code()).isZero();
        assertThat(r.out()).contains(": crashed");
    }

    @Test
    void twoCyclesStartedInTheSameSecondAreReportedAsAReusedIdNotAsNoNewCycle() throws IOException {
        Python.requirePyYaml();
        String sameSecond = "MSA_CLOCK=2026-04-02T09:00:00 " + COMMAND;
        // the sample's last cycle left completed_tasks a string (every next done crashes): start again as bin/reset.sh
        Files.copy(source.resolve("scratchpads/active.reset.yaml"), source.resolve("scratchpads/active.yaml"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);

        RealAgentRootTest.Run first = RealAgentRootTest.run("step", source.toString(), "--command", sameSecond);
        RealAgentRootTest.Run second = RealAgentRootTest.run("step", source.toString(), "--command", sameSecond);

        assertThat(first.out()).contains("cycle 20260402_090000: completed");
        assertThat(second.code()).as(second.out() + second.err()).isZero();
        assertThat(second.out()).contains("cycle 20260402_090000 (reused id: it started in the same second as the"
                + " cycle before it and overwrote that cycle's files)").doesNotContain("no new cycle");
    }

    /** Every file and link under {@code root}: its content hash, or where it points. */
    static Map<String, String> tree(Path root) throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                String key = root.relativize(p).toString();
                if (Files.isSymbolicLink(p)) {
                    out.put(key, "-> " + Files.readSymbolicLink(p));
                } else if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                    out.put(key, Hashes.sha256(Files.readAllBytes(p)));
                } else {
                    out.put(key, "dir");
                }
            }
        }
        return out;
    }
}

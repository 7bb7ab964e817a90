package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.edit.Hashes;

/**
 * The command line on an agent root laid out as the real agent lays it out (config/config.yaml, scratchpads/,
 * logs that a multi-cycle process accumulated): the sample msa-real, written by the generator's re-implementation
 * of that agent.
 */
class RealAgentRootTest {
    static final Path MSA = SamplesTest.SAMPLES.resolve("msa-real");

    @TempDir
    Path tmp;

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void lsOfTheRootListsEveryCycleOfScratchpadsWithIterationsFromItsOwnLogSection() throws IOException {
        Run ls = run("ls", "--json", MSA.toString());

        assertThat(ls.code()).as(ls.err()).isZero();
        ExpectedCycles.assertMatches(ls.out(), MSA.resolve("expected.json"));
        JsonNode cycles = new ObjectMapper().readTree(ls.out());
        // the first cycle's log holds all six cycles of its process: counting the whole file would say 5
        assertThat(cycles.get(0).get("iterations").asInt()).isEqualTo(3);
        assertThat(cycles).hasSize(14);
    }

    @Test
    void editOfTheRootChangesScratchpadsActiveYamlAndCreatesNoOtherActiveYaml() throws IOException {
        Path root = copy(MSA, tmp.resolve("agent"));
        Path active = root.resolve("scratchpads/active.yaml");
        String before = Files.readString(active);
        Map<String, String> treeBefore = tree(root);

        Run edit = run("edit", root.toString(), "notes", "--append", "checked by the operator");

        assertThat(edit.code()).as(edit.err()).isZero();
        assertThat(edit.out()).contains("edited " + active);
        assertThat(Files.readString(active)).isNotEqualTo(before).contains("checked by the operator");
        assertThat(root.resolve("active.yaml")).doesNotExist();
        Map<String, String> treeAfter = tree(root);
        treeAfter.keySet().removeIf(p -> p.startsWith("scratchpads/.inspector"));
        treeBefore.remove("scratchpads/active.yaml");
        treeAfter.remove("scratchpads/active.yaml");
        assertThat(treeAfter).isEqualTo(treeBefore);
    }

    @Test
    void editOfADirectoryInNoKnownFormatSaysSoInOneLineAndCreatesNothing() throws IOException {
        Path root = Files.createDirectories(tmp.resolve("not-an-agent"));
        Files.writeString(root.resolve("README.md"), "just a directory\n");
        Map<String, String> treeBefore = tree(root);

        Run edit = run("edit", root.toString(), "notes", "--append", "lost?");

        // edit knows no format of its own: a folder no format recognises is trouble (2), said with what it holds
        assertThat(edit.code()).isEqualTo(Cli.TROUBLE);
        assertThat(edit.err().lines().toList()).singleElement().satisfies(line -> assertThat(line)
                .startsWith("error: " + root + ": 1 .md file, no known memory format")
                .contains("scratchpads/").contains("config/config.yaml"));
        assertThat(tree(root)).isEqualTo(treeBefore);
    }

    @Test
    void theScratchpadPathOfTheConfigWinsOverTheUsualNames() throws IOException {
        Path root = copy(MSA, tmp.resolve("agent"));
        Files.move(root.resolve("scratchpads"), Files.createDirectories(root.resolve("memory")).resolve("w07"));
        Files.createDirectories(root.resolve("scratchpad"));
        Path config = root.resolve("config/config.yaml");
        Files.writeString(config, Files.readString(config)
                .replace("scratchpad_path: scratchpads/active.yaml", "scratchpad_path: memory/w07/active.yaml"));

        Run ls = run("ls", root.toString());

        assertThat(ls.code()).as(ls.err()).isZero();
        assertThat(ls.out()).contains("14 cycles in " + root.resolve("memory/w07"));
    }

    @Test
    void aConfigNamingAnotherLiveFileIsSaidSo() throws IOException {
        Path root = copy(MSA, tmp.resolve("agent"));
        Path config = root.resolve("config/config.yaml");
        Files.writeString(config, Files.readString(config)
                .replace("scratchpad_path: scratchpads/active.yaml", "scratchpad_path: scratchpads/state.yaml"));

        Run ls = run("ls", root.toString());

        assertThat(ls.code()).isEqualTo(Cli.TROUBLE);
        assertThat(ls.err().strip()).contains("sets scratchpad_path to scratchpads/state.yaml")
                .doesNotContain("\n");
    }

    static Path copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return to;
    }

    static Map<String, String> tree(Path root) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                files.put(root.relativize(p).toString(), Files.isDirectory(p) ? "dir"
                        : Hashes.sha256(Files.readAllBytes(p)));
            }
        }
        return files;
    }
}

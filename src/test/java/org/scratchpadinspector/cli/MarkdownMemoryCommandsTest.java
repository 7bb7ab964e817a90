package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.history.InspectorData;
import org.scratchpadinspector.testsupport.GitRepo;

/** The commands on Markdown memories: bad input in one line, the agent's text escaped, edits refused cleanly. */
class MarkdownMemoryCommandsTest {
    @TempDir
    Path tmp;
    private String previous;

    @BeforeEach
    void ownDataFolder() {
        previous = System.getProperty(InspectorData.PROPERTY);
        System.setProperty(InspectorData.PROPERTY, tmp.resolve("data").toString());
    }

    @AfterEach
    void restoreDataFolder() {
        if (previous == null) {
            System.clearProperty(InspectorData.PROPERTY);
        } else {
            System.setProperty(InspectorData.PROPERTY, previous);
        }
    }

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    private Path bank() throws Exception {
        GitRepo repo = GitRepo.init(tmp.resolve("project"));
        repo.write("memory-bank/progress.md", "# Progress\n\n- one\n").commit("2026-03-01T10:00:00+00:00", "Cline", "one");
        repo.write("memory-bank/progress.md", "# Progress\n\n- one\n- two\n").commit("2026-03-02T10:00:00+00:00", "Cline", "two");
        return repo.top();
    }

    @Test
    void aFileThatIsNotTextMakesItsVersionUnreadableWithOneLineAndTheOthersStillList() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("memory-bank"));
        Files.writeString(dir.resolve("progress.md"), "# Progress\n");
        Files.write(dir.resolve("techContext.md"), new byte[] {(byte) 0xC3, (byte) 0x28, 'x'});
        Run ls = run("ls", "--json", dir.toString());
        assertThat(ls.code()).isZero();
        JsonNode unit = new ObjectMapper().readTree(ls.out()).get(0);
        assertThat(unit.get("status").asText()).isEqualTo("unreadable");
        assertThat(unit.get("problems").toString()).contains("techContext.md: not UTF-8 text");
        assertThat(run("check", dir.toString()).code()).isEqualTo(1);
    }

    @Test
    void headingsAndMessagesFromTheAgentArePrintedEscaped() throws Exception {
        GitRepo repo = GitRepo.init(tmp.resolve("p"));
        repo.write("memory-bank/progress.md", "# Pro\u202egress\n\n- \u001b[31mred\n")
                .commit("2026-03-01T10:00:00+00:00", "Cl\u202eine", "one");
        Run blame = run("blame", repo.top().toString(), "progress.md#Pro\u202egress");
        assertThat(blame.code()).as(blame.err()).isZero();
        assertThat(blame.out()).contains("Pro\\u202egress").contains("Cl\\u202eine").contains("\\x1b[31mred")
                .doesNotContain("\u202e").doesNotContain("\u001b");
    }

    @Test
    void blameNamesTheVersionOfEachChangeAndAPathThatNeverExistedExitsOne() throws Exception {
        Path dir = bank();
        Run blame = run("blame", dir.toString(), "progress.md#Progress", "--json");
        JsonNode changes = new ObjectMapper().readTree(blame.out()).get("changes");
        assertThat(changes).hasSize(2);
        assertThat(changes.get(0).get("new").asText()).isEqualTo("- one\n- two");
        assertThat(changes.get(0).get("author").asText()).isEqualTo("Cline");
        assertThat(changes.get(1).get("old").isNull()).isTrue();
        Run lines = run("blame", dir.toString(), "progress.md", "--lines");
        assertThat(lines.out().lines().filter(l -> l.contains("- two")).findFirst().orElseThrow())
                .startsWith(changes.get(0).get("version").asText());
        Run missing = run("blame", dir.toString(), "progress.md#Nope");
        assertThat(missing.code()).isEqualTo(1);
        assertThat(missing.err()).contains("no such section");
        assertThat(run("churn", dir.toString()).out()).contains("progress.md#Progress");
    }

    @Test
    void editsAreRefusedInOneLineAndNothingIsWritten() throws Exception {
        Path dir = bank();
        byte[] before = Files.readAllBytes(dir.resolve("memory-bank/progress.md"));
        Run noSection = run("edit", dir.toString(), "progress.md#Progress/Deep/Er", "--replace-text", "x");
        assertThat(noSection.code()).isEqualTo(1);
        assertThat(noSection.err()).contains("refused:").contains("no section");
        Run outside = run("edit", dir.toString(), "../x.md#A", "--append-text", "x");
        assertThat(outside.code()).isEqualTo(1);
        assertThat(outside.err()).contains("not a memory file");
        Run entry = run("edit", dir.toString(), "progress.md", "--add-entry", "x");
        assertThat(entry.code()).isEqualTo(1);
        assertThat(entry.err()).contains("not § entries");
        assertThat(Files.readAllBytes(dir.resolve("memory-bank/progress.md"))).isEqualTo(before);
        Run written = run("edit", dir.toString(), "progress.md#Progress", "--append-text", "--", "- three");
        assertThat(written.code()).as(written.err()).isZero();
        assertThat(Files.readString(dir.resolve("memory-bank/progress.md"), StandardCharsets.UTF_8)).endsWith("- two\n- three\n");
    }

    @Test
    void recordRefusesWhatItCannotRecordInOneLine() throws Exception {
        Run missing = run("record", tmp.resolve("nope").toString());
        assertThat(missing.code()).isEqualTo(Cli.TROUBLE);
        assertThat(missing.err().strip()).contains("does not exist").doesNotContain("\n");
        Run memoryFolder = run("record", bank().toString());
        assertThat(memoryFolder.code()).isEqualTo(Cli.TROUBLE);
        assertThat(memoryFolder.err()).contains("its memory is in").contains("memory-bank; record that");
        Run git = run("record", tmp.resolve("project/memory-bank").toString());
        assertThat(git.code()).isEqualTo(Cli.TROUBLE);
        assertThat(git.err()).contains("git work tree");
        Run seed = run("record", Path.of("scratchpad-samples/demo").toAbsolutePath().toString());
        assertThat(seed.code()).isEqualTo(Cli.TROUBLE);
        assertThat(seed.err()).contains("keeps every state itself");
    }

    @Test
    void restoreAndForkWorkOnAMarkdownMemory() throws Exception {
        Path dir = bank();
        String first = new ObjectMapper().readTree(run("ls", "--json", dir.toString()).out()).get(0).get("id").asText();
        Run restore = run("restore", dir.toString(), first);
        assertThat(restore.code()).as(restore.err()).isZero();
        assertThat(Files.readString(dir.resolve("memory-bank/progress.md"))).isEqualTo("# Progress\n\n- one\n");
        assertThat(run("restore", dir.toString(), first).out()).startsWith("unchanged");
        Run fork = run("fork", dir.toString(), "worktree", "--into", tmp.resolve("fork").toString());
        assertThat(fork.code()).as(fork.err()).isZero();
        assertThat(run("ls", "--json", tmp.resolve("fork").toString()).out()).contains("\"r2\"");
        assertThat(run("restore", dir.toString(), "nosuch").err()).contains("no version nosuch");
    }
}

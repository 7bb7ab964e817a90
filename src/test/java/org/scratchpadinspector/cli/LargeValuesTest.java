package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.LargeValueFolders;
import org.scratchpadinspector.testsupport.LargeValueFolders.Folder;

/**
 * What the agent's own reader accepts, the inspector reads: a 50 MB string, NaN and Infinity, in every JSON format.
 * A value is shown cut to a line a terminal and a pane can take, with its length and hash; a file past the size
 * bound is one line in our words.
 */
class LargeValuesTest {
    private static final int FIFTY_MB = 50_000_000;

    @TempDir
    Path tmp;

    record Run(int code, String out, String err) {
    }

    static Run run(List<String> args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args.toArray(String[]::new), new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    private static List<String> args(String command, Folder f, String... more) {
        List<String> args = new ArrayList<>(List.of(command, f.dir().toString()));
        args.addAll(List.of(more));
        args.addAll(List.of(f.options()));
        return args;
    }

    private void assertReadAndShownCut(Folder f) {
        Run ls = run(args("ls", f));
        Run show = run(args("show", f, f.unit(), "--timeline"));
        Run diff = run(args("diff", f, f.unit()));

        assertThat(ls.code()).as(ls.err()).isZero();
        String run = f.unit().split("#")[0];
        assertThat(ls.out().lines().filter(line -> line.startsWith(run))).as(f.format()).isNotEmpty()
                .noneMatch(line -> line.contains("unreadable"));
        assertThat(show.code()).as(show.err()).isZero();
        assertThat(diff.code()).as(diff.err()).isIn(0, 1);
        String marker = "more characters not shown: this line has 50,000,0";
        assertThat(show.out() + diff.out()).as(f.format()).contains(marker);
        assertThat((show.out() + diff.out()).lines()).allSatisfy(line -> assertThat(line.length()).isLessThan(70_000));
    }

    @Test
    void mempalaceReadsAFiftyMegabyteStringAndNaN() throws Exception {
        Folder f = LargeValueFolders.mempalace(tmp, FIFTY_MB);
        assertReadAndShownCut(f);
        assertThat(run(args("show", f, f.unit())).out()).contains("\n    NaN\n");
    }

    @Test
    void forgeReadsAFiftyMegabyteToolResult() throws Exception {
        Folder f = LargeValueFolders.forgenotes(tmp, FIFTY_MB);
        Run ls = run(args("ls", f));
        Run show = run(args("show", f, f.unit(), "--timeline"));

        assertThat(ls.out().lines().filter(line -> line.startsWith("flaky-ci"))).isNotEmpty()
                .noneMatch(line -> line.contains("unreadable"));
        assertThat(show.code()).as(show.err()).isZero();
        assertThat(show.out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThan(70_000));
    }

    @Test
    void miniagentReadsAFiftyMegabyteObservationAndInfinity() throws Exception {
        assertReadAndShownCut(LargeValueFolders.miniagent(tmp, FIFTY_MB));
    }

    @Test
    void recursiveContextReadsAFiftyMegabyteScratchpadLineAndANaNInItsSavedState() throws Exception {
        Folder f = LargeValueFolders.recursivecontext(tmp, FIFTY_MB);
        assertReadAndShownCut(f);
        assertThat(run(args("check", f)).out()).doesNotContain("agent_state.json");
    }

    @Test
    void aFilePastTheSizeBoundIsOneLineInOurWordsForEveryFormat() throws Exception {
        List<Path> grown = new ArrayList<>();
        List<Folder> folders = List.of(LargeValueFolders.mempalace(tmp, 1000), LargeValueFolders.forgenotes(tmp, 1000),
                LargeValueFolders.miniagent(tmp, 1000), LargeValueFolders.recursivecontext(tmp, 1000));
        grown.add(folders.get(0).dir().resolve("session_scratchpad/c870-longrun.json"));
        grown.add(folders.get(1).dir().resolve("flaky-ci/conversation.json"));
        grown.add(folders.get(2).dir().resolve("traces/20260407T090000Z_3ceb3ffd.json"));
        grown.add(folders.get(3).dir().resolve("trip-notes/debug.json"));
        for (Path file : grown) {
            // past the bound by its size alone (a sparse tail): the size is what is judged before any parse
            try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
                f.setLength(49L << 20);
            }
        }
        for (Folder f : folders) {
            Run check = run(args("check", f));
            String all = check.out() + check.err();
            assertThat(check.code()).as(all).isEqualTo(1);
            assertThat(all).as(f.format()).containsPattern("(MB|MiB), over the 48(\\.0)? (MiB|MB) (bound|limit): not parsed")
                    .doesNotContain("StreamReadConstraints").doesNotContain("JsonReadFeature")
                    .doesNotContain("Exception").doesNotContain("\tat ");
        }
    }

    @Test
    void theFilesAreGeneratedHereAndNeverCommitted() throws Exception {
        Folder f = LargeValueFolders.mempalace(tmp, 1000);
        assertThat(f.dir()).startsWith(tmp);
        assertThat(Files.size(f.dir().resolve("session_scratchpad/c870-longrun.json"))).isLessThan(1 << 20);
    }
}

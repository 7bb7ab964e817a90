package org.scratchpadinspector.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What ls, check, show and diff say about files that are not what they should be: one line each, the rest works. */
class BadInputCliTest {
    private static final String A = "20260401_100137";
    private static final String B = "20260401_100637";

    @TempDir
    Path tmp;
    Path dir;

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @BeforeEach
    void copyOfTheHealthySample() throws IOException {
        dir = copyHealthySample(tmp).resolve("scratchpad");
    }

    /** Copies the healthy sample's agent root into {@code root}; returns {@code root}. */
    static Path copyHealthySample(Path root) throws IOException {
        Path from = SamplesTest.SAMPLES.resolve("healthy");
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : files.toList()) {
                Path to = root.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        return root;
    }

    @Test
    void thousandsOfStrayFilesAreOneCountedLineInLsAndCheck() throws IOException {
        for (int i = 0; i < 3000; i++) {
            Files.createFile(dir.resolve("download-" + i + ".part"));
        }

        Run ls = run("ls", tmp.toString());
        Run check = run("check", tmp.toString());

        assertThat(ls.code()).isZero();
        assertThat(ls.out()).contains("3,000 stray files (not the agent's), e.g. download-0.part, download-1.part");
        assertThat(ls.out().lines().count()).isLessThan(20);
        assertThat(check.out()).contains("note     3,000 stray files");
        assertThat(check.out().lines().count()).isLessThan(20);
        assertThat(check.code()).as(check.out()).isZero();
    }

    @Test
    void lsJsonKeepsStandardOutputForTheCyclesAndNamesStraysOnStandardError() throws IOException {
        Files.writeString(dir.resolve(A + "_AFTER.yaml"), "goals: []\n");

        Run ls = run("ls", "--json", tmp.toString());

        assertThat(ls.code()).isZero();
        assertThat(ls.out()).startsWith("[").doesNotContain("AFTER");
        assertThat(ls.err()).contains("note: " + A + "_AFTER.yaml looks like a cycle file but is not: "
                + "letter case: the agent writes _after.yaml");
    }

    @Test
    void caseVariantsAndBadDatesMakeCheckFailWithTheirReasons() throws IOException {
        Files.writeString(dir.resolve(B + "_Before.YAML"), "goals: []\n");
        Files.writeString(dir.resolve("20261399_999999_after.yaml"), "goals: []\n");

        Run check = run("check", tmp.toString());

        assertThat(check.code()).isEqualTo(1);
        assertThat(check.out())
                .contains("PROBLEM  " + B + "_Before.YAML looks like a cycle file but is not: letter case: the agent writes _before.yaml")
                .contains("PROBLEM  20261399_999999_after.yaml looks like a cycle file but is not: month 13");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "20261399_999999 | 20261399_999999 is not a cycle id: month 13",
            "20260132_100000 | 20260132_100000 is not a cycle id: day 32",
            "20260401_250000 | 20260401_250000 is not a cycle id: hour 25",
            "20260401_1001 | 20260401_1001 is not a cycle id: wrong length: 13 characters, not 15 (YYYYMMDD_HHMMSS)",
            "2026april_100137 | 2026april_100137 is not a cycle id: wrong length: 16 characters, not 15 (YYYYMMDD_HHMMSS)",
            "2026040a_100137 | 2026040a_100137 is not a cycle id: 'a' at character 8 is not a digit (YYYYMMDD_HHMMSS)"})
    void showNamesTheIdTheUserTypedAndWhyItIsNotOne(String id, String message) {
        Run show = run("show", tmp.toString(), id);
        Run before = run("show", tmp.toString(), id, "--before");

        assertThat(show.code()).isEqualTo(Cli.TROUBLE);
        assertThat(show.err().strip()).isEqualTo("error: " + message);
        assertThat(before.err().strip()).isEqualTo("error: " + message);
    }

    @Test
    void diffNamesTheReferenceTheUserTypedAndWhyItIsNotOne() {
        Run one = run("diff", tmp.toString(), "20261399_999999");
        Run two = run("diff", tmp.toString(), A + ":before", "20260431_100000:after");
        Run junk = run("diff", tmp.toString(), "latest", "active");

        assertThat(one.err().strip()).isEqualTo("error: 20261399_999999 is not a cycle id: month 13");
        assertThat(two.err().strip()).isEqualTo("error: 20260431_100000 is not a cycle id: day 31: April has 30 days");
        assertThat(junk.err().strip()).isEqualTo("error: latest is not a cycle id: wrong length: 6 characters, not 15"
                + " (YYYYMMDD_HHMMSS); a snapshot is active, ID, ID:before or ID:after");
        assertThat(one.code()).isEqualTo(Cli.TROUBLE);
    }

    @Test
    void aSnapshotLinkedOutsideIsUnreadableInLsAndShowAndCheckSaysSo() throws IOException {
        Path after = dir.resolve(B + "_after.yaml");
        Files.delete(after);
        Files.createSymbolicLink(after, Path.of("/etc/passwd"));

        Run ls = run("ls", tmp.toString());
        Run show = run("show", tmp.toString(), B);
        Run raw = run("show", tmp.toString(), B, "--raw");
        Run check = run("check", tmp.toString());

        assertThat(ls.out()).containsPattern(B + " .* unknown .* unreadable")
                .contains(B + ": " + B + "_after.yaml: symlink to /etc/passwd, outside the scratchpad: not read");
        assertThat(show.code()).isEqualTo(Cli.TROUBLE);
        assertThat(show.err()).contains("symlink to /etc/passwd, outside the scratchpad: not read");
        assertThat(raw.out()).doesNotContain("root:");
        assertThat(check.code()).isEqualTo(1);
        assertThat(check.out()).contains("PROBLEM  " + B + " " + B + "_after.yaml: symlink to /etc/passwd");
    }

    @Test
    void anEditNeverWritesThroughAnActiveYamlLinkedOutsideTheScratchpad() throws IOException {
        Path outside = Files.copy(dir.resolve("active.yaml"), tmp.resolve("elsewhere.yaml"));
        byte[] untouched = Files.readAllBytes(outside);
        Files.delete(dir.resolve("active.yaml"));
        Files.createSymbolicLink(dir.resolve("active.yaml"), outside);

        Run edit = run("edit", tmp.toString(), "notes", "--append", "operator: checked");

        assertThat(edit.code()).as(edit.out() + edit.err()).isEqualTo(Cli.TROUBLE);
        assertThat(edit.err()).contains("active.yaml: symlink to " + outside.toRealPath() + ", outside the scratchpad");
        assertThat(Files.readAllBytes(outside)).isEqualTo(untouched);
        assertThat(Files.isSymbolicLink(dir.resolve("active.yaml"))).isTrue();
    }

    @Test
    void aNotesListIsAProblemInLsAndCheck() throws IOException {
        Path after = dir.resolve(B + "_after.yaml");
        String text = Files.readString(after);
        int notes = text.indexOf("\nnotes: ");
        int next = text.indexOf("\nlast_updated: ");
        Files.writeString(after, text.substring(0, notes) + "\nnotes:\n- one\n- two" + text.substring(next));

        Run ls = run("ls", tmp.toString());
        Run check = run("check", tmp.toString());

        assertThat(ls.out()).contains(B + ": " + B + "_after.yaml: notes is a list, not text: tool calls not counted");
        assertThat(check.code()).isEqualTo(1);
        assertThat(check.out()).contains("PROBLEM  " + B + " " + B + "_after.yaml: notes is a list, not text");
    }
}

package org.scratchpadinspector.engine.diff;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;

class UnifiedDiffTest {
    private static final Path GNU_DIFF = Path.of("/usr/bin/diff");

    @TempDir
    Path dir;

    private static String unified(List<String> a, List<String> b, int context) {
        return UnifiedDiff.format(LineDiff.diff(a, b, new Cancellation()), a, b, "a/x", "b/x", context);
    }

    private static List<String> numbered(int count) {
        return IntStream.rangeClosed(1, count).mapToObj(i -> "line " + i).collect(Collectors.toList());
    }

    @Test
    void identicalInputsGiveEmptyText() {
        assertThat(unified(List.of("a"), List.of("a"), 3)).isEmpty();
    }

    @Test
    void singleChangeHasHeadersContextAndOneHunk() {
        List<String> a = numbered(10);
        List<String> b = new ArrayList<>(a);
        b.set(4, "five");
        assertThat(unified(a, b, 3)).isEqualTo("""
                --- a/x
                +++ b/x
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +five
                 line 6
                 line 7
                 line 8
                """);
    }

    @Test
    void insertIntoEmptyFileUsesLineZero() {
        assertThat(unified(List.of(), List.of("a", "b"), 3)).isEqualTo("""
                --- a/x
                +++ b/x
                @@ -0,0 +1,2 @@
                +a
                +b
                """);
    }

    @Test
    void hunksMergeWhenTheGapIsAtMostTwiceTheContext() {
        List<String> a = numbered(20);
        List<String> b = new ArrayList<>(a);
        b.set(2, "three");
        b.set(9, "ten");
        assertThat(hunkCount(unified(a, b, 3))).isEqualTo(1);
        b.set(9, "line 10");
        b.set(10, "eleven");
        assertThat(hunkCount(unified(a, b, 3))).isEqualTo(2);
    }

    @Test
    void matchesGnuDiffOnUnambiguousEdits() throws Exception {
        assumeTrue(Files.isExecutable(GNU_DIFF), "GNU diff not installed");
        List<String> a = numbered(40);

        List<String> changed = new ArrayList<>(a);
        changed.set(0, "first");
        changed.set(20, "twenty-one");
        changed.add(30, "inserted");
        changed.remove(37);
        changed.set(39, "last");
        assertSameAsGnu(a, changed, 3);
        assertSameAsGnu(a, changed, 0);
        assertSameAsGnu(a, changed, 1);

        List<String> deletedHead = new ArrayList<>(a.subList(5, 40));
        assertSameAsGnu(a, deletedHead, 3);

        List<String> appended = new ArrayList<>(a);
        appended.addAll(List.of("[TOOL] echo", "[COMPLETED] done"));
        assertSameAsGnu(a, appended, 3);

        List<String> closeEdits = new ArrayList<>(a);
        closeEdits.set(10, "eleven");
        closeEdits.set(17, "eighteen");
        closeEdits.set(25, "twenty-six");
        assertSameAsGnu(a, closeEdits, 3);

        assertSameAsGnu(List.of(), List.of("only"), 3);
        assertSameAsGnu(List.of("only"), List.of(), 3);
    }

    private void assertSameAsGnu(List<String> a, List<String> b, int context) throws IOException, InterruptedException {
        Path fa = Files.write(dir.resolve("a.txt"), a, StandardCharsets.UTF_8);
        Path fb = Files.write(dir.resolve("b.txt"), b, StandardCharsets.UTF_8);
        Process p = new ProcessBuilder(GNU_DIFF.toString(), "-U" + context, fa.toString(), fb.toString())
                .redirectErrorStream(true).start();
        String gnu = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        assertThat(withoutHeaders(unified(a, b, context))).isEqualTo(withoutHeaders(gnu));
    }

    private static long hunkCount(String diff) {
        return diff.lines().filter(line -> line.startsWith("@@ ")).count();
    }

    /** The "---" and "+++" lines carry file names and times in GNU's output. */
    private static String withoutHeaders(String diff) {
        return diff.lines().skip(2).collect(Collectors.joining("\n"));
    }
}

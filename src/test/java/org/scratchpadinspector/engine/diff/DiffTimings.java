package org.scratchpadinspector.engine.diff;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.scratchpadinspector.model.Cancellation;

/**
 * Prints how long {@link LineDiff} takes on two 5 MB cases next to GNU diff on the same files.
 * A figure for people, not a test: run with exec:java (see the package's tests for correctness).
 */
public final class DiffTimings {
    private static final int RUNS = 7;

    public static void main(String[] args) throws Exception {
        List<String> base = DiffTestData.notesLog(DiffTestData.FIVE_MB, 42);
        report("5 MB, few changes", base, DiffTestData.fewChanges(base));
        report("5 MB, every line changed", base, DiffTestData.everyLineChanged(base));
        List<String> sparse = DiffTestData.everyOtherCommon(base);
        report("5 MB, every 2nd line changed", base, sparse);
        if (args.length > 0 && args[0].equals("--repeated")) {
            List<String> doubled = new java.util.ArrayList<>(base.subList(0, base.size() / 2));
            doubled.addAll(base.subList(0, base.size() / 2));
            report("5 MB, no unique lines, alternating", doubled, DiffTestData.everyOtherCommon(doubled));
        }
    }

    private static void report(String name, List<String> a, List<String> b) throws Exception {
        long best = Long.MAX_VALUE;
        LineDiffResult result = null;
        for (int run = 0; run < RUNS; run++) {
            long start = System.nanoTime();
            result = LineDiff.diff(a, b, new Cancellation());
            best = Math.min(best, System.nanoTime() - start);
        }
        String gnu = gnuDiffMillis(a, b);
        System.out.printf("%-30s LineDiff best of %d: %6.1f ms (%d edits, +%d -%d)   GNU diff: %s%n",
                name, RUNS, best / 1e6, result.edits().size(), result.addedLines(), result.removedLines(), gnu);
    }

    private static String gnuDiffMillis(List<String> a, List<String> b) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("diff-timings");
        Path fa = Files.write(dir.resolve("a.txt"), a, StandardCharsets.UTF_8);
        Path fb = Files.write(dir.resolve("b.txt"), b, StandardCharsets.UTF_8);
        try {
            long best = Long.MAX_VALUE;
            for (int run = 0; run < RUNS; run++) {
                long start = System.nanoTime();
                Process p = new ProcessBuilder("diff", fa.toString(), fb.toString())
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                p.waitFor();
                best = Math.min(best, System.nanoTime() - start);
            }
            return String.format("%6.1f ms (best of %d, incl. process start)", best / 1e6, RUNS);
        } catch (IOException e) {
            return "unavailable (" + e.getMessage() + ")";
        } finally {
            Files.deleteIfExists(fa);
            Files.deleteIfExists(fb);
            Files.deleteIfExists(dir);
        }
    }
}

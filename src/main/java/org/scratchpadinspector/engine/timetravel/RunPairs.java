package org.scratchpadinspector.engine.timetravel;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.scratchpadinspector.format.Detection;
import org.scratchpadinspector.format.FormatRegistry;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Unit;

/**
 * Two runs of one format side by side, pair by pair, in the shape a screen shows whatever the format: how they
 * were paired (from a fork point, by id, by position), and per pair both units (id and status), whether they
 * agree, both tool-call timelines aligned and what differs at their ends. A format with its own {@link RunComparer}
 * pairs its runs itself (seed 000: from the fork point, the afters compared field by field); any other pairs units
 * with {@link UnitRunComparison} (their last states compared line by line).
 *
 * @param pairing  one line: how the pairs were chosen ("B was forked from A at …")
 * @param pairs    the pairs in order
 * @param summary  the comparison in one sentence
 * @param refusal  why the two folders cannot be compared, in one line; null when they were
 */
public record RunPairs(String pairing, List<Pair> pairs, String summary, String refusal) {

    /**
     * One pair; a side is null where that run has no unit.
     *
     * @param differences what differs at the ends, one line each ("notes: … → …", a diff line); empty when nothing
     * @param sameNote    what to say when {@code differences} is empty ("the afters agree, last_updated aside")
     */
    public record Pair(Unit a, Unit b, boolean agrees, List<ToolAlignment.Row> tools, List<String> differences,
                       String sameNote) {
    }

    public static RunPairs refused(String line) {
        return new RunPairs("", List.of(), line, line);
    }

    public boolean isRefused() {
        return refusal != null;
    }

    /**
     * Compares the runs at {@code a} and {@code b} (off the UI thread: both are read whole), or says in one line why
     * not: a folder missing, of no known format, or the two of different formats.
     */
    public static RunPairs compare(FormatRegistry registry, Path a, Path b, Cancellation cancellation)
            throws IOException {
        for (Path dir : List.of(a, b)) {
            if (!Files.isDirectory(dir)) {
                return refused("cannot compare: " + dir.toAbsolutePath().normalize()
                        + (Files.exists(dir) ? " is not a directory" : " does not exist"));
            }
        }
        Detection first = registry.detect(a);
        Detection second = registry.detect(b);
        if (first.found() && second.found() && first.provider() == second.provider()) {
            Optional<RunComparer> comparer = first.provider()
                    .open(first.recognition(), SourceOptions.NOW, cancellation).facet(RunComparer.class);
            if (comparer.isPresent()) {
                return comparer.get().compare(a, b).pairs();
            }
        }
        return of(UnitRunComparison.compare(registry, a, b, Instant.now(), cancellation));
    }

    /** Units compared one by one, in the shape of every comparison. */
    public static RunPairs of(UnitRunComparison.Result result) {
        if (result.refused()) {
            return refused(result.refusal());
        }
        List<Pair> pairs = new ArrayList<>();
        for (UnitRunComparison.Pair p : result.pairs()) {
            pairs.add(new Pair(p.a(), p.b(), p.agrees(), p.tools(), differences(p), sameNote(p)));
        }
        String pairing = result.format() + ", paired " + (result.how().isEmpty() ? "(no units on either side)"
                : String.join("; ", result.how()));
        return new RunPairs(pairing, pairs, summary(pairs, "unit"), null);
    }

    /** The last states' unified diff, without its two header lines. */
    private static List<String> differences(UnitRunComparison.Pair p) {
        if (p.unifiedDiff() == null || p.unifiedDiff().isEmpty()) {
            return List.of();
        }
        return p.unifiedDiff().lines().filter(line -> !line.startsWith("--- ") && !line.startsWith("+++ ")).toList();
    }

    private static String sameNote(UnitRunComparison.Pair p) {
        if (p.lastA() == null || p.lastB() == null) {
            return "(no unit on one side: nothing to compare)";
        }
        if (!p.lastA().readable() || !p.lastB().readable()) {
            return "(a last state cannot be read: " + String.join("; ",
                    p.lastA().readable() ? p.lastB().problems() : p.lastA().problems()) + ")";
        }
        return "(the last states agree: " + p.lastA().name() + ")";
    }

    /**
     * The comparison in one sentence, counting pairs (a unit on both sides) apart from the units of one run that
     * have no partner: "the runs differ in 1 of 1 pairs; 22 cycles of A have no partner".
     */
    public static String summary(List<Pair> pairs, String unitWord) {
        if (pairs.isEmpty()) {
            return "neither run has a " + unitWord + " to compare";
        }
        return summary(pairs.stream().filter(p -> p.a() != null && p.b() != null).count(),
                pairs.stream().filter(p -> p.a() != null && p.b() != null && !p.agrees()).count(),
                pairs.stream().filter(p -> p.b() == null).count(), pairs.stream().filter(p -> p.a() == null).count(),
                unitWord);
    }

    /**
     * The same sentence from the counts, for a format that pairs its runs itself: {@code paired} units on both
     * sides, {@code differ} of them differing, {@code onlyA} and {@code onlyB} without a partner.
     */
    public static String summary(long paired, long differ, long onlyA, long onlyB, String unitWord) {
        if (differ == 0 && onlyA + onlyB == 0) {
            return "the runs agree (" + plural(paired, "pair") + ")";
        }
        String text = "the runs differ in " + differ + " of " + plural(paired, "pair");
        if (onlyA > 0) {
            text += "; " + plural(onlyA, unitWord) + " of A " + (onlyA == 1 ? "has" : "have") + " no partner";
        }
        if (onlyB > 0) {
            text += "; " + plural(onlyB, unitWord) + " of B " + (onlyB == 1 ? "has" : "have") + " no partner";
        }
        return text;
    }

    private static String plural(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}

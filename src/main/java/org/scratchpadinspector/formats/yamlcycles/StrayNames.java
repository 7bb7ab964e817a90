package org.scratchpadinspector.formats.yamlcycles;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Names in a scratchpad directory that are not the agent's files, counted: a directory of 100,000 stray files
 * costs a few counters and a handful of examples, never a list of 100,000 names.
 *
 * <p>Two kinds: names that look like cycle files but are not (a bad date, another letter case, {@code .yml}),
 * each with its reason, which hide a cycle the agent may have meant to write; and any other file, which the
 * agent does not write. Hidden names ({@code .agent/}, {@code .inspector/}, temporary files), {@code logs/}
 * and templates ({@code active.NAME.yaml}, such as {@code active.reset.yaml}) are the agent's or the
 * inspector's and are not counted.
 */
public final class StrayNames {
    /** How many examples of each kind are kept. */
    public static final int EXAMPLES = 5;
    private static final String[] SIDES = {"_before", "_after"};
    private static final String[] EXTENSIONS = {".yaml", ".yml"};

    /** A name that looks like a cycle file, and why it is not one. */
    public record Misnamed(String name, String reason) {
    }

    private final List<String> problems = new ArrayList<>(1);
    private int misnamedCount;
    /** The smallest name of each reason, at most {@link #EXAMPLES} reasons (the smallest), so the pick is stable. */
    private final TreeMap<String, String> misnamedByReason = new TreeMap<>();
    private int otherCount;
    private final TreeSet<String> otherExamples = new TreeSet<>();

    /** Counts {@code name}, a directory entry that is neither active.yaml nor a valid cycle file. */
    void accept(String name) {
        String reason = misnamedReason(name);
        if (reason != null) {
            addMisnamed(name, reason);
        } else if (!name.startsWith(".") && !name.equals("logs") && !isTemplate(name.toLowerCase(Locale.ROOT))) {
            otherCount++;
            otherExamples.add(name);
            if (otherExamples.size() > EXAMPLES) {
                otherExamples.pollLast();
            }
        }
    }

    /** {@code active.NAME.yaml}: a state to reset active.yaml from ({@code active.reset.yaml}, {@code active.yolo.yaml}). */
    private static boolean isTemplate(String lower) {
        return lower.startsWith("active.") && lower.endsWith(".yaml") && lower.length() > "active..yaml".length();
    }

    /** A listing problem that is not a name (e.g. the logs directory cannot be read), shown first. */
    void problem(String line) {
        problems.add(line);
    }

    void addMisnamed(String name, String reason) {
        misnamedCount++;
        misnamedByReason.merge(reason, name, (a, b) -> a.compareTo(b) <= 0 ? a : b);
        if (misnamedByReason.size() > EXAMPLES) {
            misnamedByReason.pollLastEntry();
        }
    }

    /**
     * Why {@code name} looks like a cycle file (or active.yaml) but is not one, e.g. "month 13" or
     * "letter case: the agent writes _after.yaml"; null when it does not look like one at all.
     */
    static String misnamedReason(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.equals("active.yml") || lower.equals(ScratchpadLocation.ACTIVE) && !name.equals(ScratchpadLocation.ACTIVE)) {
            return (lower.endsWith(".yml") ? "extension" : "letter case") + ": the agent writes active.yaml";
        }
        for (String side : SIDES) {
            for (String extension : EXTENSIONS) {
                String suffix = side + extension;
                if (lower.endsWith(suffix)) {
                    String idText = name.substring(0, name.length() - suffix.length());
                    String expected = side + ".yaml";
                    List<String> reasons = new ArrayList<>(2);
                    String badId = CycleId.whyInvalid(idText);
                    if (badId != null) {
                        reasons.add(badId);
                    }
                    if (!name.endsWith(expected)) {
                        reasons.add((extension.equals(".yml") ? "extension" : "letter case") + ": the agent writes " + expected);
                    }
                    return reasons.isEmpty() ? null : String.join("; ", reasons);
                }
            }
        }
        if ((lower.endsWith(".yaml") || lower.endsWith(".yml")) && lower.length() >= CycleId.LENGTH
                && CycleId.pack(name, 0) >= 0) {
            return "neither _before nor _after: the agent writes " + name.substring(0, CycleId.LENGTH)
                    + "_before.yaml and " + name.substring(0, CycleId.LENGTH) + "_after.yaml";
        }
        return null;
    }

    public boolean isEmpty() {
        return problems.isEmpty() && misnamedCount == 0 && otherCount == 0;
    }

    /** Problems of the listing itself; {@link #lines()} starts with them. */
    public List<String> problems() {
        return List.copyOf(problems);
    }

    /** Names that look like cycle files but are not. */
    public int misnamedCount() {
        return misnamedCount;
    }

    /** A few of them with their reasons, one per reason, ordered by reason. */
    public List<Misnamed> misnamedExamples() {
        List<Misnamed> out = new ArrayList<>(misnamedByReason.size());
        for (Map.Entry<String, String> e : misnamedByReason.entrySet()) {
            out.add(new Misnamed(e.getValue(), e.getKey()));
        }
        return out;
    }

    /** Other files the agent does not write. */
    public int otherCount() {
        return otherCount;
    }

    public List<String> otherExamples() {
        return List.copyOf(otherExamples);
    }

    /**
     * One line per kind, or per misnamed file when there are only a few: "20261399_999999_before.yaml looks like a
     * cycle file but is not: month 13", "100,000 stray files (not the agent's), e.g. a.txt, b.txt".
     */
    public List<String> lines() {
        List<String> lines = new ArrayList<>(problems);
        lines.addAll(misnamedLines());
        if (otherCount > 0) {
            lines.add(otherLine());
        }
        return lines;
    }

    /** The misnamed files: one line each when all are examples, else one line with the count and examples. */
    public List<String> misnamedLines() {
        List<Misnamed> misnamed = misnamedExamples();
        if (misnamedCount <= misnamed.size()) {
            return misnamed.stream().map(m -> m.name() + " looks like a cycle file but is not: " + m.reason()).toList();
        }
        List<String> examples = misnamed.stream().map(m -> m.name() + " (" + m.reason() + ")").toList();
        return List.of(String.format(Locale.ROOT, "%,d names look like cycle files but are not, e.g. %s",
                misnamedCount, String.join(", ", examples)));
    }

    /** "100,000 stray files (not the agent's), e.g. a.txt, b.txt", or null when there are none. */
    public String otherLine() {
        if (otherCount == 0) {
            return null;
        }
        return String.format(Locale.ROOT, "%,d stray file%s (not the agent's)%s %s", otherCount,
                otherCount == 1 ? "" : "s", otherCount == 1 ? ":" : ", e.g.", String.join(", ", otherExamples));
    }

    /** A short form for a status line: "3 stray files, 2 misnamed cycle files"; empty when there are none. */
    public String summary() {
        List<String> parts = new ArrayList<>(2);
        if (misnamedCount > 0) {
            parts.add(String.format(Locale.ROOT, "%,d misnamed cycle file%s", misnamedCount, misnamedCount == 1 ? "" : "s"));
        }
        if (otherCount > 0) {
            parts.add(String.format(Locale.ROOT, "%,d stray file%s", otherCount, otherCount == 1 ? "" : "s"));
        }
        return String.join(", ", parts);
    }
}

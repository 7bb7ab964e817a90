package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.UnitJson;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;

/** {@code ls} and {@code check} for a source in any format other than seed 000's, through the neutral model. */
final class UnitListing {
    private UnitListing() {
    }

    /** The JSON array of units, each written as soon as it is summarised; notes go to {@code err}. */
    static int json(MemorySource source, PrintWriter out, PrintWriter err) throws IOException {
        JsonArrayStream.write(out, emit -> source.units(Cancellation.NONE, unit -> emit.accept(UnitJson.toJson(unit))));
        source.notes().forEach(line -> err.println("note: " + line));
        return 0;
    }

    /** One row per unit: id, kind, status, its severity, flags and the format's own fields; problems follow. */
    static int table(MemorySource source, PrintWriter out) {
        out.printf("%-28s  %-10s  %-11s  %-8s  %-18s  %s%n", "ID", "KIND", "STATUS", "SEVERITY", "FLAGS", "FIELDS");
        out.flush();
        List<Unit> units = source.units(Cancellation.NONE, unit -> {
            out.printf("%-28s  %-10s  %-11s  %-8s  %-18s  %s%n", line(unit.id().text()), line(unit.kind()),
                    line(unit.status().key()), unit.status().severity().key(), line(String.join(",", unit.flags())),
                    fields(unit));
            out.flush();
        });
        out.printf("%d units (%s) in %s%n", units.size(), source.format(), line(source.directory().toString()));
        for (Unit unit : units) {
            String reason = unit.status().reason();
            if (reason != null) {
                out.printf("  %s: %s: %s%n", line(unit.id().text()), line(unit.status().key()), line(reason));
            }
            unit.problems().stream().filter(problem -> !problem.equals(reason))
                    .forEach(problem -> out.printf("  %s: %s%n", line(unit.id().text()), line(problem)));
        }
        source.notes().forEach(note -> out.printf("  %s%n", line(note)));
        return 0;
    }

    /**
     * The health report: a PROBLEM line per failing unit (its status and why) and one per further problem it has,
     * each said once; exit 1 when there is any. The count is of units with a problem: an unreadable file is one.
     */
    static int check(MemorySource source, PrintWriter out) {
        List<Unit> units = source.units();
        out.println(line(source.directory().toString()) + ": " + units.size() + " units (" + source.format() + ")");
        List<String> problems = new ArrayList<>();
        int unhealthy = 0;
        for (Unit unit : units) {
            String id = line(unit.id().text());
            int before = problems.size();
            String why = null;
            if (unit.status().severity() == Severity.FAILURE) {
                why = why(source, unit);
                problems.add(id + ": " + line(unit.status().key()) + (why == null ? "" : ": " + line(why)));
            }
            String said = why;
            unit.problems().stream().filter(problem -> !problem.equals(said))
                    .forEach(problem -> problems.add(id + ": " + line(problem)));
            unhealthy += problems.size() > before ? 1 : 0;
            if (unit.status().severity() == Severity.WARNING || !unit.flags().isEmpty()) {
                String noteWhy = unit.status().severity() == Severity.FAILURE ? said : why(source, unit);
                out.println("note     " + id + ": " + line(unit.status().key())
                        + (unit.flags().isEmpty() ? "" : " [" + line(String.join(", ", unit.flags())) + "]")
                        + (noteWhy == null ? "" : ": " + line(noteWhy)));
            }
        }
        source.notes().forEach(note -> out.println("note     " + line(note)));
        problems.forEach(problem -> out.println("PROBLEM  " + problem));
        out.println(problems.isEmpty() ? "healthy" : "NOT healthy: " + unhealthy + " problem(s)");
        return problems.isEmpty() ? 0 : 1;
    }

    /**
     * Why the unit is flagged: its status reason, its error, its first problem, else the first event of its timeline
     * that says so; null when nothing does.
     */
    private static String why(MemorySource source, Unit unit) {
        if (unit.status().reason() != null) {
            return unit.status().reason();
        }
        Object error = unit.fields().get("error");
        if (error != null) {
            return String.valueOf(error);
        }
        if (!unit.problems().isEmpty()) {
            return unit.problems().get(0);
        }
        return source.detail(unit.id(), Cancellation.NONE)
                .flatMap(d -> d.timeline().stream()
                        .filter(e -> e.severity().compareTo(Severity.WARNING) >= 0)
                        // the most severe, and of those the latest: the event that ended the unit
                        .reduce((a, b) -> b.severity().compareTo(a.severity()) >= 0 ? b : a))
                .map(e -> oneLine(e.title()))
                .orElse(null);
    }

    private static String oneLine(String text) {
        String line = text.replace("\r", "").replace("\n", " ⏎ ");
        return line.length() <= 160 ? line : line.substring(0, 159) + "…";
    }

    /** A name or text of the agent's files on one line of ours, escaped. */
    private static String line(String text) {
        return Untrusted.line(text);
    }

    private static String fields(Unit unit) {
        return unit.fields().entrySet().stream()
                .filter(e -> !e.getKey().equals("error"))
                .map(UnitListing::field)
                .collect(Collectors.joining("  "));
    }

    private static String field(Map.Entry<String, Object> e) {
        Object v = e.getValue();
        String text = v instanceof Collection<?> c
                ? c.stream().map(String::valueOf).collect(Collectors.joining(",", "[", "]"))
                : String.valueOf(v);
        return line(e.getKey()) + "=" + line(text);
    }
}

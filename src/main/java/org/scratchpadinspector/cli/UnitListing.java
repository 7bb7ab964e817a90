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

    /** One row per unit: id, kind, status, flags and the format's own fields; problems follow. */
    static int table(MemorySource source, PrintWriter out) {
        out.printf("%-28s  %-10s  %-11s  %-18s  %s%n", "ID", "KIND", "STATUS", "FLAGS", "FIELDS");
        out.flush();
        List<Unit> units = source.units(Cancellation.NONE, unit -> {
            out.printf("%-28s  %-10s  %-11s  %-18s  %s%n", unit.id().text(), unit.kind(), unit.status().key(),
                    String.join(",", unit.flags()), fields(unit));
            out.flush();
        });
        out.printf("%d units (%s) in %s%n", units.size(), source.format(), source.directory());
        for (Unit unit : units) {
            if (unit.status().reason() != null) {
                out.printf("  %s: %s: %s%n", unit.id(), unit.status().key(), unit.status().reason());
            }
            unit.problems().forEach(problem -> out.printf("  %s: %s%n", unit.id(), problem));
        }
        source.notes().forEach(line -> out.printf("  %s%n", line));
        return 0;
    }

    /** The health report: a line per failing unit and per problem; exit 1 when there is any. */
    static int check(MemorySource source, PrintWriter out) {
        List<Unit> units = source.units();
        out.println(source.directory() + ": " + units.size() + " units (" + source.format() + ")");
        List<String> problems = new ArrayList<>();
        for (Unit unit : units) {
            if (unit.status().severity() == Severity.FAILURE) {
                problems.add(unit.id() + ": " + unit.status().key() + describe(source, unit));
            }
            unit.problems().forEach(problem -> problems.add(unit.id() + ": " + problem));
            if (unit.status().severity() == Severity.WARNING || !unit.flags().isEmpty()) {
                out.println("note     " + unit.id() + ": " + unit.status().key()
                        + (unit.flags().isEmpty() ? "" : " [" + String.join(", ", unit.flags()) + "]")
                        + describe(source, unit));
            }
        }
        source.notes().forEach(line -> out.println("note     " + line));
        problems.forEach(line -> out.println("PROBLEM  " + line));
        out.println(problems.isEmpty() ? "healthy" : "NOT healthy: " + problems.size() + " problem(s)");
        return problems.isEmpty() ? 0 : 1;
    }

    /** Why the unit is flagged: its status reason, its error, else the first event of its timeline that says so. */
    private static String describe(MemorySource source, Unit unit) {
        if (unit.status().reason() != null) {
            return ": " + unit.status().reason();
        }
        Object error = unit.fields().get("error");
        if (error != null) {
            return ": " + error;
        }
        return source.detail(unit.id(), Cancellation.NONE)
                .flatMap(d -> d.timeline().stream()
                        .filter(e -> e.severity().compareTo(Severity.WARNING) >= 0)
                        // the most severe, and of those the latest: the event that ended the unit
                        .reduce((a, b) -> b.severity().compareTo(a.severity()) >= 0 ? b : a))
                .map(e -> ": " + oneLine(e.title()))
                .orElse("");
    }

    private static String oneLine(String text) {
        String line = text.replace("\r", "").replace("\n", " ⏎ ");
        return line.length() <= 160 ? line : line.substring(0, 159) + "…";
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
        return e.getKey() + "=" + text;
    }
}

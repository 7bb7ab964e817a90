package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.UnitJson;
import org.scratchpadinspector.model.MemorySource;
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

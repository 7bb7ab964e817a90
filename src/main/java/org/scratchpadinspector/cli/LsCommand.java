package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.scratchpadinspector.engine.blame.BreakExplainer;
import org.scratchpadinspector.engine.health.HealthCheck;
import org.scratchpadinspector.format.UnitJson;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitStatus;
import org.scratchpadinspector.format.Untrusted;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "ls", description = {"One row per unit of any format (a cycle, turn, call, correction, store, session",
        "or version): its id, kind, status, severity, flags and the format's own fields. A continuity break the",
        "edit journal explains is said so, naming the edit, and is a notice, not a warning."})
final class LsCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Mixin
    FleetOption fleet;

    @Option(names = "--json", description = "Print a JSON array of unit objects: format, kind, id, status, severity,"
            + " flags, problems and the format's fields (explained_by for a break the journal explains).")
    boolean json;

    @Mixin
    StaleAfterOption stale;

    @Mixin
    AtOption at;

    @Override
    public Integer call() throws IOException {
        if (fleet.given()) {
            var rows = fleet.scan();
            if (json) {
                FleetOption.printJson(rows, spec.commandLine().getOut());
            } else {
                FleetOption.printTable(rows, spec.commandLine().getOut());
            }
            return 0;
        }
        MemorySource source = dir.source(stale.with(at.options()));
        BreakExplainer breaks = BreakExplainer.of(source);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonArrayStream.writeEach(out, (gen, flush) -> source.units(Cancellation.NONE, unit -> {
                try {
                    String why = explained(breaks, unit);
                    if (why == null) {
                        UnitJson.write(gen, unit);
                    } else {
                        Unit noticed = noticed(unit);
                        var tree = UnitJson.toJson(noticed);
                        tree.put("severity", noticed.status().severity().key());
                        JsonArrayStream.writeTree(gen, tree.put("explained_by", why));
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }, flush));
            // standard output stays one JSON array of units; lines about the directory go to the operator
            source.notes().forEach(line -> spec.commandLine().getErr().println("note: " + Untrusted.line(line)));
            return 0;
        }
        out.printf("%-28s  %-10s  %-14s  %-8s  %-18s  %s%n", "ID", "KIND", "STATUS", "SEVERITY", "FLAGS", "FIELDS");
        out.flush();
        Map<Unit, String> explainedBreaks = new LinkedHashMap<>();
        List<Unit> units = source.units(Cancellation.NONE, listed -> {
            String why = explained(breaks, listed);
            Unit unit = why == null ? listed : noticed(listed);
            if (why != null) {
                explainedBreaks.put(unit, why);
            }
            out.printf("%-28s  %-10s  %-14s  %-8s  %-18s  %s%n", Untrusted.line(unit.id().text()),
                    Untrusted.line(unit.kind()), Untrusted.line(unit.status().key()), unit.status().severity().key(),
                    Untrusted.line(String.join(",", unit.flags())), Untrusted.line(fields(unit)));
        }, out::flush);
        String kinds = source.facet(org.scratchpadinspector.model.History.class)
                .map(h -> ChurnCommand.plural(h.unitKind())).orElse("units");
        out.printf("%d %s in %s (%s)%n", units.size(), kinds, Untrusted.line(source.directory().toString()),
                source.format());
        List<String> lines = new ArrayList<>();
        for (Unit unit : units) {
            if (unit.status().reason() != null) {
                lines.add(unit.id() + ": " + unit.status().key() + ": " + unit.status().reason());
            }
            unit.problems().forEach(problem -> lines.add(unit.id() + ": " + problem));
        }
        explainedBreaks.forEach((unit, why) -> lines.add(unit.id() + ": continuity break explained by the journal: " + why));
        lines.forEach(line -> out.printf("  %s%n", Untrusted.line(line)));
        source.notes().forEach(line -> out.printf("  %s%n", Untrusted.line(line)));
        out.flush();
        return 0;
    }

    /** Why a unit's continuity break is no surprise (the journal's edit), or null. */
    private static String explained(BreakExplainer breaks, Unit unit) {
        return unit.flags().contains(HealthCheck.CONTINUITY_BREAK)
                ? breaks.explain(unit.id(), Cancellation.NONE).orElse(null) : null;
    }

    /** A unit whose only warning was an explained break, as a notice. */
    private static Unit noticed(Unit unit) {
        if (unit.status().severity() != Severity.WARNING) {
            return unit;
        }
        return new Unit(unit.format(), unit.kind(), unit.id(), new UnitStatus(unit.status().key(), Severity.NOTICE,
                unit.status().reason()), unit.flags(), unit.problems(), unit.fields(), unit.states());
    }

    private static String fields(Unit unit) {
        return unit.fields().entrySet().stream()
                .filter(e -> !e.getKey().equals("error") && !e.getKey().equals("status_reason"))
                .map(LsCommand::field)
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

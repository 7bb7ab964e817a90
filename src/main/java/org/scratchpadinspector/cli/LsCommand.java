package org.scratchpadinspector.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesProvider;
import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "ls", description = {"One row per unit: for a seed-000 scratchpad a cycle (id, time, status, iterations,",
        "tool calls, parse errors, flags); for the other formats a turn, call, correction, store or session with",
        "its status, flags and the format's own fields."})
final class LsCommand implements Callable<Integer> {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Option(names = "--json", description = "Print a JSON array of cycle objects.")
    boolean json;

    @Mixin
    StaleAfterOption stale;

    @Mixin
    AtOption at;

    @Mixin
    FleetOption fleet;

    @Override
    public Integer call() throws Exception {
        if (fleet.given()) {
            var rows = fleet.scan();
            if (json) {
                FleetOption.printJson(rows, spec.commandLine().getOut());
            } else {
                FleetOption.printTable(rows, spec.commandLine().getOut());
            }
            return 0;
        }
        MemorySource other = dir.otherFormat(at.options());
        if (other != null) {
            PrintWriter out = spec.commandLine().getOut();
            return json ? UnitListing.json(other, out, spec.commandLine().getErr()) : UnitListing.table(other, out);
        }
        Scratchpad pad = dir.open();
        pad.liveness().setStaleAfter(stale.staleAfter);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            printJson(pad, out);
            // Standard output stays one JSON array of cycles; the names that are not cycles go to the operator.
            pad.index().strays().lines().forEach(line -> spec.commandLine().getErr().println("note: " + line));
        } else {
            printTable(pad, out);
        }
        return 0;
    }

    /**
     * The array of {@link #writeJson} objects, pretty-printed, written element by element as each cycle is
     * summarised and flushed whenever the next one is not ready yet, so a reader of the stream sees the first cycles
     * while a slow file is parsed.
     */
    private static void printJson(Scratchpad pad, PrintWriter out) throws IOException {
        JsonArrayStream.writeEach(out, (json, flush) -> pad.summaries(Cancellation.NONE, summary -> {
            try {
                writeJson(json, summary);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, flush));
    }

    /** One cycle as {@code ls --json} prints it, written straight on the generator (100,000 of them: no tree). */
    static void writeJson(JsonGenerator o, CycleSummary c) throws IOException {
        o.writeStartObject();
        o.writeStringField("format", YamlCyclesProvider.NAME);
        o.writeStringField("kind", "cycle");
        o.writeStringField("id", c.id().toString());
        o.writeStringField("time", c.id().isoTime());
        o.writeStringField("status", c.status().key());
        o.writeArrayFieldStart("flags");
        for (CycleFlag f : c.flags()) {
            o.writeString(f.key());
        }
        o.writeEndArray();
        o.writeNumberField("tool_calls", c.toolCalls());
        o.writeNumberField("parse_errors", c.parseErrors());
        if (c.iterations() >= 0) {
            o.writeNumberField("iterations", c.iterations());
        } else {
            o.writeNullField("iterations");
        }
        o.writeArrayFieldStart("problems");
        for (String problem : c.problems()) {
            o.writeString(problem);
        }
        o.writeEndArray();
        if (c.statusReason() != null) {
            o.writeStringField("status_reason", c.statusReason());
        }
        o.writeEndObject();
    }

    /** Each row is printed (and flushed) as soon as its cycle is summarised; problems follow the table. */
    private static void printTable(Scratchpad pad, PrintWriter out) {
        out.printf("%-15s  %-19s  %-14s  %4s  %5s  %4s  %s%n", "ID", "TIME", "STATUS", "ITER", "TOOLS", "PERR", "FLAGS");
        out.flush();
        List<CycleSummary> cycles = pad.summaries(Cancellation.NONE, c -> {
            out.printf("%-15s  %-19s  %-14s  %4s  %5d  %4d  %s%n", c.id(), TIME.format(c.id().time()),
                    c.status().key(), c.iterations() < 0 ? "-" : Integer.toString(c.iterations()),
                    c.toolCalls(), c.parseErrors(),
                    c.flags().stream().map(CycleFlag::key).collect(Collectors.joining(",")));
            out.flush();
        });
        out.printf("%d cycles in %s%n", cycles.size(), pad.location().directory());
        for (CycleSummary c : cycles) {
            if (c.statusReason() != null) {
                out.printf("  %s: %s: %s%n", c.id(), c.status().key(), c.statusReason());
            }
            for (String problem : c.problems()) {
                out.printf("  %s: %s%n", c.id(), problem);
            }
        }
        for (String stray : pad.index().strays().lines()) {
            out.printf("  %s%n", stray);
        }
    }
}

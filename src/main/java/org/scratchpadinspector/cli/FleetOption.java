package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.format.DateTimeFormatter;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.engine.fleet.AgentRow;
import org.scratchpadinspector.engine.fleet.FleetEntry;
import org.scratchpadinspector.engine.fleet.FleetFile;
import org.scratchpadinspector.engine.fleet.FleetScan;
import org.scratchpadinspector.engine.remote.RemoteAddress;
import org.scratchpadinspector.engine.remote.RemotePaths;
import org.scratchpadinspector.formats.Formats;
import picocli.CommandLine.Option;

/** {@code --fleet FILE|DIR...} of {@code ls} and {@code check}: many agents at once, one row each. */
final class FleetOption {
    private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    @Option(names = "--fleet", arity = "1..*", paramLabel = "FILE|DIR",
            description = {"Many agents at once: a YAML or JSON list of {name, dir} (local paths or ssh:// addresses,"
                    + " any format), or several DIRs. One row per agent, most trouble first."})
    List<String> specs;

    @Option(names = "--fleet-timeout", paramLabel = "S", defaultValue = "30",
            description = "With --fleet: an agent that has not answered after S seconds is shown unreachable (default ${DEFAULT-VALUE}).")
    long timeoutSeconds;

    boolean given() {
        return specs != null && !specs.isEmpty();
    }

    /** The rows of every agent named, sorted by trouble. */
    List<AgentRow> scan() throws IOException {
        List<FleetEntry> entries = new ArrayList<>();
        List<String> dirs = new ArrayList<>();
        for (String spec : specs) {
            if (!RemoteAddress.isRemote(spec) && Files.isRegularFile(Path.of(spec))) {
                entries.addAll(FleetFile.read(Path.of(spec)));
            } else {
                dirs.add(spec);
            }
        }
        entries.addAll(FleetFile.ofDirs(dirs));
        if (entries.isEmpty()) {
            throw new IllegalArgumentException("the fleet has no agent");
        }
        try (FleetScan scan = new FleetScan(Formats.registry(), RemotePaths::resolve, Clock.systemUTC())) {
            return scan.scan(entries, java.time.Duration.ofSeconds(Math.max(1, timeoutSeconds)));
        }
    }

    static void printJson(List<AgentRow> rows, PrintWriter out) throws IOException {
        JsonArrayStream.writeEach(out, (json, flush) -> {
            try {
                for (AgentRow r : rows) {
                    json.writeStartObject();
                    json.writeStringField("name", r.name());
                    json.writeStringField("dir", r.dir());
                    json.writeStringField("format", r.format());
                    writeNumber(json, "units", r.units());
                    writeNumber(json, "failing", r.failing());
                    if (r.running() == null) {
                        json.writeNullField("running");
                    } else {
                        json.writeBooleanField("running", r.running());
                    }
                    json.writeStringField("last_activity", r.lastActivity() == null ? null : r.lastActivity().toString());
                    json.writeNumberField("lost_edits", r.lostEdits());
                    json.writeBooleanField("reachable", r.reachable());
                    if (r.error() != null) {
                        json.writeStringField("error", r.error());
                    }
                    json.writeEndObject();
                }
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    private static void writeNumber(com.fasterxml.jackson.core.JsonGenerator json, String field, Integer value)
            throws IOException {
        if (value == null) {
            json.writeNullField(field);
        } else {
            json.writeNumberField(field, value);
        }
    }

    static void printTable(List<AgentRow> rows, PrintWriter out) {
        out.printf("%-20s  %-16s  %6s  %7s  %-7s  %-19s  %4s  %s%n", "NAME", "FORMAT", "UNITS", "FAILING", "RUNNING",
                "LAST ACTIVITY", "LOST", "STATE");
        for (AgentRow r : rows) {
            out.printf("%-20s  %-16s  %6s  %7s  %-7s  %-19s  %4d  %s%n", Untrusted.line(r.name()),
                    r.format() == null ? "-" : r.format(), r.units() == null ? "-" : r.units(),
                    r.failing() == null ? "-" : r.failing(), r.running() == null ? "-" : r.running() ? "yes" : "no",
                    r.lastActivity() == null ? "-" : LOCAL.format(r.lastActivity()), r.lostEdits(),
                    r.hasProblem() ? String.join("; ", r.problems()) : "ok");
        }
        long reachable = rows.stream().filter(AgentRow::reachable).count();
        out.printf("%d agents, %d reachable%n", rows.size(), reachable);
    }

    /** {@code check --fleet}: a line per agent, the names of those with a problem last; 1 when there is one. */
    static int check(List<AgentRow> rows, PrintWriter out) {
        List<String> troubled = new ArrayList<>();
        for (AgentRow r : rows) {
            String name = Untrusted.line(r.name());
            if (r.hasProblem()) {
                troubled.add(name);
                out.println("PROBLEM  " + name + ": " + String.join("; ", r.problems()));
            } else {
                out.println("ok       " + name + ": " + r.units() + " units (" + r.format() + ")"
                        + (Boolean.TRUE.equals(r.running()) ? ", running" : ""));
            }
        }
        out.println(troubled.isEmpty() ? "healthy: " + rows.size() + " agents"
                : "NOT healthy: " + troubled.size() + " of " + rows.size() + " agents: " + String.join(", ", troubled));
        return troubled.isEmpty() ? 0 : 1;
    }
}

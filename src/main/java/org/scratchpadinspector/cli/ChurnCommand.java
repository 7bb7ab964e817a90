package org.scratchpadinspector.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.blame.Churn;
import org.scratchpadinspector.engine.blame.JournalAttribution;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "churn", description = {
        "Per section, how many times the agent, the inspector and outside changed",
        "it across the run, most changed first; FLIPS counts changes back to a",
        "value the section held earlier (A -> B -> A). last_updated is left out.",
        "Exit 0."})
final class ChurnCommand implements Callable<Integer> {
    private static final int FLIPS_SHOWN = 5;

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Option(names = "--json", description = "Print the numbers as one JSON object.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        org.scratchpadinspector.model.MemorySource other = dir.otherFormat(org.scratchpadinspector.format.SourceOptions.NOW);
        if (other != null) {
            return FacetVerbs.churn(other, json, spec.commandLine().getOut());
        }
        Scratchpad pad = dir.open();
        JournalAttribution journal = JournalAttribution.read(pad.location(), pad.index());
        Churn.Report report = Churn.of(pad, journal, Cancellation.NONE);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(toJson(report)));
        } else {
            printText(report, out);
        }
        if (report.damagedJournalLines() > 0) {
            spec.commandLine().getErr().println("note: " + report.damagedJournalLines() + " damaged journal line(s) skipped");
        }
        return 0;
    }

    private static void printText(Churn.Report r, PrintWriter out) {
        out.println(r.cycles() + " cycle" + (r.cycles() == 1 ? "" : "s") + "; changes per section, most first");
        String format = "%-24s %6s %9s %7s %6s  %s%n";
        out.printf(format, "SECTION", "AGENT", "INSPECTOR", "OUTSIDE", "FLIPS", "LAST CHANGED");
        for (Churn.SectionChurn s : r.sections()) {
            out.printf(format, s.section(), s.agent(), s.inspector(), s.outside(), s.flips(), last(s));
        }
        for (Churn.SectionChurn s : r.sections()) {
            if (s.flipsBackAndForth()) {
                out.println(s.section() + " flips back and forth: " + s.flips() + " change" + (s.flips() == 1 ? "" : "s")
                        + " back to an earlier value" + (s.flipCycles().isEmpty() ? "" : ", newest in "
                        + s.flipCycles().stream().limit(FLIPS_SHOWN).map(CycleId::toString).collect(Collectors.joining(", "))
                        + (s.flips() > FLIPS_SHOWN ? ", …" : "")));
            }
        }
        for (String u : r.unreadable()) {
            out.println("unreadable, changes across it are joined: " + u);
        }
    }

    private static String last(Churn.SectionChurn s) {
        if (s.uncommitted()) {
            return "active.yaml";
        }
        return s.lastChanged() == null ? "-" : s.lastChanged().toString();
    }

    static ObjectNode toJson(Churn.Report r) {
        ObjectNode root = new ObjectMapper().createObjectNode();
        root.put("cycles", r.cycles());
        ArrayNode sections = root.putArray("sections");
        for (Churn.SectionChurn s : r.sections()) {
            ObjectNode o = sections.addObject();
            o.put("section", s.section());
            o.put("agent", s.agent());
            o.put("inspector", s.inspector());
            o.put("outside", s.outside());
            o.put("total", s.total());
            o.put("flips", s.flips());
            ArrayNode cycles = o.putArray("flip_cycles");
            s.flipCycles().forEach(c -> cycles.add(c.toString()));
            o.put("last_changed", s.lastChanged() == null ? null : s.lastChanged().toString());
            o.put("uncommitted", s.uncommitted());
        }
        ArrayNode unreadable = root.putArray("unreadable");
        r.unreadable().forEach(unreadable::add);
        return root;
    }
}
